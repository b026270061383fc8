import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A step's mark in a numbered list: a filled circle holding its number or icon, hidden from readers. */
export function RoundBadge({ size, children }: { size: number; children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: 'primary.main',
        color: 'common.white',
        fontWeight: 700,
        fontSize: '1.25rem',
      }}
    >
      {children}
    </Box>
  );
}
