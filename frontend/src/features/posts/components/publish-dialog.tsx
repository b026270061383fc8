import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { linkedInUrlRules } from '../../../components/form/rules';

const urlRules = linkedInUrlRules({ required: true });

interface PublishValues {
  publishedUrl: string;
}

/**
 * Marks the post published on the client's behalf, with its address on LinkedIn (required).
 * `onPublish` resolves to whether it worked: on a failure the dialog stays open with the address.
 */
export function PublishDialog({
  open,
  loading,
  onPublish,
  onClose,
}: {
  open: boolean;
  loading: boolean;
  onPublish: (publishedUrl: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { control, handleSubmit, reset } = useForm<PublishValues>({ defaultValues: { publishedUrl: '' } });

  const close = () => {
    if (loading) return;
    onClose();
    reset();
  };

  const onSubmit = handleSubmit(async ({ publishedUrl }) => {
    if (await onPublish(publishedUrl.trim())) {
      onClose();
      reset();
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>Mark as published</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Once the post is live on LinkedIn, paste its address: the client sees it marked published.
          </DialogContentText>
          <FormTextField
            control={control}
            name="publishedUrl"
            rules={urlRules}
            label="LinkedIn post URL"
            type="url"
            required
            placeholder="https://www.linkedin.com/posts/..."
            autoFocus
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            Mark as published
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
