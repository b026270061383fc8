/** What every page of a list says besides its items (each list's page DTO adds `items`). */
export abstract class PageDto {
  /** How many match, over every page. */
  total!: number;
  page!: number;
  pageSize!: number;
}
