import { Body, Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { ApiInvalid, ApiNotFound, ApiConflict } from '../common/decorators/api-errors.decorators.js';
import type { SessionUser } from '../common/session-user.js';
import { CancelSubscriptionDto, SubscriptionDto } from './dto/subscription.dto.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { Action } from '../common/decorators/action.decorator.js';

@ApiTags('subscriptions')
@Roles('client')
@Controller('client/subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  /** The signed-in client's subscriptions. */
  @Get()
  listSubscriptions(@CurrentUser() user: SessionUser): Promise<SubscriptionDto[]> {
    return this.subscriptions.listForClient(user.id);
  }

  /** Cancels one of the client's active subscriptions. */
  @Action(':id/cancel')
  @ApiInvalid()
  @ApiNotFound('No such subscription of this client')
  @ApiConflict('The subscription is not active')
  cancelSubscription(
    @CurrentUser() user: SessionUser,
    @IdParam() id: number,
    @Body() input: CancelSubscriptionDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.cancel(user.id, id, input);
  }
}
