import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import {
  errorMessage,
  useListSubscriptionPaymentsQuery,
  useRecordPaymentMutation,
  useSendPaymentLinkMutation,
  useVoidPaymentMutation,
  type PaymentDto,
  type PeriodDto,
  type RecordPaymentDto,
  type SubscriptionDto,
  type SubscriptionStatus,
} from '../../../api';
import { FormDialog } from '../../../components/form-dialog';
import { formatDate, formatMoney } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { FormTextField } from '../../../components/form/form-text-field';
import type { LengthLimit } from '../../../components/form/length-limit';
import { planTitle } from '../../../components/subscription-status';
import { useToast } from '../../../components/toast/use-toast';

/** The server's limits (RecordPaymentDto, VoidPaymentDto), on the text trimmed. */
const NOTE_LIMIT: LengthLimit = { max: 500, tooLong: 'Note must be at most 500 characters' };
const VOID_REASON_LIMIT: LengthLimit = { max: 500, tooLong: 'Reason must be at most 500 characters' };

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

/** A named period marked paid, with an optional note (a bank reference): the client gets a receipt. */
function MarkPaidDialog({
  subscription,
  period,
  open,
  onClose,
}: {
  subscription: SubscriptionDto;
  period: PeriodDto | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} title="Mark period paid">
      {(setBusy) =>
        period && (
          <MarkPaidForm
            subscription={subscription}
            period={period}
            onClose={onClose}
            onBusyChange={setBusy}
          />
        )
      }
    </FormDialog>
  );
}

function MarkPaidForm({
  subscription,
  period,
  onClose,
  onBusyChange,
}: {
  subscription: SubscriptionDto;
  period: PeriodDto;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { control, handleSubmit } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const [recordPayment, { isLoading }] = useRecordPaymentMutation();
  const { toast } = useToast();

  const onSubmit = handleSubmit(async ({ note }) => {
    const text = note.trim();
    const body: RecordPaymentDto = {
      outcome: 'paid',
      periodStart: period.start,
      ...(text && { note: text }),
    };
    onBusyChange(true);
    try {
      await recordPayment({ id: subscription.id, recordPaymentDto: body }).unwrap();
      onBusyChange(false);
      toast({
        title: 'Payment recorded',
        description: `${period.label} is marked paid for the ${planTitle(subscription.plan)} subscription.`,
      });
      onClose();
    } catch (error) {
      onBusyChange(false);
      toast({ title: 'Failed to record payment', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {`Record the payment of ${formatMoney(subscription.amount)} for ${period.label} (${planTitle(subscription.plan)}). The client gets a receipt.`}
        </DialogContentText>
        <FormTextField
          control={control}
          name="note"
          label="Note (optional)"
          helperText="A bank reference, say"
          limit={NOTE_LIMIT}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={isLoading}>
          Mark paid
        </Button>
      </DialogActions>
    </Box>
  );
}

/**
 * An admin voids a payment entered by mistake, with a reason: the payment and its void stay in the
 * history, the paid-through date follows; the client is not mailed.
 */
function VoidPaymentDialog({ payment, onClose }: { payment: PaymentDto | null; onClose: () => void }) {
  // Kept while the dialog fades out.
  const [shown, setShown] = useState<PaymentDto | null>(payment);
  if (payment && payment !== shown) setShown(payment);
  return (
    <FormDialog open={payment !== null} onClose={onClose} title="Void payment">
      {(setBusy) =>
        shown && <VoidPaymentForm key={shown.id} payment={shown} onClose={onClose} onBusyChange={setBusy} />
      }
    </FormDialog>
  );
}

function VoidPaymentForm({
  payment,
  onClose,
  onBusyChange,
}: {
  payment: PaymentDto;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { control, handleSubmit } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const [voidPayment, { isLoading }] = useVoidPaymentMutation();
  const { toast } = useToast();

  const onSubmit = handleSubmit(async ({ reason }) => {
    onBusyChange(true);
    try {
      await voidPayment({ id: payment.id, voidPaymentDto: { reason: reason.trim() } }).unwrap();
      onBusyChange(false);
      toast({ title: 'Payment voided', description: `The payment for ${payment.periodLabel} is voided.` });
      onClose();
    } catch (error) {
      onBusyChange(false);
      toast({ title: 'Failed to void payment', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {`Void the payment of ${formatMoney(payment.amount)} for ${payment.periodLabel}. It stays in the history, marked voided, and the paid-through date goes back to the payments left. The client is not told.`}
        </DialogContentText>
        <FormTextField
          control={control}
          name="reason"
          label="Reason"
          required
          multiline
          minRows={2}
          rules={{ validate: (value: string) => value.trim() !== '' || 'Reason is required' }}
          limit={VOID_REASON_LIMIT}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="error" loading={isLoading}>
          Void payment
        </Button>
      </DialogActions>
    </Box>
  );
}

/** A failed payment, with an optional note on what happened. */
function PaymentFailedDialog({
  subscription,
  open,
  onClose,
}: {
  subscription: SubscriptionDto;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} title="Mark payment failed">
      {(setBusy) => (
        <PaymentFailedForm subscription={subscription} onClose={onClose} onBusyChange={setBusy} />
      )}
    </FormDialog>
  );
}

function PaymentFailedForm({
  subscription,
  onClose,
  onBusyChange,
}: {
  subscription: SubscriptionDto;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { control, handleSubmit } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const [recordPayment, { isLoading }] = useRecordPaymentMutation();
  const { toast } = useToast();

  const onSubmit = handleSubmit(async ({ note }) => {
    const text = note.trim();
    const body: RecordPaymentDto = { outcome: 'failed', ...(text && { note: text }) };
    onBusyChange(true);
    try {
      const recorded = await recordPayment({ id: subscription.id, recordPaymentDto: body }).unwrap();
      onBusyChange(false);
      toast({
        title: 'Payment failure recorded',
        description:
          recorded.standing === 'payment_failed' && recorded.paidThrough
            ? `The ${planTitle(subscription.plan)} subscription is paid through ${formatDate(recorded.paidThrough)}, and past due from then unless paid.`
            : `The ${planTitle(subscription.plan)} subscription is past due.`,
      });
      onClose();
    } catch (error) {
      onBusyChange(false);
      toast({ title: 'Failed to record payment', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent>
        <DialogContentText>
          {`The client is told the payment failed. The ${planTitle(subscription.plan)} subscription stays in force through the period already paid, and is past due once it ends unpaid.`}
        </DialogContentText>
        <FormTextField
          control={control}
          name="note"
          label="What happened? (optional)"
          multiline
          minRows={2}
          limit={NOTE_LIMIT}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="error" loading={isLoading}>
          Record failure
        </Button>
      </DialogActions>
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
