import { renderMail, type RenderedMail } from '../mail/mail-layout.js';

/** A day as the mails write it, in UTC like every date of the product: "December 5, 2026". */
export const mailDate = (date: Date): string =>
  date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** Dollars as the mails write them: "$299.00". */
export const mailAmount = (amount: string | number): string => `$${Number(amount).toFixed(2)}`;

/** What the team's notices say about whom: the client's name and plan, and a link to their page. */
interface Concerning {
  clientName: string;
  plan: string;
  clientUrl: string;
}

/** A team notice about a client's subscription: its words, and a link to the client's page. */
const teamNotice = (clientUrl: string, subject: string, paragraphs: string[]): RenderedMail =>
  renderMail({
    subject,
    greeting: 'Hello,',
    paragraphs,
    action: { label: 'Open the client', url: clientUrl },
  });

/** The team's notice of a client's cancellation, with the reason (or that none was given). */
export function subscriptionCanceledMail({
  clientName,
  plan,
  clientUrl,
  reason,
  accessEndsAt,
}: Concerning & { reason: string | null; accessEndsAt: Date }): RenderedMail {
  return teamNotice(clientUrl, `${clientName} canceled their ${plan} plan`, [
    `${clientName} canceled their ${plan} subscription. It will not renew: they keep access until ${mailDate(accessEndsAt)}.`,
    `Their reason: ${reason ?? 'no reason given'}.`,
    'If you bill them by hand, do not charge them again.',
  ]);
}

/**
 * The team's notice of a failed payment; `paidThrough`: the end of the period paid while it still
 * runs (past due from then), null when it is past due already.
 */
export function paymentFailedMail({
  clientName,
  plan,
  clientUrl,
  amount,
  detail,
  paidThrough,
}: Concerning & { amount: string | number; detail: string | null; paidThrough: Date | null }): RenderedMail {
  return teamNotice(clientUrl, `Payment failed: ${clientName}, ${plan} plan`, [
    `The payment of ${mailAmount(amount)} for ${clientName}'s ${plan} subscription failed. ` +
      (paidThrough
        ? `It is paid through ${mailDate(paidThrough)}, and past due from then unless paid: nothing more is delivered to them after that day until it is.`
        : 'The subscription is past due: nothing more is delivered to them until it is paid.'),
    ...(detail ? [`What we know: ${detail}`] : []),
  ]);
}

/** The team's notice, three days ahead, of a subscription that ends rather than renews. */
export function subscriptionEndingMail({
  clientName,
  plan,
  clientUrl,
  endsAt,
}: Concerning & { endsAt: Date }): RenderedMail {
  return teamNotice(clientUrl, `${clientName}'s ${plan} plan ends on ${mailDate(endsAt)}`, [
    `${clientName}'s ${plan} subscription will not renew: it ends on ${mailDate(endsAt)}.`,
    'If they should stay, now is the time to talk to them.',
  ]);
}

/** The team's notice, three days ahead, of a subscription still waiting for its first payment, which then lapses. */
export function firstPaymentMissingMail({
  clientName,
  plan,
  clientUrl,
  endsAt,
}: Concerning & { endsAt: Date }): RenderedMail {
  return teamNotice(clientUrl, `${clientName} has not paid for their ${plan} plan yet`, [
    `${clientName}'s ${plan} subscription is still waiting for its first payment. Unless it is paid, it lapses on ${mailDate(endsAt)}: nothing more is delivered to them after that.`,
    'Now is the time to remind them, or to send a new payment link.',
  ]);
}

/** The client's receipt for a period paid. */
export function paymentReceiptMail({
  firstName,
  plan,
  amount,
  paidThrough,
}: {
  firstName: string;
  plan: string;
  amount: string | number;
  paidThrough: Date | null;
}): RenderedMail {
  return renderMail({
    subject: `Your receipt: ${plan} plan, ${mailAmount(amount)}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `Thank you: we received your payment of ${mailAmount(amount)} for your ${plan} plan.`,
      ...(paidThrough ? [`Your subscription is paid through ${mailDate(paidThrough)}.`] : []),
    ],
    note: 'Keep this mail as your receipt.',
  });
}

/** The client's notice of a failed payment, telling them how to put it right (by `paidThrough`, if set). */
export function paymentFailureNoticeMail({
  firstName,
  plan,
  amount,
  paidThrough,
  contactEmail,
  payUrl,
}: {
  firstName: string;
  plan: string;
  amount: string | number;
  /** The end of the period paid while it still runs; null when nothing paid runs. */
  paidThrough: Date | null;
  contactEmail: string;
  payUrl: string | null;
}): RenderedMail {
  return renderMail({
    subject: `Your payment for the ${plan} plan did not go through`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `We could not collect your payment of ${mailAmount(amount)} for your ${plan} plan. ` +
        (paidThrough
          ? `Your plan is paid through ${mailDate(paidThrough)}: the payment is due by then to keep your posts coming after that day.`
          : 'Your subscription is past due: we deliver no new posts until it is paid.'),
      payUrl
        ? `You can pay with the link below. If something is wrong, reply to this mail or write to us at ${contactEmail}.`
        : `To put it right, reply to this mail or write to us at ${contactEmail}, and we will sort it out with you.`,
    ],
    ...(payUrl && { action: { label: 'Pay now', url: payUrl } }),
  });
}
