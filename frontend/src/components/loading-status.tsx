import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** What a page is doing while it waits ("Checking your link…"): a spinner and the words, announced. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{children}</Typography>
    </Box>
  );
}
