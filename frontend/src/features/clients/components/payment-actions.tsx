import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import {
  errorMessage,
  useRecordPaymentMutation,
  useSendPaymentLinkMutation,
  type RecordPaymentDto,
  type SubscriptionDto,
  type SubscriptionStatus,
} from '../../../api';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { planTitle } from '../../../components/subscription-status';
import { useToast } from '../../../components/toast/use-toast';

/** The statuses whose period the team may mark paid or failed, billing by hand. */
const PAYABLE: SubscriptionStatus[] = ['active', 'pending', 'past_due'];

/**
 * What the team does about a subscription's payments: billing by hand, mark the period paid or its
 * payment failed; billed by Stripe and still pending, mail the client the Checkout link again.
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
  const [recordPayment, { isLoading }] = useRecordPaymentMutation();
  const [failing, setFailing] = useState(false);
  const { toast } = useToast();

  const markPaid = async () => {
    try {
      await recordPayment({ id: subscription.id, recordPaymentDto: { outcome: 'paid' } }).unwrap();
      toast({
        title: 'Payment recorded',
        description: `The ${planTitle(subscription.plan)} subscription's period is marked paid.`,
      });
    } catch (error) {
      toast({ title: 'Failed to record payment', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      <Button
        size="small"
        variant="contained"
        loading={isLoading}
        disabled={failing}
        onClick={markPaid}
        aria-describedby={describedBy}
      >
        Mark period paid
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={isLoading}
        onClick={() => setFailing(true)}
        aria-describedby={describedBy}
      >
        Mark payment failed
      </Button>
      <PaymentFailedDialog subscription={subscription} open={failing} onClose={() => setFailing(false)} />
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
      await recordPayment({ id: subscription.id, recordPaymentDto: body }).unwrap();
      onBusyChange(false);
      toast({
        title: 'Payment failure recorded',
        description: `The ${planTitle(subscription.plan)} subscription is past due.`,
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
          {`The ${planTitle(subscription.plan)} subscription becomes past due, and the client is told the payment failed.`}
        </DialogContentText>
        <FormTextField
          control={control}
          name="note"
          label="What happened? (optional)"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
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
