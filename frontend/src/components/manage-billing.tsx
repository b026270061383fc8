import { useEffect, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { errorMessage, useOpenBillingPortalMutation, useOpenCheckoutMutation } from '../api';
import { browserNavigation } from './browser-navigation';
import { useToast } from './toast/use-toast';

/**
 * Leaves for a page of Stripe's that the server opens (`ask` answers its URL): busy from the click
 * until the page is left; a refusal shows in a toast titled `failureTitle`, with the server's words.
 */
function useLeaveForStripe(failureTitle: string) {
  const [leaving, setLeaving] = useState(false);
  const { toast } = useToast();

  // Back from Stripe through the browser's history, the page may come back as it was left: not busy.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const leave = async (ask: () => Promise<{ url: string }>) => {
    try {
      const { url } = await ask();
      setLeaving(true);
      browserNavigation.leaveFor(url);
    } catch (error) {
      toast({ title: failureTitle, description: errorMessage(error), variant: 'destructive' });
    }
  };

  return { leave, leaving };
}

/** Opens Stripe's Customer Portal for a subscription (cards and invoices). */
export function useManageBilling() {
  const [openPortal, { isLoading }] = useOpenBillingPortalMutation();
  const { leave, leaving } = useLeaveForStripe('Could not open billing');
  const manage = (id: number) => leave(() => openPortal({ id }).unwrap());
  return { manage, busy: isLoading || leaving };
}

/** "Manage billing": cards and invoices in Stripe's Customer Portal. */
export function ManageBillingButton({
  subscriptionId,
  ...props
}: { subscriptionId: number } & Omit<ButtonProps, 'onClick' | 'loading' | 'children'>) {
  const { manage, busy } = useManageBilling();
  return (
    <Button variant="outlined" {...props} loading={busy} onClick={() => manage(subscriptionId)}>
      Manage billing
    </Button>
  );
}

/**
 * "Complete payment": a fresh Stripe Checkout page for a subscription waiting for its first payment
 * (the link mailed with it lasts 24 hours).
 */
export function CompletePaymentButton({
  subscriptionId,
  ...props
}: { subscriptionId: number } & Omit<ButtonProps, 'onClick' | 'loading' | 'children'>) {
  const [openCheckout, { isLoading }] = useOpenCheckoutMutation();
  const { leave, leaving } = useLeaveForStripe('Could not open the payment page');
  return (
    <Button
      variant="contained"
      {...props}
      loading={isLoading || leaving}
      onClick={() => leave(() => openCheckout({ id: subscriptionId }).unwrap())}
    >
      Complete payment
    </Button>
  );
}
