import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { productName } from '../app/theme';

/** A page with its heading and its document title. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 4, sm: 6 } }}>
      <title>{`${title} | ${productName}`}</title>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
