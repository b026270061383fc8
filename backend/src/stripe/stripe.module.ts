import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';
import { CheckoutRequests } from './checkout-requests.js';
import { STRIPE_CLIENT, StripeGateway, stripeClientFrom } from './stripe-gateway.js';

/**
 * Talking to Stripe: the client (Stripe mode only), the calls the product makes, and the request for
 * a new subscription's Checkout link. A module of its own, so the subscriptions module (a client's
 * cancellation goes to Stripe first) and the billing module (which imports subscriptions) both use it.
 */
@Module({
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>) => stripeClientFrom(config),
    },
    StripeGateway,
    CheckoutRequests,
  ],
  exports: [StripeGateway, CheckoutRequests],
})
export class StripeModule {}
