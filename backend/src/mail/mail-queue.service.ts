import { Injectable } from '@nestjs/common';

/**
 * Hands recorded mails (OutgoingMail rows, committed) to the durable queue, which sends them with
 * retries and backoff. TODO(issue 14, queue helper): the pg-boss relay and worker.
 */
@Injectable()
export class MailQueue {
  /** Queues the given committed mails for sending (again, for a failed one an admin retries). */
  async dispatch(mailIds: number[]): Promise<void> {
    void mailIds;
    await Promise.resolve();
  }
}
