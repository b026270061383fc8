import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Label and value pairs as a description list; the label sits beside its value from `sm` up. */
export function FieldList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 2 }}>
      {children}
    </Box>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 3, rowGap: 0.5 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** An answer the lead left empty. */
export function NotProvided({ text = 'Not provided' }: { text?: string }) {
  return (
    <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {text}
    </Typography>
  );
}
