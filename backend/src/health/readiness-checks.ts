import { Injectable } from '@nestjs/common';

/**
 * One thing the server needs before it takes traffic. `check` resolves when it is ready and throws
 * when not, its error's message saying why in a few plain words for an operator ("not running"):
 * that message is shown in the 503 of /api/health/ready, so it must hold no secret.
 */
export interface ReadinessCheck {
  /** Its key in the report: `database`, `queue`. */
  name: string;
  check: () => Promise<void>;
}

/**
 * The checks /api/health/ready runs besides the database's. A module joins by injecting this
 * registry (HealthModule is global) and adding its check when it starts, e.g. the queue:
 *
 * ```ts
 * constructor(readiness: ReadinessChecks) {
 *   readiness.add({ name: 'queue', check: async () => { if (!this.started) throw new Error('not running'); } });
 * }
 * ```
 *
 * A check must answer in a second or two and must not wait behind the app's busy pool (readiness
 * may not fail because of load): each runs with a deadline (READY_CHECK_TIMEOUT_MS).
 */
@Injectable()
export class ReadinessChecks {
  private readonly checks: ReadinessCheck[] = [];

  add(check: ReadinessCheck): void {
    if (this.checks.some((existing) => existing.name === check.name))
      throw new Error(`A readiness check named ${check.name} is already registered`);
    this.checks.push(check);
  }

  list(): readonly ReadinessCheck[] {
    return this.checks;
  }
}
