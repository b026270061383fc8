import { useCallback } from 'react';
import { useToast } from './use-toast';

/**
 * Copies a text to the clipboard and says so in a toast ("The content has been copied to your
 * clipboard."), or that it could not.
 */
export function useCopyToClipboard() {
  const { toast } = useToast();
  return useCallback(
    async (text: string, what: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast({ title: 'Copied to clipboard', description: `${what} has been copied to your clipboard.` });
      } catch {
        toast({
          title: 'Failed to copy',
          description: 'There was an error copying the content.',
          variant: 'destructive',
        });
      }
    },
    [toast],
  );
}
