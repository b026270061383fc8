/** The height of the performance card's charts, and of their placeholder while they load. */
export const CHART_HEIGHT = 200;
