import { useEffect, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { errorMessage, useOpenBillingPortalMutation } from '../api';
import { browserNavigation } from './browser-navigation';
import { useToast } from './toast/use-toast';

/**
 * Opens Stripe's Customer Portal for a subscription: asks the server for a portal session, then leaves
 * for it. Busy from the click until the page is left; a refusal shows in a toast with the server's words.
 */
export function useManageBilling() {
  const [openPortal, { isLoading }] = useOpenBillingPortalMutation();
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

  const manage = async (id: number) => {
    try {
      const { url } = await openPortal({ id }).unwrap();
      setLeaving(true);
      browserNavigation.leaveFor(url);
    } catch (error) {
      toast({ title: 'Could not open billing', description: errorMessage(error), variant: 'destructive' });
    }
  };

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
