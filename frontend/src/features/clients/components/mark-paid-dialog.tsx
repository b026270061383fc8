import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import {
  useRecordPaymentMutation,
  type PeriodDto,
  type RecordPaymentDto,
  type SubscriptionDto,
} from '../../../api';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { planTitle } from '../../../components/subscription-status';
import { formatMoney } from '../../../components/format';
import { NOTE_LIMIT } from './payment-limits';

/** A named period marked paid, with an optional note (a bank reference): the client gets a receipt. */
export function MarkPaidDialog({
  subscription,
  period,
  open,
  onClose,
}: DialogProps & { subscription: SubscriptionDto; period: PeriodDto | null }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Mark period paid">
      {(body) => period && <MarkPaidForm subscription={subscription} period={period} {...body} />}
    </FormDialog>
  );
}

function MarkPaidForm({
  subscription,
  period,
  onClose,
  onBusyChange,
}: DialogBodyProps & { subscription: SubscriptionDto; period: PeriodDto }) {
  const { control, handleSubmit } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const [recordPayment, { isLoading }] = useRecordPaymentMutation();
  const submit = useSubmit({ onClose, onBusyChange, failureTitle: 'Failed to record payment' });

  const onSubmit = handleSubmit(async ({ note }) => {
    const text = note.trim();
    const body: RecordPaymentDto = {
      outcome: 'paid',
      periodStart: period.start,
      ...(text && { note: text }),
    };
    await submit(
      () => recordPayment({ id: subscription.id, recordPaymentDto: body }).unwrap(),
      () => ({
        title: 'Payment recorded',
        description: `${period.label} is marked paid for the ${planTitle(subscription.plan)} subscription.`,
      }),
    );
  });

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isLoading} label="Mark paid">
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
    </DialogForm>
  );
}
