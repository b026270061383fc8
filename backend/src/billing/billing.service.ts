import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock.js';
import type { Environment } from '../config/environment.js';
import { type BillingMode, ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import type {
  BillingPortalDto,
  CheckoutLinkDto,
  SubscriptionDto,
} from '../subscriptions/dto/subscription.dto.js';
import { toSubscriptionDto } from '../subscriptions/subscription.mapper.js';
import { SUBSCRIPTION_NOT_FOUND } from '../subscriptions/subscription-lifecycle.js';
import { CheckoutLinks } from './checkout-links.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';

export const NOT_BILLED_THROUGH_STRIPE = 'This subscription is not billed through Stripe';
export const NO_STRIPE_CUSTOMER_YET =
  'This subscription has no Stripe account yet: its first payment opens one';

/** Stripe as the source of truth where it is configured: Checkout links, the Customer Portal. */
@Injectable()
export class BillingService {
  private readonly mode: BillingMode;

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly checkouts: CheckoutLinks,
    private readonly clock: Clock,
    private readonly config: ConfigService<Environment, true>,
  ) {
    this.mode = config.get('billingMode', { infer: true });
  }

  billingMode(): BillingMode {
    return this.mode;
  }

  /**
   * A Customer Portal session for one of the client's Stripe-billed subscriptions: 404 for another
   * client's, 409 for one not billed through Stripe or without a Stripe customer yet, 503 when Stripe fails.
   */
  async portal(clientId: number, subscriptionId: number): Promise<BillingPortalDto> {
    const subscription = await this.em.findOne(ClientSubscription, { id: subscriptionId, client: clientId });
    if (!subscription) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    if (subscription.billing !== 'stripe') throw new ConflictException(NOT_BILLED_THROUGH_STRIPE);
    if (!subscription.stripeCustomerId) throw new ConflictException(NO_STRIPE_CUSTOMER_YET);
    const url = await this.stripe.openPortal(
      subscription.stripeCustomerId,
      `${this.config.get('publicUrl', { infer: true })}/dashboard/subscription`,
    );
    return { url };
  }

  /** A fresh Checkout link for one of the client's own subscriptions waiting for its first payment. */
  async checkout(clientId: number, subscriptionId: number): Promise<CheckoutLinkDto> {
    return { url: await this.checkouts.forClient(clientId, subscriptionId) };
  }

  /** A new Checkout link for a pending Stripe-billed subscription, mailed to the client (409 for another; 503, nothing stored, when Stripe fails). */
  async sendPaymentLink(subscriptionId: number): Promise<SubscriptionDto> {
    return toSubscriptionDto(await this.checkouts.sendNow(subscriptionId), this.clock.now());
  }
}
