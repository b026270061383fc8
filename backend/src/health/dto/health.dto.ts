/** One checked dependency. */
export class HealthIndicatorDto {
  /** "up" or "down". */
  status!: string;
  /** How long the check took, in milliseconds. */
  responseTime?: number;
  /** Why it is down, in a few plain words ("unreachable", "2 migrations pending"). */
  message?: string;
}

/** The health of the server and what it depends on. */
export class HealthDto {
  /** "ok" when every check passed, else "error". */
  status!: string;
  /** Each dependency by name, e.g. `database`. */
  details!: Record<string, HealthIndicatorDto>;
}

/** The process answers. */
export class LivenessDto {
  /** Always "ok". */
  status!: string;
}
