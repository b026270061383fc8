import { errorMessage } from '../../api';
import { useToast } from '../toast/use-toast';

/**
 * Runs a change of the conversation, telling why in a toast when it is refused (titled `failure`);
 * answers whether it was done, so a form keeps what was typed when it was not.
 */
export function useAttempt(): (failure: string, change: () => Promise<unknown>) => Promise<boolean> {
  const { toast } = useToast();
  return async (failure, change) => {
    try {
      await change();
      return true;
    } catch (refusal) {
      toast({ title: failure, description: errorMessage(refusal), variant: 'destructive' });
      return false;
    }
  };
}
