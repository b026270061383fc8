import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { NoticesModule } from '../notices/notices.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';
import { CheckoutLinks } from './checkout-links.js';
import { StripeEventHandler } from './stripe-event-handler.js';
import { StripeEvent } from './stripe-event.entity.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhooks } from './stripe-webhooks.js';
import { StripeModule } from '../stripe/stripe.module.js';

/** Payments: Stripe (Checkout, the Customer Portal, webhooks) where it is configured. */
@Module({
  imports: [MikroOrmModule.forFeature([StripeEvent]), SubscriptionsModule, StripeModule, NoticesModule],
  controllers: [BillingController, StripeWebhookController],
  providers: [BillingService, CheckoutLinks, StripeWebhooks, StripeEventHandler],
  exports: [BillingService],
})
export class BillingModule {}
