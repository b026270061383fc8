import { renderMail, type RenderedMail } from '../mail/mail-layout.js';
import { mailAmount } from '../subscriptions/subscriptions.mails.js';

/** To the client: the Stripe Checkout link of a subscription waiting for its first payment. */
export function paymentLinkMail({
  firstName,
  plan,
  amount,
  url,
}: {
  firstName: string;
  /** "Ghost". */
  plan: string;
  /** Dollars a month. */
  amount: string | number;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `Start your ${plan} plan: your payment link`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `Your ${plan} plan is ready to start. Pay the first month (${mailAmount(amount)}) through Stripe's secure checkout, and it renews monthly until you cancel.`,
      'You can change your card, see your invoices or cancel any time from My Subscription.',
    ],
    action: { label: 'Pay and start your plan', url },
    note: 'The link works for 24 hours. After that, choose Complete payment in My Subscription for a new one, or reply to this mail.',
  });
}

/**
 * To the team: Stripe collected a payment for a subscription no Ghostline subscription is linked to
 * (a client who paid two links, say): money taken for nothing, to refund or link by hand.
 */
export function unmatchedPaymentMail({
  amount,
  invoice,
  payer,
  stripeSubscriptionId,
}: {
  amount: string | number;
  /** The invoice's number, else its id. */
  invoice: string;
  /** The payer's email, else Stripe's customer id. */
  payer: string;
  stripeSubscriptionId: string | null;
}): RenderedMail {
  return renderMail({
    subject: `A Stripe payment matched no subscription: ${mailAmount(amount)} from ${payer}`,
    greeting: 'Hello,',
    paragraphs: [
      `Stripe collected ${mailAmount(amount)} from ${payer} (invoice ${invoice}${stripeSubscriptionId ? `, Stripe subscription ${stripeSubscriptionId}` : ''}), and no subscription in Ghostline is linked to it.`,
      "If the client paid twice, refund the payment and cancel that subscription in Stripe's dashboard, or it will charge them again next month.",
    ],
  });
}
