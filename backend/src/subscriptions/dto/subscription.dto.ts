import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../client-subscription.entity.js';

/** A client's subscription as the portal shows it. */
export class SubscriptionDto {
  id!: number;
  /** @example echo */
  plan!: string;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus' })
  status!: SubscriptionStatus;
  startDate!: Date;
  endDate!: Date | null;
  renewalDate!: Date | null;
  /** Monthly amount in dollars, 2 decimals. @example 299 */
  amount!: number;
  paymentMethod!: string | null;
  autoRenew!: boolean;
  cancelReason!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}

/** SPEC §5 "Cancellation": an optional reason. */
export class CancelSubscriptionDto {
  @IsOptional()
  @MaxLength(1000, { message: 'Reason must be at most 1000 characters' })
  @IsString({ message: 'Reason must be text' })
  reason?: string;
}
