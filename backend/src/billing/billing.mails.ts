import { renderMail, type RenderedMail } from '../mail/mail-layout.js';

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
      `Your ${plan} plan is ready to start. Pay the first month ($${Number(amount).toFixed(2)}) through Stripe's secure checkout, and it renews monthly until you cancel.`,
      'You can change your card, see your invoices or cancel any time from My Subscription.',
    ],
    action: { label: 'Pay and start your plan', url },
    note: 'The link works for 24 hours. If it has expired, reply to this mail and we will send a new one.',
  });
}
