import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentToast } from './toasts-slice';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/**
 * The Toaster with its code (MUI's Snackbar, Alert, transitions) loaded when the first toast comes,
 * so that no page's first JavaScript carries it (src/main.tsx, src/landing-app.tsx).
 */
export function LazyToaster() {
  const toasting = useAppSelector((state) => selectCurrentToast(state) !== null);
  return (
    toasting && (
      <Suspense>
        <Toaster />
      </Suspense>
    )
  );
}
