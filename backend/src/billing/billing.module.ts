import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';
import { StripeEvent } from './stripe-event.entity.js';

/** Payments: Stripe (Checkout, the Customer Portal, webhooks) where it is configured. */
@Module({
  imports: [MikroOrmModule.forFeature([StripeEvent]), SubscriptionsModule],
  controllers: [BillingController],
  providers: [BillingService],
  exports: [BillingService],
})
export class BillingModule {}
