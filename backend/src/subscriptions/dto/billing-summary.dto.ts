import { ApiProperty } from '@nestjs/swagger';
import { BILLING_MODES, type BillingMode } from '../client-subscription.entity.js';
import { SubscriptionStateDto } from './subscription.dto.js';

/** One subscription on the Billing page, with the client it belongs to. */
export class BillingRowDto extends SubscriptionStateDto {
  subscriptionId!: number;
  clientId!: number;
  /** The client's full name, else their username. */
  clientName!: string;
  @ApiProperty({ enum: BILLING_MODES, enumName: 'BillingMode' })
  billing!: BillingMode;
  /** Dollars a period. */
  amount!: number;
  /**
   * Past due: unpaid since (the end of the last period paid, else its start). Payment failed: paid
   * through (past due from then). Renewals: the renewal date.
   */
  date!: Date;
}

/** The admins' view of money this calendar month (UTC), manual and Stripe subscriptions alike. */
export class BillingSummaryDto {
  /** The first instant of this month, UTC. */
  monthStart!: Date;
  /** The first instant of next month, UTC. */
  monthEnd!: Date;
  /**
   * Dollars expected this month: the amount of each period that starts this month of every
   * subscription active, pending or past due (a canceled one owes nothing more; one that will not renew,
   * nothing from its end on).
   */
  expected!: number;
  /** Dollars received this month: the payments not voided recorded this month (manual and Stripe). */
  received!: number;
  /** Subscriptions past due (their period paid ended unpaid), the longest unpaid first. */
  pastDue!: BillingRowDto[];
  /** Subscriptions whose payment failed while their period paid still runs, the soonest end first. */
  paymentFailed!: BillingRowDto[];
  /** Subscriptions renewing in the next 14 days (active or past due, renewing automatically), soonest first. */
  renewals!: BillingRowDto[];
}
