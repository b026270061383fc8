import { errorMessage, useForgotPasswordMutation } from '../api';
import { useToast } from './toast/use-toast';

/**
 * Asks for a password reset email (the sign-in page and Settings), with its toasts
 * (docs/product.md, "Passwords").
 */
export function useSendResetLink() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const { toast } = useToast();

  /** Resolves to whether the request succeeded. */
  const sendResetLink = async (email: string) => {
    try {
      await forgotPassword({ forgotPasswordDto: { email } }).unwrap();
      toast({
        title: 'Password reset email sent',
        description:
          'If the email exists in our system, you will receive instructions to reset your password.',
      });
      return true;
    } catch (error) {
      toast({ title: 'Request failed', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  return { sendResetLink, isSending: isLoading };
}
