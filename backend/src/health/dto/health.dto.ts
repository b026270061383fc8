/** One checked dependency. */
export class HealthIndicatorDto {
  /** "up" or "down". */
  status!: string;
  /** How long the check took, in milliseconds. */
  responseTime?: number;
}

/** The health of the server and what it depends on. */
export class HealthDto {
  /** "ok" when every check passed, else "error". */
  status!: string;
  /** Each dependency by name, e.g. `database`. */
  details!: Record<string, HealthIndicatorDto>;
}
