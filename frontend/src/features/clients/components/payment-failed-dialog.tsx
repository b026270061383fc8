import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { useRecordPaymentMutation, type RecordPaymentDto, type SubscriptionDto } from '../../../api';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { formatDate } from '../../../components/format';
import { planTitle } from '../../../components/subscription-status';
import { NOTE_LIMIT } from './payment-limits';

/** A failed payment, with an optional note on what happened. */
export function PaymentFailedDialog({
  subscription,
  open,
  onClose,
}: DialogProps & { subscription: SubscriptionDto }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Mark payment failed">
      {(body) => <PaymentFailedForm subscription={subscription} {...body} />}
    </FormDialog>
  );
}

function PaymentFailedForm({
  subscription,
  onClose,
  onBusyChange,
}: DialogBodyProps & { subscription: SubscriptionDto }) {
  const { control, handleSubmit } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const [recordPayment, { isLoading }] = useRecordPaymentMutation();
  const submit = useSubmit({ onClose, onBusyChange, failureTitle: 'Failed to record payment' });
  const plan = planTitle(subscription.plan);

  const onSubmit = handleSubmit(async ({ note }) => {
    const text = note.trim();
    const body: RecordPaymentDto = { outcome: 'failed', ...(text && { note: text }) };
    await submit(
      () => recordPayment({ id: subscription.id, recordPaymentDto: body }).unwrap(),
      (recorded) => ({
        title: 'Payment failure recorded',
        description:
          recorded.standing === 'payment_failed' && recorded.paidThrough
            ? `The ${plan} subscription is paid through ${formatDate(recorded.paidThrough)}, and past due from then unless paid.`
            : `The ${plan} subscription is past due.`,
      }),
    );
  });

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isLoading} label="Record failure" color="error">
      <DialogContentText>
        {`The client is told the payment failed. The ${plan} subscription stays in force through the period already paid, and is past due once it ends unpaid.`}
      </DialogContentText>
      <FormTextField
        control={control}
        name="note"
        label="What happened? (optional)"
        multiline
        minRows={2}
        limit={NOTE_LIMIT}
      />
    </DialogForm>
  );
}
