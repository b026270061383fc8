import { Injectable } from '@nestjs/common';
import { notImplementedYet } from '../common/not-implemented.js';
import type { CancelSubscriptionDto, SubscriptionDto } from './dto/subscription.dto.js';

@Injectable()
export class SubscriptionsService {
  listForClient(_clientId: number): Promise<SubscriptionDto[]> {
    return notImplementedYet('Subscriptions');
  }

  cancel(_clientId: number, _id: number, _input: CancelSubscriptionDto): Promise<SubscriptionDto> {
    return notImplementedYet('Cancelling a subscription');
  }
}
