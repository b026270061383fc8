import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { errorMessage, useCancelSubscriptionMutation, type SubscriptionDto } from '../../../api';
import { FormTextField } from '../../../components/form/form-text-field';
import type { LengthLimit } from '../../../components/form/length-limit';
import { planName } from '../../../components/format';
import { useToast } from '../../../components/toast/use-toast';

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
}: {
  subscription: SubscriptionDto;
  open: boolean;
  onClose: () => void;
}) {
  const { control, handleSubmit, reset } = useForm<CancelValues>({ defaultValues: { reason: '' } });
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();
  const { toast } = useToast();

  const close = () => {
    if (isLoading) return;
    onClose();
    reset();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    const text = reason.trim();
    try {
      await cancel({ id: subscription.id, cancelSubscriptionDto: text ? { reason: text } : {} }).unwrap();
      toast({
        title: 'Subscription canceled',
        description: 'Your subscription has been successfully canceled.',
      });
      onClose();
      reset();
    } catch (error) {
      toast({
        title: 'Error canceling subscription',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>Cancel Subscription</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={isLoading}>
            Keep Subscription
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isLoading}>
            Confirm Cancellation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
