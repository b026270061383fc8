import { Injectable, NotImplementedException } from '@nestjs/common';
import type { RecordPaymentDto, SubscriptionDto, SubscriptionEventDto } from './dto/subscription.dto.js';

/**
 * A subscription's life after its sale, in both billing modes: renewals and endings on schedule,
 * payments recorded, every change told (mails) and kept in its history (SubscriptionEvent).
 */
@Injectable()
export class SubscriptionLifecycle {
  /** Every event of the client's subscriptions, newest first. */
  history(_clientId: number): Promise<SubscriptionEventDto[]> {
    throw new NotImplementedException('Subscription history is not built yet');
  }

  /** Manual billing: the team marks the current period paid or failed. */
  recordPayment(_id: number, _input: RecordPaymentDto): Promise<SubscriptionDto> {
    throw new NotImplementedException('Recording a payment is not built yet');
  }
}
