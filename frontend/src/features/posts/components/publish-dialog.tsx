import DialogContentText from '@mui/material/DialogContentText';
import { PlainFormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { usePlainForm } from '../../../components/form/use-plain-form';
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
  const { control, handleSubmit, close } = usePlainForm<PublishValues>({ publishedUrl: '' }, onClose);

  const onSubmit = handleSubmit(async ({ publishedUrl }) => {
    if (await onPublish(publishedUrl.trim())) close();
  });

  return (
    <PlainFormDialog
      open={open}
      onClose={close}
      title="Mark as published"
      onSubmit={onSubmit}
      busy={loading}
      label="Mark as published"
      wrap
    >
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
    </PlainFormDialog>
  );
}
