import { useEffect, useRef } from 'react';
import { useUrlParams } from '../../../components/use-url-params';
import { useToast } from '../../../components/toast/use-toast';

/**
 * Back from Stripe Checkout (`?checkout=done`): thanks the client once, and takes the query off the
 * address so a reload or a shared link does not say it again. Stripe's webhook, not this return,
 * makes the subscription active: the toast says so.
 */
export function useCheckoutReturn() {
  const [params, setParams] = useUrlParams();
  const returned = params.get('checkout') === 'done';
  const { toast } = useToast();
  // Once, even when an effect runs twice (React's strict mode) before the address has changed.
  const told = useRef(false);

  useEffect(() => {
    if (!returned || told.current) return;
    told.current = true;
    toast({
      title: 'Payment received',
      description: 'Thank you! Your subscription will show as active as soon as Stripe confirms the payment.',
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [returned, setParams, toast]);
}
