import { Injectable, NotImplementedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';
import type { BillingMode } from '../subscriptions/client-subscription.entity.js';
import type { BillingPortalDto, SubscriptionDto } from '../subscriptions/dto/subscription.dto.js';

/** Stripe as the source of truth where it is configured: Checkout links, the Customer Portal. */
@Injectable()
export class BillingService {
  private readonly mode: BillingMode;

  constructor(config: ConfigService<Environment, true>) {
    this.mode = config.get('billingMode', { infer: true });
  }

  billingMode(): BillingMode {
    return this.mode;
  }

  /** A Customer Portal session for one of the client's Stripe-billed subscriptions. */
  portal(_clientId: number, _subscriptionId: number): Promise<BillingPortalDto> {
    throw new NotImplementedException('The billing portal is not built yet');
  }

  /** A new Checkout link for a pending Stripe-billed subscription, mailed to the client. */
  sendPaymentLink(_subscriptionId: number): Promise<SubscriptionDto> {
    throw new NotImplementedException('Payment links are not built yet');
  }
}
