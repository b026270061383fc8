import type Stripe from 'stripe';

/**
 * What the webhook handling reads of Stripe's objects, as API version 2026-10-28 shapes them: pure
 * functions, so each rule is written once and tested on plain objects.
 */

/** Stripe's times are seconds since the epoch. */
export const fromStripeTime = (seconds: number): Date => new Date(seconds * 1000);

/** An expandable field's id: Stripe sends the id, or the object when it was expanded. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** Our subscription's id as Stripe carries it (metadata.subscriptionId, client_reference_id); null when absent or not one. */
export function ourSubscriptionId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** Which subscription of ours, and of Stripe's, an object concerns. */
export interface StripeLink {
  stripeSubscriptionId: string | null;
  stripeCustomerId: string | null;
  /** Ours, from the metadata the Checkout Session gave the session and the subscription it made. */
  subscriptionId: number | null;
}

export function linkOfCheckoutSession(session: Stripe.Checkout.Session): StripeLink {
  return {
    stripeSubscriptionId: idOf(session.subscription),
    stripeCustomerId: idOf(session.customer),
    subscriptionId: ourSubscriptionId(session.client_reference_id ?? session.metadata?.subscriptionId),
  };
}

/** An invoice's subscription: since API 2025-03-31 under parent.subscription_details, with a copy of its metadata. */
export function linkOfInvoice(invoice: Stripe.Invoice): StripeLink {
  const details = invoice.parent?.subscription_details ?? null;
  return {
    stripeSubscriptionId: idOf(details?.subscription),
    stripeCustomerId: idOf(invoice.customer),
    subscriptionId: ourSubscriptionId(details?.metadata?.subscriptionId),
  };
}

export function linkOfSubscription(subscription: Stripe.Subscription): StripeLink {
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer),
    subscriptionId: ourSubscriptionId(subscription.metadata?.subscriptionId),
  };
}

/** The end of the period an invoice bills: its lines' (the invoice's own period_end is the period before). */
export function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end) => !!end);
  return ends.length > 0 ? fromStripeTime(Math.max(...ends)) : null;
}

/** The start of the period an invoice bills: its lines' earliest start. */
export function invoicePeriodStart(invoice: Stripe.Invoice): Date | null {
  const starts = (invoice.lines?.data ?? []).map((line) => line.period?.start).filter((start) => !!start);
  return starts.length > 0 ? fromStripeTime(Math.min(...starts)) : null;
}

/** A subscription's current period end: since API 2025-03-31 on its items (current_period_end). */
export function subscriptionPeriodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((end) => !!end);
  return ends.length > 0 ? fromStripeTime(Math.max(...ends)) : null;
}

/** When a subscription set to cancel stops: its period end (cancel_at_period_end), or its cancel_at; null when it is not set to. */
export function cancelsAt(subscription: Stripe.Subscription): Date | null {
  if (subscription.cancel_at_period_end) return subscriptionPeriodEnd(subscription);
  return subscription.cancel_at ? fromStripeTime(subscription.cancel_at) : null;
}

/** Why the customer canceled, as they said it (the comment), else their choice in the portal ("too expensive"). */
export function cancellationReason(subscription: Stripe.Subscription): string | null {
  const details = subscription.cancellation_details;
  const comment = details?.comment?.trim();
  if (comment) return comment;
  return details?.feedback ? details.feedback.replace(/_/g, ' ') : null;
}

/** Stripe's statuses of a subscription whose payment is overdue. */
export const isOverdue = (status: Stripe.Subscription.Status): boolean =>
  status === 'past_due' || status === 'unpaid';

/** Cents to dollars, as the lifecycle records amounts. */
export const dollars = (cents: number): string => (cents / 100).toFixed(2);
