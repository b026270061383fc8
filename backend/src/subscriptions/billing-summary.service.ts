import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { addMonths, DAY_MS, startOfMonth } from '../common/dates.js';
import { displayName } from '../common/names.js';
import { cents, periodStartsIn } from './billing-summary.js';
import { ClientSubscription } from './client-subscription.entity.js';
import { standingOf } from './in-force.js';
import type { BillingRowDto, BillingSummaryDto } from './dto/billing-summary.dto.js';
import { Payment } from './payment.entity.js';

/** How far ahead the Billing page lists renewals. */
export const RENEWALS_AHEAD_DAYS = 14;

/**
 * The admins' Billing page: this calendar month's money (UTC) and the subscriptions that need an eye.
 *
 * - expected: the sum of the amount of each period that starts this month, of every subscription that
 *   is active, pending or past due (a canceled one owes nothing more; one that will not renew owes
 *   nothing from its end on); a period is the subscription's month on its renewal day (periods.ts).
 * - received: the sum of the payments not voided recorded this month, manual and Stripe's.
 * - past due: every subscription whose period paid ended unpaid, the one unpaid the longest first (since
 *   the end of its last period paid, else its start).
 * - payment failed: every past-due one whose period paid still runs (nothing owed yet), the soonest end
 *   of that period first.
 * - renewals: active or past-due subscriptions renewing automatically in the next 14 days, soonest first.
 */
@Injectable()
export class BillingSummaryService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async get(now = this.clock.now()): Promise<BillingSummaryDto> {
    const monthStart = startOfMonth(now);
    const monthEnd = addMonths(monthStart, 1);
    const horizon = new Date(now.getTime() + RENEWALS_AHEAD_DAYS * DAY_MS);
    const [open, payments] = await Promise.all([
      this.openSubscriptions(),
      this.em.find(
        Payment,
        { voidedAt: null, recordedAt: { $gte: monthStart, $lt: monthEnd } },
        { fields: ['amount'] },
      ),
    ]);
    const expected = open.reduce(
      (sum, subscription) =>
        sum + cents(subscription.amount) * periodStartsIn(subscription, monthStart, monthEnd).length,
      0,
    );
    const received = payments.reduce((sum, payment) => sum + cents(payment.amount), 0);
    const standing = (subscription: OpenSubscription) => standingOf(subscription, now);
    const row = (subscription: OpenSubscription, date: Date): BillingRowDto => ({
      subscriptionId: subscription.id,
      clientId: subscription.client.id,
      clientName: displayName(subscription.client),
      plan: subscription.plan,
      status: subscription.status,
      standing: standing(subscription),
      billing: subscription.billing,
      amount: Number(subscription.amount),
      date,
    });
    const pastDue = open
      .filter((subscription) => standing(subscription) === 'past_due')
      .map((subscription) => row(subscription, subscription.paidThrough ?? subscription.startDate));
    const paymentFailed = open
      .filter((subscription) => standing(subscription) === 'payment_failed')
      .map((subscription) => row(subscription, subscription.paidThrough!));
    const renewals = open
      .filter(
        (subscription) =>
          (subscription.status === 'active' || subscription.status === 'past_due') &&
          subscription.autoRenew &&
          !!subscription.renewalDate &&
          subscription.renewalDate.getTime() >= now.getTime() &&
          subscription.renewalDate.getTime() <= horizon.getTime(),
      )
      .map((subscription) => row(subscription, subscription.renewalDate!));
    const byDate = (a: BillingRowDto, b: BillingRowDto) =>
      a.date.getTime() - b.date.getTime() || a.subscriptionId - b.subscriptionId;
    return {
      monthStart,
      monthEnd,
      expected: expected / 100,
      received: received / 100,
      pastDue: pastDue.sort(byDate),
      paymentFailed: paymentFailed.sort(byDate),
      renewals: renewals.sort(byDate),
    };
  }

  /**
   * Every subscription active, pending or past due with its client's name, as rows of the columns the
   * page reads: a thousand of them as entities cost the page most of its time.
   */
  private async openSubscriptions(): Promise<OpenSubscription[]> {
    const rows = await this.em.execute<OpenRow[]>(
      `select s."id", s."plan", s."status", s."billing", s."amount", s."start_date", s."end_date",
              s."renewal_date", s."paid_through", s."auto_renew",
              c."id" as "client_id", c."username", c."first_name", c."last_name"
         from "client_subscriptions" s
         join "users" c on c."id" = s."client_id"
        where s."status" in ('active', 'pending', 'past_due')
        order by s."id"`,
    );
    const date = (value: Date | string | null) => (value === null ? null : new Date(value));
    return rows.map((row) => ({
      id: row.id,
      plan: row.plan,
      status: row.status,
      billing: row.billing,
      amount: String(row.amount),
      startDate: new Date(row.start_date),
      endDate: date(row.end_date),
      renewalDate: date(row.renewal_date),
      paidThrough: date(row.paid_through),
      autoRenew: row.auto_renew,
      client: {
        id: row.client_id,
        username: row.username,
        firstName: row.first_name,
        lastName: row.last_name,
      },
    }));
  }
}

/** A subscription the page reads, with its client's name. */
type OpenSubscription = Pick<
  ClientSubscription,
  | 'id'
  | 'plan'
  | 'status'
  | 'billing'
  | 'amount'
  | 'startDate'
  | 'endDate'
  | 'renewalDate'
  | 'paidThrough'
  | 'autoRenew'
> & { client: { id: number; username: string; firstName: string | null; lastName: string | null } };

/** Its row as read. */
interface OpenRow {
  id: number;
  plan: ClientSubscription['plan'];
  status: ClientSubscription['status'];
  billing: ClientSubscription['billing'];
  amount: string | number;
  start_date: Date | string;
  end_date: Date | string | null;
  renewal_date: Date | string | null;
  paid_through: Date | string | null;
  auto_renew: boolean;
  client_id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
}
