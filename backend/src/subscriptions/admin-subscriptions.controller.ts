import { Body, Controller, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { Roles } from '../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { CreateSubscriptionDto, SubscriptionDto, UpdateSubscriptionDto } from './dto/subscription.dto.js';
import { SubscriptionsService } from './subscriptions.service.js';

@ApiTags('admin-subscriptions')
@Roles('admin')
@Controller('admin')
export class AdminSubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

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
