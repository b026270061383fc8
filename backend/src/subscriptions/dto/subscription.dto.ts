import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { Trim } from '../../common/transforms.js';
import { IsOptionalNotNull, IsRealDate, MaxDecimalPlaces, SingleLine } from '../../common/validators.js';
import { PLAN_NAMES, type PlanName } from '../../plans/plans.js';
import {
  BILLING_MODES,
  type BillingMode,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../client-subscription.entity.js';
import {
  SUBSCRIPTION_EVENT_KINDS,
  SUBSCRIPTION_EVENT_SOURCES,
  type SubscriptionEventKind,
  type SubscriptionEventSource,
} from '../subscription-event.entity.js';
import { PAYMENT_SOURCES, type PaymentSource } from '../payment.entity.js';
import { SUBSCRIPTION_STANDINGS, type SubscriptionStanding } from '../in-force.js';

/** What a subscription is and how it stands: what every view of one shows (the portal, the Billing page, a writer's). */
export class SubscriptionStateDto {
  @ApiProperty({ enum: PLAN_NAMES, enumName: 'PlanName' })
  plan!: PlanName;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus' })
  status!: SubscriptionStatus;
  /** How it stands now: `payment_failed` while a past-due one's period paid still runs. */
  @ApiProperty({ enum: SUBSCRIPTION_STANDINGS, enumName: 'SubscriptionStanding' })
  standing!: SubscriptionStanding;
}

/** A client's subscription as the portal shows it. */
export class SubscriptionDto extends SubscriptionStateDto {
  id!: number;
  /**
   * How it stands now: its status, except `payment_failed` for a past-due one whose period paid still
   * runs (past due once that period has ended unpaid).
   */
  @ApiProperty({ enum: SUBSCRIPTION_STANDINGS, enumName: 'SubscriptionStanding' })
  declare standing: SubscriptionStanding;
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
  /** What was sold, fixed at the time of sale: posts a month. @example 12 */
  postsPerMonth!: number;
  /** Revisions a post, as sold; null for any number. */
  revisionsPerPost!: number | null;
  @ApiProperty({ enum: BILLING_MODES, enumName: 'BillingMode' })
  billing!: BillingMode;
  /** The end of the last period paid for; null while none is. */
  paidThrough!: Date | null;
  /** Whether it gives its client the service now (active, pending, or canceled with its paid period still running). */
  inForce!: boolean;
  /**
   * Until when it is in force as things stand: the end of access once canceled, the renewal date of an
   * active or pending one (it goes on if it renews); null when not in force, or with no date set.
   */
  inForceUntil!: Date | null;
  /** The Stripe Checkout link of a subscription waiting for its first payment; null otherwise. */
  checkoutUrl!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}

/** One entry of a subscription's history (created, renewed, paid, payment failed, canceled, ended…). */
export class SubscriptionEventDto {
  id!: number;
  subscriptionId!: number;
  @ApiProperty({ enum: PLAN_NAMES, enumName: 'PlanName' })
  plan!: PlanName;
  @ApiProperty({ enum: SUBSCRIPTION_EVENT_KINDS, enumName: 'SubscriptionEventKind' })
  kind!: SubscriptionEventKind;
  @ApiProperty({ enum: SUBSCRIPTION_EVENT_SOURCES, enumName: 'SubscriptionEventSource' })
  source!: SubscriptionEventSource;
  at!: Date;
  /** A cancellation's reason, a failure's cause, the team's note. */
  detail!: string | null;
  /** Dollars paid or due. */
  amount!: number | null;
  /** The start of the period a payment (or its void) is for; null for other entries. */
  periodStart!: Date | null;
  /** The end of the period it concerns. */
  periodEnd!: Date | null;
}

export const PAYMENT_OUTCOMES = ['paid', 'failed'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/**
 * Manual billing: the team records a named period paid (`periodStart`, one of the subscription's
 * periods: GET …/payments offers the next unpaid one), or that the next payment failed.
 */
export class RecordPaymentDto {
  @IsIn(PAYMENT_OUTCOMES, { message: 'The outcome must be paid or failed' })
  @ApiProperty({ enum: PAYMENT_OUTCOMES, enumName: 'PaymentOutcome' })
  outcome!: PaymentOutcome;

  /** The start of the period paid (required when the outcome is paid; not taken for a failure). */
  @ValidateIf((dto: RecordPaymentDto, value) => dto.outcome === 'paid' || value !== undefined)
  @IsRealDate('Period start', 'date-time', 'Period start must be a date (the start of the period paid)')
  @ApiProperty({ type: Date, required: false })
  periodStart?: Date;

  /** Why it failed, or a note on the payment (a reference, say). */
  @IsOptionalNotNull()
  @Trim()
  @MaxLength(500, { message: 'Note must be at most 500 characters' })
  @IsString({ message: 'Note must be text' })
  note?: string;
}

/** One of a subscription's periods: "Dec 27, 2026 – Jan 27, 2027". */
export class PeriodDto {
  start!: Date;
  end!: Date;
  /** The period as the team reads it, in UTC. @example "Dec 27, 2026 – Jan 27, 2027" */
  label!: string;
}

/** A payment received for one period; a voided one stays, with who voided it, when and why. */
export class PaymentDto {
  id!: number;
  subscriptionId!: number;
  periodStart!: Date;
  periodEnd!: Date;
  /** The period as the team reads it. */
  periodLabel!: string;
  /** Dollars received. */
  amount!: number;
  @ApiProperty({ enum: PAYMENT_SOURCES, enumName: 'PaymentSource' })
  source!: PaymentSource;
  note!: string | null;
  recordedAt!: Date;
  /** The team member who marked it paid (name); null for Stripe's. */
  recordedBy!: string | null;
  voidedAt!: Date | null;
  voidedBy!: string | null;
  voidReason!: string | null;
}

/** A subscription's payments, newest period first, and the period the team is offered to mark paid next. */
export class SubscriptionPaymentsDto {
  subscriptionId!: number;
  @ApiProperty({ enum: BILLING_MODES, enumName: 'BillingMode' })
  billing!: BillingMode;
  payments!: PaymentDto[];
  /** The next unpaid period (after the last paid, else the first); null with Stripe, or when none is left to pay. */
  nextPeriod!: PeriodDto | null;
}

/** An admin voids a payment entered by mistake: the reason is kept in the history. */
export class VoidPaymentDto {
  @Trim()
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  @IsNotEmpty({ message: 'Reason is required' })
  @IsString({ message: 'Reason must be text' })
  reason!: string;
}

/** A link into Stripe's Customer Portal, where the client manages cards and invoices. */
export class BillingPortalDto {
  url!: string;
}

/** A fresh Stripe Checkout link, where the client pays a subscription's first period. */
export class CheckoutLinkDto {
  url!: string;
}

/** Which billing the product runs: Stripe when its keys are set, else manual. */
export class BillingModeDto {
  @ApiProperty({ enum: BILLING_MODES, enumName: 'BillingMode' })
  mode!: BillingMode;
}

/** A cancellation: an optional reason (docs/product.md, "My Subscription"). */
export class CancelSubscriptionDto {
  @IsOptionalNotNull()
  @MaxLength(1000, { message: 'Reason must be at most 1000 characters' })
  @IsString({ message: 'Reason must be text' })
  reason?: string;
}

/** Posts a month, as sold or corrected: a whole number from 0 to 100. */
const PostsPerMonth = () =>
  applyDecorators(
    IsOptionalNotNull(),
    Max(100, { message: 'Posts a month must be between 0 and 100' }),
    Min(0, { message: 'Posts a month must be between 0 and 100' }),
    IsInt({ message: 'Posts a month must be a whole number' }),
    ApiProperty({ type: Number, required: false, minimum: 0, maximum: 100 }),
  );

/** Revisions a post, as sold or corrected: a whole number from 0 to 20, or null for any number. */
const RevisionsPerPost = () =>
  applyDecorators(
    ValidateIf((_dto, value) => value !== null && value !== undefined),
    Max(20, { message: 'Revisions a post must be between 0 and 20' }),
    Min(0, { message: 'Revisions a post must be between 0 and 20' }),
    IsInt({ message: 'Revisions a post must be a whole number' }),
    ApiProperty({ type: Number, nullable: true, required: false, minimum: 0, maximum: 20 }),
  );

/**
 * A new subscription (docs/product.md, "Validation rules"): a plan, an amount of at least 0, auto-renewal on
 * unless said otherwise.
 */
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
  @IsRealDate('Start date', 'date-time', 'Start date must be a date')
  startDate?: Date;

  /** Defaults to a month after the start. */
  @IsOptionalNotNull()
  @IsRealDate('Renewal date', 'date-time', 'Renewal date must be a date')
  renewalDate?: Date;

  @IsOptionalNotNull()
  @Trim()
  @SingleLine('Payment method')
  @MaxLength(100, { message: 'Payment method must be at most 100 characters' })
  @IsString({ message: 'Payment method must be text' })
  paymentMethod?: string;

  /**
   * Who keeps the payments: `stripe` (only when Stripe is configured) starts it pending and mails the
   * client a Checkout link; `manual` (the default) leaves it to the team to mark each period.
   */
  @IsOptionalNotNull()
  @IsIn(BILLING_MODES, { message: 'Billing must be manual or stripe' })
  @ApiProperty({ enum: BILLING_MODES, enumName: 'BillingMode', required: false })
  billing?: BillingMode;

  /** Posts a month sold; defaults to the plan's. */
  @PostsPerMonth()
  postsPerMonth?: number;

  /** Revisions a post sold; defaults to the plan's; null for any number. */
  @RevisionsPerPost()
  revisionsPerPost?: number | null;
}

/**
 * What the back office changes on a subscription; null clears the renewal date or payment method, or
 * makes the revisions a post any number (and nothing else: status, amount, auto-renewal and posts a
 * month are never null).
 */
export class UpdateSubscriptionDto {
  @IsOptionalNotNull()
  @IsIn(SUBSCRIPTION_STATUSES, { message: 'The status must be active, pending, past_due or canceled' })
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus', required: false })
  status?: SubscriptionStatus;

  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @IsRealDate('Renewal date', 'date-time', 'Renewal date must be a date')
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
  @SingleLine('Payment method')
  @MaxLength(100, { message: 'Payment method must be at most 100 characters' })
  @IsString({ message: 'Payment method must be text' })
  @ApiProperty({ type: String, nullable: true, required: false })
  paymentMethod?: string | null;

  @IsOptionalNotNull()
  @IsBoolean({ message: 'Auto-renewal must be true or false' })
  autoRenew?: boolean;

  /**
   * A correction of the posts a month sold: from now on the board owes that many (in Stripe's mode
   * too: Stripe bills the price, the posts are ours). Recorded in the history.
   */
  @PostsPerMonth()
  postsPerMonth?: number;

  /** A correction of the revisions a post sold; null for any number. Recorded in the history. */
  @RevisionsPerPost()
  revisionsPerPost?: number | null;
}
