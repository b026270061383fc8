import type { BillingMode, SubscriptionDto, SubscriptionEventDto, SubscriptionEventSource } from '../../api';
import { formatDate } from '../../components/format';

// How the client's page reads a subscription's billing, what was sold and its history.

/** An amount in dollars, cents shown: '$1,200.00'. */
export const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const billingLabels: Record<BillingMode, string> = {
  manual: 'Manual billing',
  stripe: 'Stripe',
};

/** What was sold, as fixed at the sale: '12 posts a month · unlimited revisions'. */
export function soldTerms({ postsPerMonth, revisionsPerPost }: SubscriptionDto): string {
  const revisions =
    revisionsPerPost === null
      ? 'unlimited revisions'
      : count(revisionsPerPost, 'revision a post', 'revisions a post');
  return `${count(postsPerMonth, 'post a month', 'posts a month')} · ${revisions}`;
}

/** Whether it gives the client the service now, and until when as things stand. */
export function inForceText({ inForce, inForceUntil }: SubscriptionDto): string {
  if (!inForce) return 'Not in force';
  return inForceUntil ? `In force until ${formatDate(inForceUntil)}` : 'In force';
}

/** Who made a change in the history. */
export const eventSourceLabels: Record<SubscriptionEventSource, string> = {
  client: 'Client',
  team: 'Team',
  schedule: 'Schedule',
  stripe: 'Stripe',
};

const DAY = 24 * 60 * 60 * 1000;

const withDetail = (text: string, detail: string | null) => (detail ? `${text}: ${detail}` : text);

const canceledBy: Record<SubscriptionEventSource, string> = {
  client: 'Canceled by the client',
  team: 'Canceled by the team',
  schedule: 'Canceled',
  stripe: 'Canceled in Stripe',
};

/** A period as the history names it: 'Dec 27, 2026 – Jan 27, 2027'; '' without its start. */
const periodOf = ({ periodStart, periodEnd }: SubscriptionEventDto): string =>
  periodStart && periodEnd ? ` for ${formatDate(periodStart)} – ${formatDate(periodEnd)}` : '';

/** One line of a subscription's history, as people read it: 'Payment of $299.00 received for …'. */
export function eventHeadline(event: SubscriptionEventDto): string {
  const { kind, amount, detail, periodEnd, source, at } = event;
  switch (kind) {
    case 'created':
      return amount === null ? 'Created' : `Created at ${dollars.format(amount)}/month`;
    case 'renewed':
      return periodEnd ? `Renewed to ${formatDate(periodEnd)}` : 'Renewed';
    case 'paid':
      return (
        (amount === null ? 'Payment received' : `Payment of ${dollars.format(amount)} received`) +
        periodOf(event)
      );
    case 'payment_voided':
      return withDetail(
        (amount === null ? 'Payment voided' : `Payment of ${dollars.format(amount)} voided`) +
          periodOf(event),
        detail,
      );
    case 'payment_failed':
      return withDetail('Payment failed', detail);
    case 'canceled':
      return withDetail(canceledBy[source], detail);
    case 'reactivated':
      return 'Reactivated';
    case 'ending_soon': {
      if (!periodEnd) return 'Ends soon (notice sent to the team)';
      const days = Math.max(0, Math.round((Date.parse(periodEnd) - Date.parse(at)) / DAY));
      return `Ends in ${count(days, 'day', 'days')} (notice sent to the team)`;
    }
    case 'ended':
      return 'Ended';
    case 'terms_changed':
      return withDetail('Terms corrected', detail);
  }
}

/** The detail a headline does not already say (a payment's reference, the team's note), or null. */
export function eventNote({ kind, detail }: SubscriptionEventDto): string | null {
  return kind === 'payment_failed' ||
    kind === 'canceled' ||
    kind === 'terms_changed' ||
    kind === 'payment_voided'
    ? null
    : detail;
}
