import DialogContentText from '@mui/material/DialogContentText';
import { usePublishContentMutation } from '../../../api';
import { PlainFormDialog, type DialogProps } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { usePlainForm } from '../../../components/form/use-plain-form';
import { linkedInUrlRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/use-submit';

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
}: DialogProps & {
  contentId: number;
  /** Once the dialog has closed and faded out. */
  onExited?: () => void;
}) {
  const { control, handleSubmit, close } = usePlainForm<PublishValues>({ publishedUrl: '' }, onClose);
  const [publish, { isLoading }] = usePublishContentMutation();
  const submit = useSubmit({ onClose: close, failureTitle: 'Error marking as published' });

  const onSubmit = handleSubmit(({ publishedUrl }) => {
    const url = publishedUrl.trim();
    return submit(
      () => publish({ id: contentId, publishPostDto: url ? { publishedUrl: url } : {} }).unwrap(),
      () => ({ title: 'Marked as published', description: 'Your content has been marked as published.' }),
    );
  });

  return (
    <PlainFormDialog
      open={open}
      onClose={close}
      onExited={onExited}
      title="Mark as Published"
      onSubmit={onSubmit}
      busy={isLoading}
      label="Confirm Published"
      wrap
    >
      <DialogContentText>
        Have you posted this content on LinkedIn? Add the post's address if you like, so we can follow how it
        does.
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
    </PlainFormDialog>
  );
}
