import Button from '@mui/material/Button';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { useInviteToLinkedInMutation } from '../../api';
import { useSubmit } from '../form/use-submit';

/** The team mails the client the link to connect their LinkedIn profile (docs/product.md, "Publishing on LinkedIn"). */
export function InviteToLinkedInButton({ clientId }: { clientId: number }) {
  const [invite, { isLoading, isSuccess }] = useInviteToLinkedInMutation();
  const submit = useSubmit({ failureTitle: 'Could not send the link' });
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<EmailOutlinedIcon />}
      loading={isLoading}
      disabled={isSuccess}
      onClick={() =>
        void submit(
          () => invite({ id: clientId }).unwrap(),
          () => ({
            title: 'Link sent',
            description: 'The client has a mail with the link to connect LinkedIn.',
          }),
        )
      }
    >
      {isSuccess ? 'Link sent' : 'Send the client a link to connect'}
    </Button>
  );
}
