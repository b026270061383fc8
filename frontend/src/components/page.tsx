import type { ReactNode } from 'react';
import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { productName } from '../theme/theme';

/** A page with its heading and its document title. */
export function Page({
  title,
  maxWidth = 'md',
  children,
}: {
  title: string;
  maxWidth?: ContainerProps['maxWidth'];
  children?: ReactNode;
}) {
  return (
    <Container component="main" maxWidth={maxWidth} sx={{ py: { xs: 4, sm: 6 } }}>
      <title>{`${title} | ${productName}`}</title>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
