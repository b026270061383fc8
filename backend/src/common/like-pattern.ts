/** A search typed by a person, matched literally inside ILIKE: "50%_off" finds "50%_off", not "50 cents off". */
export const likePattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
