import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';

// Shown from the first move to another page on: not part of the first page's JavaScript.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/**
 * Every route's parent: a progress bar along the top while the next page's chunk loads. The current
 * page stays meanwhile, so a layout around it (the client area's navigation) is not torn down.
 */
export function RootLayout() {
  const loading = useNavigation().state === 'loading';
  return (
    <>
      {loading && (
        <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}>
          <Suspense>
            <LinearProgress aria-label="Loading page" />
          </Suspense>
        </Box>
      )}
      <Outlet />
    </>
  );
}
