import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDate,
  IsIn,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { Trim } from '../../common/transforms.js';
import { IsDateInYears, IsOptionalNotNull, MaxDecimalPlaces } from '../../common/validators.js';
import { PLAN_NAMES, type PlanName } from '../../plans/plans.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../client-subscription.entity.js';

/** A client's subscription as the portal shows it. */
export class SubscriptionDto {
  id!: number;
  @ApiProperty({ enum: PLAN_NAMES, enumName: 'PlanName' })
  plan!: PlanName;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus' })
  status!: SubscriptionStatus;
  startDate!: Date;
  /** When access ends: set once canceled (the end of the period paid for), else null. */
  endDate!: Date | null;
  /** The next renewal; null once canceled, since a canceled subscription does not renew. */
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
  @IsOptionalNotNull()
  @MaxLength(1000, { message: 'Reason must be at most 1000 characters' })
  @IsString({ message: 'Reason must be text' })
  reason?: string;
}

/** SPEC §5 "Subscription create": a plan, an amount of at least 0, auto-renewal on unless said otherwise. */
export class CreateSubscriptionDto {
  @IsIn(PLAN_NAMES, { message: 'Plan is required' })
  @ApiProperty({ enum: PLAN_NAMES, enumName: 'PlanName' })
  plan!: PlanName;

  /** Dollars a month, 2 decimals at most. */
  @Max(99_999_999.99, { message: 'Amount must be at most 99,999,999.99' })
  @MaxDecimalPlaces(2, { message: 'Amount must have at most 2 decimals' })
  @Min(0, { message: 'Amount must be positive' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Amount must be positive' })
  amount!: number;

  @IsOptionalNotNull()
  @IsBoolean({ message: 'Auto-renewal must be true or false' })
  autoRenew?: boolean;

  @IsOptionalNotNull()
  @IsIn(SUBSCRIPTION_STATUSES, { message: 'The status must be active, pending, past_due or canceled' })
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus', required: false })
  status?: SubscriptionStatus;

  /** Defaults to now. */
  @IsOptionalNotNull()
  @Type(() => Date)
  @IsDateInYears('Start date')
  @IsDate({ message: 'Start date must be a date' })
  startDate?: Date;

  /** Defaults to a month after the start. */
  @IsOptionalNotNull()
  @Type(() => Date)
  @IsDateInYears('Renewal date')
  @IsDate({ message: 'Renewal date must be a date' })
  renewalDate?: Date;

  @IsOptionalNotNull()
  @Trim()
  @MaxLength(100, { message: 'Payment method must be at most 100 characters' })
  @IsString({ message: 'Payment method must be text' })
  paymentMethod?: string;
}

/**
 * What the back office changes on a subscription; null clears the renewal date or payment method
 * (and nothing else: status, amount and auto-renewal are never null).
 */
export class UpdateSubscriptionDto {
  @IsOptionalNotNull()
  @IsIn(SUBSCRIPTION_STATUSES, { message: 'The status must be active, pending, past_due or canceled' })
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus', required: false })
  status?: SubscriptionStatus;

  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @Type(() => Date)
  @IsDateInYears('Renewal date')
  @IsDate({ message: 'Renewal date must be a date' })
  @ApiProperty({ type: Date, nullable: true, required: false })
  renewalDate?: Date | null;

  @IsOptionalNotNull()
  @Max(99_999_999.99, { message: 'Amount must be at most 99,999,999.99' })
  @MaxDecimalPlaces(2, { message: 'Amount must have at most 2 decimals' })
  @Min(0, { message: 'Amount must be positive' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Amount must be positive' })
  amount?: number;

  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @Trim()
  @MaxLength(100, { message: 'Payment method must be at most 100 characters' })
  @IsString({ message: 'Payment method must be text' })
  @ApiProperty({ type: String, nullable: true, required: false })
  paymentMethod?: string | null;

  @IsOptionalNotNull()
  @IsBoolean({ message: 'Auto-renewal must be true or false' })
  autoRenew?: boolean;
}
