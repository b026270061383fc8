import { errorMessage, useRetryOutgoingMailMutation, type OutgoingMailDto } from '../../../api';
import { useToast } from '../../../components/toast/use-toast';

export const RETRIED_TITLE = 'Mail queued';
export const RETRY_FAILED_TITLE = 'Retry failed';

/**
 * Sends a failed mail again and says so in a toast; the list's row turns to Queued (api/index.ts).
 * `retrying` is the id of the mail on its way, for its button's spinner.
 */
export function useRetryMail() {
  const [retry, { isLoading, originalArgs }] = useRetryOutgoingMailMutation();
  const { toast } = useToast();

  const retryMail = async (mail: OutgoingMailDto) => {
    try {
      await retry({ id: mail.id }).unwrap();
      toast({ title: RETRIED_TITLE, description: `The mail to ${mail.recipient} will be sent again.` });
    } catch (error) {
      toast({ title: RETRY_FAILED_TITLE, description: errorMessage(error), variant: 'destructive' });
    }
  };

  return { retryMail, retrying: isLoading ? originalArgs?.id : undefined };
}
