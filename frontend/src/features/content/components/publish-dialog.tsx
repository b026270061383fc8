import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { errorMessage, usePublishContentMutation } from '../../../api';
import { FormTextField } from '../../../components/form/form-text-field';
import { linkedInUrlRules } from '../../../components/form/rules';
import { useToast } from '../../../components/toast/use-toast';

const urlRules = linkedInUrlRules({ required: false });

interface PublishValues {
  publishedUrl: string;
}

/** Confirms that the client posted it on LinkedIn, with the post's address if they have it. */
export function PublishDialog({
  contentId,
  open,
  onClose,
  onExited,
}: {
  contentId: number;
  open: boolean;
  onClose: () => void;
  /** Once the dialog has closed and faded out. */
  onExited?: () => void;
}) {
  const { control, handleSubmit, reset } = useForm<PublishValues>({ defaultValues: { publishedUrl: '' } });
  const [publish, { isLoading }] = usePublishContentMutation();
  const { toast } = useToast();

  const close = () => {
    if (isLoading) return;
    onClose();
    reset();
  };

  const onSubmit = handleSubmit(async ({ publishedUrl }) => {
    const url = publishedUrl.trim();
    try {
      await publish({ id: contentId, publishPostDto: url ? { publishedUrl: url } : {} }).unwrap();
      toast({ title: 'Marked as published', description: 'Your content has been marked as published.' });
      onClose();
      reset();
    } catch (error) {
      toast({
        title: 'Error marking as published',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" slotProps={{ transition: { onExited } }}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>Mark as Published</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Have you posted this content on LinkedIn? Add the post's address if you like, so we can follow how
            it does.
          </DialogContentText>
          <FormTextField
            control={control}
            name="publishedUrl"
            rules={urlRules}
            label="LinkedIn post URL (optional)"
            type="url"
            placeholder="https://www.linkedin.com/posts/..."
            autoFocus
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            Confirm Published
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
