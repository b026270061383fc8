import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { NoticesModule } from '../notices/notices.module.js';
import { StripeModule } from '../stripe/stripe.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminBillingController } from './admin-billing.controller.js';
import { AdminSubscriptionsController } from './admin-subscriptions.controller.js';
import { BillingSummaryService } from './billing-summary.service.js';
import { ClientSubscription } from './client-subscription.entity.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionEvent } from './subscription-event.entity.js';
import { Payment } from './payment.entity.js';
import { ManualPayments } from './manual-payments.js';
import { StripeChanges } from './stripe-changes.js';
import { SubscriptionLifecycle } from './subscription-lifecycle.js';
import { SubscriptionSchedule } from './subscription-schedule.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Module({
  imports: [
    MikroOrmModule.forFeature([ClientSubscription, SubscriptionEvent, Payment]),
    NoticesModule,
    UsersModule,
    StripeModule,
  ],
  controllers: [SubscriptionsController, AdminSubscriptionsController, AdminBillingController],
  providers: [
    SubscriptionsService,
    SubscriptionLifecycle,
    ManualPayments,
    StripeChanges,
    SubscriptionSchedule,
    BillingSummaryService,
  ],
  exports: [SubscriptionsService, SubscriptionLifecycle, StripeChanges],
})
export class SubscriptionsModule {}
