import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { DAY_MS, startOfMonth } from '../common/dates.js';
import { displayName } from '../common/names.js';
import { cents, periodStartsIn } from './billing-summary.js';
import { ClientSubscription } from './client-subscription.entity.js';
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
 * - past due: every past-due subscription, the one unpaid the longest first (since the end of its last
 *   period paid, else its start).
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
    const monthEnd = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 1));
    const horizon = new Date(now.getTime() + RENEWALS_AHEAD_DAYS * DAY_MS);
    const [open, payments] = await Promise.all([
      this.em.find(
        ClientSubscription,
        { status: { $in: ['active', 'pending', 'past_due'] } },
        { populate: ['client'] },
      ),
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
    const row = (subscription: ClientSubscription, date: Date): BillingRowDto => ({
      subscriptionId: subscription.id,
      clientId: subscription.client.id,
      clientName: displayName(subscription.client),
      plan: subscription.plan,
      status: subscription.status,
      billing: subscription.billing,
      amount: Number(subscription.amount),
      date,
    });
    const pastDue = open
      .filter((subscription) => subscription.status === 'past_due')
      .map((subscription) => row(subscription, subscription.paidThrough ?? subscription.startDate));
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
      renewals: renewals.sort(byDate),
    };
  }
}
