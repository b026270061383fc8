import { Suspense, useState, type ReactNode } from 'react';

/**
 * `children` (a lazily loaded dialog) rendered from the first time `open` is true on: its code is
 * fetched when it is first opened, not with the page, and it stays mounted after, so its closing
 * transition plays.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense>{children}</Suspense> : null;
}
