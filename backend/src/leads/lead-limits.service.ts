import { Injectable } from '@nestjs/common';
import { Throttles } from '../common/throttling.module.js';

/**
 * Lead form submissions, counted in PostgreSQL: a few an hour with one email address, and from one
 * network address an allowance a whole office sending its colleagues' requests does not reach.
 */
@Injectable()
export class LeadLimitsService {
  constructor(private readonly throttles: Throttles) {}

  /** Counts a submission; past either limit, a 429 that says when to try again. */
  async consume(email: string, ip: string): Promise<void> {
    await this.throttles.consume('leadsPerAddress', ip);
    await this.throttles.consume('leadsPerEmail', email.trim().toLowerCase());
  }
}
