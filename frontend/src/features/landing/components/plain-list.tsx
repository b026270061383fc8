import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A list without bullets or indent, its items laid on a grid (`sx` gives the columns and the gaps);
 * `ordered` when the order means something.
 */
export function PlainList({
  ordered = false,
  label,
  sx,
  children,
}: {
  ordered?: boolean;
  label?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      aria-label={label}
      sx={[{ listStyle: 'none', p: 0, m: 0, display: 'grid' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
