import { errorMessage } from '../../api';
import type { ToastInput } from '../toast/toasts-slice';
import { useToast } from '../toast/use-toast';

export interface SubmitOptions {
  /** A dialog's closing: what follows a success, after its toast (unless `submit` is given another step). */
  onClose?: () => void;
  /** A dialog's busy state (FormDialog's): Escape and a click outside wait while the call runs. */
  onBusyChange?: (busy: boolean) => void;
  /** The title of the toast that says the call failed. */
  failureTitle: string;
  /** The toast's words when the server gives no message of its own. */
  failureFallback?: string;
  /** Shows a refusal on the form's fields; answers whether it did (then no toast). */
  showOnFields?: (error: unknown, message: string) => boolean;
  /** A refusal toasted closes the dialog too: the thing moved on, and the page shows where it stands. */
  closeOnFailure?: boolean;
}

/**
 * The skeleton of every dialog (and form) that sends something: the call, the dialog busy meanwhile,
 * the success toast, then closing (or another step, such as going to a page); a refusal on the field it
 * names, else in a toast, the form left as filled.
 */
export function useSubmit({
  onClose,
  onBusyChange,
  failureTitle,
  failureFallback,
  showOnFields,
  closeOnFailure,
}: SubmitOptions) {
  const { toast } = useToast();

  return async function submit<Result>(
    call: () => Promise<Result>,
    /** The success toast, from the answer (none when it says nothing happened). */
    done: (result: Result) => ToastInput | void,
    then: (result: Result) => void = () => onClose?.(),
  ): Promise<void> {
    onBusyChange?.(true);
    let result: Result;
    try {
      result = await call();
    } catch (error) {
      onBusyChange?.(false);
      const message = errorMessage(error, failureFallback);
      if (showOnFields?.(error, message)) return;
      toast({ title: failureTitle, description: message, variant: 'destructive' });
      if (closeOnFailure) onClose?.();
      return;
    }
    onBusyChange?.(false);
    const said = done(result);
    if (said) toast(said);
    then(result);
  };
}
