import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A list card's facts, each term beside its value (right-aligned): `wide` says which column takes the
 * room left, the terms' (short values) or the values'.
 */
export function CardFacts({
  facts,
  wide,
}: {
  /** Each fact's term and value; a null one is left out. */
  facts: ([string, ReactNode] | null)[];
  wide: 'terms' | 'values';
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: wide === 'terms' ? 'minmax(0, 1fr) auto' : 'auto minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, textAlign: 'right' },
      }}
    >
      {facts.map(
        (fact) =>
          fact && (
            <Box key={fact[0]} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {fact[0]}
              </Typography>
              <Typography component="dd" variant="body2">
                {fact[1]}
              </Typography>
            </Box>
          ),
      )}
    </Box>
  );
}
