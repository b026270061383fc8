import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';
import { CheckoutLinks } from './checkout-links.service.js';
import { StripeEventHandler } from './stripe-event-handler.service.js';
import { StripeEvent } from './stripe-event.entity.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhooks } from './stripe-webhooks.service.js';
import { StripeModule } from './stripe.module.js';

/** Payments: Stripe (Checkout, the Customer Portal, webhooks) where it is configured. */
@Module({
  imports: [MikroOrmModule.forFeature([StripeEvent]), SubscriptionsModule, StripeModule],
  controllers: [BillingController, StripeWebhookController],
  providers: [BillingService, CheckoutLinks, StripeWebhooks, StripeEventHandler],
  exports: [BillingService],
})
export class BillingModule {}
