import { Body, Controller, Get, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { SessionUser } from '../common/session-user.js';
import {
  CreateSubscriptionDto,
  PaymentDto,
  RecordPaymentDto,
  SubscriptionDto,
  SubscriptionEventDto,
  SubscriptionPaymentsDto,
  UpdateSubscriptionDto,
  VoidPaymentDto,
} from './dto/subscription.dto.js';
import { ManualPayments } from './manual-payments.js';
import { SubscriptionLifecycle } from './subscription-lifecycle.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { Action } from '../common/decorators/action.decorator.js';

@ApiTags('admin-subscriptions')
@Roles('admin')
@Controller('admin')
export class AdminSubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly lifecycle: SubscriptionLifecycle,
    private readonly payments: ManualPayments,
  ) {}

  /** The history of every subscription of the client (created, renewed, paid, payment failed, canceled, ended), newest first. */
  @Get('clients/:id/subscription-events')
  @ApiNotFound('No such client')
  listSubscriptionEvents(@IdParam() clientId: number): Promise<SubscriptionEventDto[]> {
    return this.lifecycle.history(clientId);
  }

  /**
   * Manual billing: records a named period paid (`periodStart`; the client gets one receipt; a past-due
   * one is active again) or the next payment failed (past due, still in force through what was paid;
   * the team and the client are told). A period already paid is a 409 that names it.
   */
  @Action('subscriptions/:id/payments')
  @ApiInvalid()
  @ApiNotFound('No such subscription')
  @ApiConflict(
    "The period is already paid, the failure already recorded, Stripe keeps this subscription's payments, or it is canceled",
  )
  recordPayment(
    @IdParam() id: number,
    @Body() input: RecordPaymentDto,
    @CurrentUser() member: SessionUser,
  ): Promise<SubscriptionDto> {
    return this.payments.recordPayment(id, input, member.id);
  }

  /** A subscription's payments (voided ones too), newest period first, and the period to mark paid next. */
  @Get('subscriptions/:id/payments')
  @ApiNotFound('No such subscription')
  listSubscriptionPayments(@IdParam() id: number): Promise<SubscriptionPaymentsDto> {
    return this.payments.payments(id);
  }

  /**
   * Voids a payment entered by mistake, with a reason: both stay in the history and the paid-through
   * date follows the payments not voided. The client is not mailed.
   */
  @Action('payments/:id/void')
  @ApiInvalid()
  @ApiNotFound('No such payment')
  @ApiConflict('Voided already, or a Stripe payment (refunded in Stripe)')
  voidPayment(
    @IdParam() id: number,
    @Body() input: VoidPaymentDto,
    @CurrentUser() member: SessionUser,
  ): Promise<PaymentDto> {
    return this.payments.voidPayment(id, input, member.id);
  }

  /** Opens a subscription for a client: it starts today and renews a month later unless told otherwise. */
  @Post('clients/:id/subscriptions')
  @ApiInvalid()
  @ApiNotFound('No such client')
  createSubscription(
    @IdParam() clientId: number,
    @Body() input: CreateSubscriptionDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.createForClient(clientId, input);
  }

  /** Changes a subscription's status, renewal date, amount, payment method or auto-renewal. */
  @Patch('subscriptions/:id')
  @ApiInvalid()
  @ApiNotFound('No such subscription')
  updateSubscription(@IdParam() id: number, @Body() input: UpdateSubscriptionDto): Promise<SubscriptionDto> {
    return this.subscriptions.update(id, input);
  }
}
