import { Injectable, Logger } from '@nestjs/common';
import { JobQueue } from '../queue/job-queue.js';

/** The queue of Stripe-billed subscriptions waiting for their Checkout link (billing/checkout-links.ts works it). */
export const CHECKOUT_QUEUE = 'stripe-checkout';

export interface CheckoutJob {
  subscriptionId: number;
}

/**
 * Asks for the Checkout link of subscriptions just sold with Stripe billing, after their commit. Kept
 * apart from the work itself so the subscriptions module can ask without depending on billing.
 */
@Injectable()
export class CheckoutRequests {
  private readonly logger = new Logger('Checkout');

  constructor(private readonly queue: JobQueue) {}

  /**
   * Queues the making of each subscription's link. Never throws: the sale is stored, and a link that
   * could not be queued now is queued by the relay (CheckoutLinks.relay).
   */
  async request(subscriptionIds: number[]): Promise<void> {
    if (subscriptionIds.length === 0) return;
    try {
      await this.queue.insert(
        CHECKOUT_QUEUE,
        subscriptionIds.map((subscriptionId) => ({
          data: { subscriptionId } satisfies CheckoutJob,
          singletonKey: `checkout-${subscriptionId}`,
        })),
      );
    } catch (error) {
      this.logger.warn(
        `The Checkout links of subscriptions ${subscriptionIds.join(', ')} wait for the relay: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
  }
}
