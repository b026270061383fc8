import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  useListSubscriptionPaymentsQuery,
  useSendPaymentLinkMutation,
  type PaymentDto,
  type SubscriptionDto,
  type SubscriptionStatus,
} from '../../../api';
import { formatDate, formatMoney } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { planTitle } from '../../../components/subscription-status';
import { useToast } from '../../../components/toast/use-toast';
import { MarkPaidDialog } from './mark-paid-dialog';
import { PaymentFailedDialog } from './payment-failed-dialog';
import { VoidPaymentDialog } from './void-payment-dialog';

/** The statuses whose period the team may mark paid or failed, billing by hand. */
const PAYABLE: SubscriptionStatus[] = ['active', 'pending', 'past_due'];

/**
 * What the team does about a subscription's payments: billing by hand, mark the next unpaid period
 * paid (named), the next payment failed, or void a payment entered by mistake; billed by Stripe and still pending, mail the client the Checkout link again.
 * Nothing when Stripe keeps the payments of a subscription under way, or one is canceled.
 */
export function PaymentActions({
  subscription,
  describedBy,
}: {
  subscription: SubscriptionDto;
  /** The id of the subscription's heading. */
  describedBy: string;
}) {
  if (subscription.billing === 'stripe') {
    return subscription.status === 'pending' ? (
      <SendPaymentLinkButton subscriptionId={subscription.id} describedBy={describedBy} />
    ) : null;
  }
  if (!PAYABLE.includes(subscription.status)) return null;
  return <RecordPaymentButtons subscription={subscription} describedBy={describedBy} />;
}

function RecordPaymentButtons({
  subscription,
  describedBy,
}: {
  subscription: SubscriptionDto;
  describedBy: string;
}) {
  const { data, error, isLoading, isFetching, refetch } = useListSubscriptionPaymentsQuery({
    id: subscription.id,
  });
  const [dialog, setDialog] = useState<'paid' | 'failed' | null>(null);
  const [voiding, setVoiding] = useState<PaymentDto | null>(null);
  const next = data?.nextPeriod ?? null;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2 }}>
        {/* The period offered is the next unpaid one: a period paid is never offered again. */}
        <Button
          size="small"
          variant="contained"
          disabled={!next}
          loading={isLoading}
          onClick={() => setDialog('paid')}
          aria-describedby={`${describedBy} ${describedBy}-next-period`}
        >
          Mark period paid
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => setDialog('failed')}
          aria-describedby={describedBy}
        >
          Mark payment failed
        </Button>
        <Typography
          variant="body2"
          color="text.secondary"
          id={`${describedBy}-next-period`}
          sx={{ flexBasis: '100%' }}
        >
          {isLoading ? '' : next ? `Next to pay: ${next.label}` : 'No period left to pay'}
        </Typography>
      </Box>
      {error && !data ? (
        <LoadError
          title="Failed to load payments"
          message={errorMessage(error)}
          retryLabel="Retry"
          retrying={isFetching}
          onRetry={() => refetch()}
        />
      ) : (
        <PaymentList
          plan={subscription.plan}
          payments={data?.payments ?? []}
          onVoid={(payment) => setVoiding(payment)}
        />
      )}
      <MarkPaidDialog
        subscription={subscription}
        period={next}
        open={dialog === 'paid'}
        onClose={() => setDialog(null)}
      />
      <PaymentFailedDialog
        subscription={subscription}
        open={dialog === 'failed'}
        onClose={() => setDialog(null)}
      />
      <VoidPaymentDialog payment={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}

/** The payments recorded for the subscription, newest period first; a voided one says why. */
function PaymentList({
  plan,
  payments,
  onVoid,
}: {
  plan: SubscriptionDto['plan'];
  payments: PaymentDto[];
  onVoid: (payment: PaymentDto) => void;
}) {
  if (payments.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4">
        Payments
      </Typography>
      <Box
        component="ul"
        aria-label={`${planTitle(plan)} payments`}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {payments.map((payment) => (
          <Box
            component="li"
            key={payment.id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}
          >
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Typography
                variant="body2"
                sx={{
                  fontWeight: 600,
                  overflowWrap: 'anywhere',
                  ...(payment.voidedAt && { textDecoration: 'line-through' }),
                }}
              >
                {`${payment.periodLabel} · ${formatMoney(payment.amount)}`}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {payment.voidedAt
                  ? `Voided ${formatDate(payment.voidedAt)}${payment.voidedBy ? ` by ${payment.voidedBy}` : ''}: ${payment.voidReason ?? ''}`
                  : `Recorded ${formatDate(payment.recordedAt)}${payment.recordedBy ? ` by ${payment.recordedBy}` : ''}`}
              </Typography>
            </Box>
            {!payment.voidedAt && payment.source === 'manual' && (
              <Button
                size="small"
                color="error"
                onClick={() => onVoid(payment)}
                aria-label={`Void the payment for ${payment.periodLabel}`}
              >
                Void
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function SendPaymentLinkButton({
  subscriptionId,
  describedBy,
}: {
  subscriptionId: number;
  describedBy: string;
}) {
  const [sendPaymentLink, { isLoading }] = useSendPaymentLinkMutation();
  const { toast } = useToast();

  const send = async () => {
    try {
      await sendPaymentLink({ id: subscriptionId }).unwrap();
      toast({ title: 'Payment link sent', description: 'The client was mailed a link to pay with Stripe.' });
    } catch (error) {
      toast({
        title: 'Failed to send payment link',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Button
        size="small"
        variant="contained"
        loading={isLoading}
        onClick={send}
        aria-describedby={describedBy}
      >
        Send payment link
      </Button>
    </Box>
  );
}
