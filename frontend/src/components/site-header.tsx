import type { ReactNode } from 'react';
import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { productName } from '../theme/theme';

/** The product's wordmark, a way back to the home page from anywhere. */
export function Wordmark() {
  return (
    <Link
      component={RouterLink}
      to="/"
      color="inherit"
      underline="none"
      variant="h6"
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {productName}
    </Link>
  );
}

/**
 * The header bar with the wordmark linking to /, and whatever a page adds on the right (the client
 * area's account menu): the client area's frame, and the one over the public pages besides the landing.
 */
export function SiteHeader({
  position = 'static',
  sx,
  children,
}: {
  position?: AppBarProps['position'];
  sx?: AppBarProps['sx'];
  children?: ReactNode;
}) {
  return (
    <AppBar position={position} sx={sx}>
      <Toolbar>
        <Wordmark />
        <Box sx={{ flexGrow: 1 }} />
        {children}
      </Toolbar>
    </AppBar>
  );
}
