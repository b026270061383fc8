import DialogContentText from '@mui/material/DialogContentText';
import { useCancelSubscriptionMutation, type SubscriptionDto } from '../../../api';
import { PlainFormDialog, type DialogProps } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { usePlainForm } from '../../../components/form/use-plain-form';
import type { LengthLimit } from '../../../components/form/length-limit';
import { planName } from '../../../components/format';
import { useSubmit } from '../../../components/form/use-submit';

/** The server's limit on the reason (CancelSubscriptionDto), sent trimmed. */
const REASON_LIMIT: LengthLimit = { max: 1000, tooLong: 'Reason must be at most 1000 characters' };

interface CancelValues {
  reason: string;
}

/** Confirms the cancellation of an active subscription, with an optional reason. */
export function CancelDialog({
  subscription,
  open,
  onClose,
}: DialogProps & { subscription: SubscriptionDto }) {
  const { control, handleSubmit, close } = usePlainForm<CancelValues>({ reason: '' }, onClose);
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();
  const submit = useSubmit({ onClose: close, failureTitle: 'Error canceling subscription' });

  const onSubmit = handleSubmit(({ reason }) => {
    const text = reason.trim();
    return submit(
      () => cancel({ id: subscription.id, cancelSubscriptionDto: text ? { reason: text } : {} }).unwrap(),
      () => ({
        title: 'Subscription canceled',
        description: 'Your subscription has been successfully canceled.',
      }),
    );
  });

  return (
    <PlainFormDialog
      open={open}
      onClose={close}
      title="Cancel Subscription"
      onSubmit={onSubmit}
      cancelLabel="Keep Subscription"
      busy={isLoading}
      label="Confirm Cancellation"
      color="error"
      wrap
    >
      <DialogContentText>
        {`Are you sure you want to cancel your ${planName(subscription.plan)} plan? You'll still have access until the end of your billing period.`}
      </DialogContentText>
      <FormTextField
        control={control}
        name="reason"
        label="Reason for cancellation (optional)"
        multiline
        minRows={3}
        limit={REASON_LIMIT}
      />
    </PlainFormDialog>
  );
}
