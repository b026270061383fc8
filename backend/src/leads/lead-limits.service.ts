import { Injectable } from '@nestjs/common';
import { Throttles } from '../common/throttles.js';

/**
 * Lead form submissions, counted in PostgreSQL: a few an hour with one email address, and from one
 * network address an allowance a whole office sending its colleagues' requests does not reach.
 */
@Injectable()
export class LeadLimitsService {
  constructor(private readonly throttles: Throttles) {}

  /**
   * Counts a submission (one round trip); past either limit, a 429 that says when to try again.
   * The address is counted first: a submission it refuses does not count against the email.
   */
  async consume(email: string, ip: string): Promise<void> {
    await this.throttles.consumeInOrder([
      ['leadsPerAddress', ip],
      ['leadsPerEmail', email.trim().toLowerCase()],
    ]);
  }
}
