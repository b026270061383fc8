import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { useVoidPaymentMutation, type PaymentDto } from '../../../api';
import { DialogForm, FormDialog, type DialogBodyProps } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { formatMoney } from '../../../components/format';
import { VOID_REASON_LIMIT } from './payment-limits';

/**
 * An admin voids a payment entered by mistake, with a reason: the payment and its void stay in the
 * history, the paid-through date follows; the client is not mailed.
 */
export function VoidPaymentDialog({ payment, onClose }: { payment: PaymentDto | null; onClose: () => void }) {
  // Kept while the dialog fades out.
  const [shown, setShown] = useState<PaymentDto | null>(payment);
  if (payment && payment !== shown) setShown(payment);
  return (
    <FormDialog open={payment !== null} onClose={onClose} title="Void payment">
      {(body) => shown && <VoidPaymentForm key={shown.id} payment={shown} {...body} />}
    </FormDialog>
  );
}

function VoidPaymentForm({ payment, onClose, onBusyChange }: DialogBodyProps & { payment: PaymentDto }) {
  const { control, handleSubmit } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const [voidPayment, { isLoading }] = useVoidPaymentMutation();
  const submit = useSubmit({ onClose, onBusyChange, failureTitle: 'Failed to void payment' });

  const onSubmit = handleSubmit(({ reason }) =>
    submit(
      () => voidPayment({ id: payment.id, voidPaymentDto: { reason: reason.trim() } }).unwrap(),
      () => ({ title: 'Payment voided', description: `The payment for ${payment.periodLabel} is voided.` }),
    ),
  );

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isLoading} label="Void payment" color="error">
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
    </DialogForm>
  );
}
