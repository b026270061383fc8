import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { Roles } from '../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import {
  CreateSubscriptionDto,
  RecordPaymentDto,
  SubscriptionDto,
  SubscriptionEventDto,
  UpdateSubscriptionDto,
} from './dto/subscription.dto.js';
import { SubscriptionLifecycle } from './subscription-lifecycle.service.js';
import { SubscriptionsService } from './subscriptions.service.js';

@ApiTags('admin-subscriptions')
@Roles('admin')
@Controller('admin')
export class AdminSubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly lifecycle: SubscriptionLifecycle,
  ) {}

  /** The history of every subscription of the client (created, renewed, paid, payment failed, canceled, ended), newest first. */
  @Get('clients/:id/subscription-events')
  @ApiNotFound('No such client')
  listSubscriptionEvents(@Param('id', ParseIdPipe) clientId: number): Promise<SubscriptionEventDto[]> {
    return this.lifecycle.history(clientId);
  }

  /**
   * Manual billing: records the current period paid (the client gets a receipt; a past-due one is active
   * again) or failed (past due; the team and the client are told).
   */
  @Post('subscriptions/:id/payments')
  @HttpCode(HttpStatus.OK)
  @ApiInvalid()
  @ApiNotFound('No such subscription')
  @ApiConflict("Stripe keeps this subscription's payments, or it is canceled")
  recordPayment(
    @Param('id', ParseIdPipe) id: number,
    @Body() input: RecordPaymentDto,
  ): Promise<SubscriptionDto> {
    return this.lifecycle.recordPayment(id, input);
  }

  /** Opens a subscription for a client: it starts today and renews a month later unless told otherwise. */
  @Post('clients/:id/subscriptions')
  @ApiInvalid()
  @ApiNotFound('No such client')
  createSubscription(
    @Param('id', ParseIdPipe) clientId: number,
    @Body() input: CreateSubscriptionDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.createForClient(clientId, input);
  }

  /** Changes a subscription's status, renewal date, amount, payment method or auto-renewal. */
  @Patch('subscriptions/:id')
  @ApiInvalid()
  @ApiNotFound('No such subscription')
  updateSubscription(
    @Param('id', ParseIdPipe) id: number,
    @Body() input: UpdateSubscriptionDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.update(id, input);
  }
}
