import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SubscriptionDto } from '../api';
import { productName } from '../theme/theme';
import { useContactMailto } from './contact-email';
import { CompletePaymentButton, ManageBillingButton } from './manage-billing';
import { formatDate } from './format';
import { AWAITING_PAYMENT_MESSAGE, PAST_DUE_MESSAGE, paymentFailedMessage } from './subscription-lifecycle';

/**
 * What the client has to do about a subscription, if anything: pay for a pending one (on a fresh
 * Stripe Checkout page when Stripe bills it; the team invoices the others), or put a failed payment
 * right (Stripe's portal for a Stripe subscription, else a mail to the team): by the end of the period
 * paid while it runs, at once past it.
 */
export function SubscriptionNotices({
  subscription,
  describedBy,
}: {
  subscription: SubscriptionDto;
  /** The id of the subscription's heading, which names what the buttons act on. */
  describedBy?: string;
}) {
  if (subscription.status === 'pending') {
    return (
      <Alert severity="info" role="note" sx={{ my: 1.5 }}>
        {AWAITING_PAYMENT_MESSAGE}
        {subscription.billing === 'stripe' && (
          <NoticeAction>
            <CompletePaymentButton
              subscriptionId={subscription.id}
              size="small"
              aria-describedby={describedBy}
            />
          </NoticeAction>
        )}
      </Alert>
    );
  }
  if (subscription.status === 'past_due') {
    return <PaymentFailedAlert subscription={subscription} describedBy={describedBy} />;
  }
  return null;
}

function PaymentFailedAlert({
  subscription,
  describedBy,
}: {
  subscription: SubscriptionDto;
  describedBy?: string;
}) {
  return (
    <Alert severity="warning" sx={{ my: 1.5 }}>
      {subscription.standing === 'payment_failed' && subscription.inForceUntil
        ? paymentFailedMessage(formatDate(subscription.inForceUntil))
        : PAST_DUE_MESSAGE}
      <NoticeAction>
        {subscription.billing === 'stripe' ? (
          <ManageBillingButton
            subscriptionId={subscription.id}
            size="small"
            color="inherit"
            aria-describedby={describedBy}
          />
        ) : (
          <ContactUsButton />
        )}
      </NoticeAction>
    </Alert>
  );
}

/** A notice's button, under its words: beside them, a phone's narrow alert would squeeze both. */
function NoticeAction({ children }: { children: ReactNode }) {
  return <Box sx={{ mt: 1 }}>{children}</Box>;
}

/** A mail to the team's contact address (the one Contact Sales writes to); disabled while it loads. */
function ContactUsButton() {
  const mailto = useContactMailto(`${productName} payment`);
  return (
    <Button href={mailto} disabled={!mailto} size="small" color="inherit" variant="outlined">
      Contact us
    </Button>
  );
}
