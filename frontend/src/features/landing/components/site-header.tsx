import { useRef, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { Link as RouterLink } from 'react-router-dom';
import { productName } from '../../../app/theme';
import { scrollToSection, scrollToTop } from '../scroll-to-section';

/** The header's in-page navigation (SPEC §2): the first item is the product name followed by 'Why'. */
export const sectionLinks = [
  { id: 'why', label: `${productName} Why` },
  { id: 'packages', label: 'Packages' },
  { id: 'process', label: 'Process' },
] as const;

function Wordmark() {
  return (
    <Link
      component={RouterLink}
      to="/"
      onClick={scrollToTop}
      color="primary"
      underline="none"
      variant="h6"
      sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}
    >
      {productName}
    </Link>
  );
}

/**
 * The landing page's fixed header: the wordmark, the section links, Client Login and Get Started;
 * below md the same items sit in a drawer behind a hamburger button.
 */
export function SiteHeader() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 8 });

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={scrolled ? 3 : 0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <Wordmark />
        <Box sx={{ flexGrow: 1 }} />
        {wide ? <WideNavigation /> : <NarrowNavigation />}
      </Toolbar>
    </AppBar>
  );
}

function WideNavigation() {
  return (
    <>
      <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, mr: 2 }}>
        {sectionLinks.map(({ id, label }) => (
          <Button key={id} color="inherit" onClick={() => scrollToSection(id)}>
            {label}
          </Button>
        ))}
      </Box>
      <Button component={RouterLink} to="/auth" variant="outlined">
        Client Login
      </Button>
      <Button variant="contained" onClick={() => scrollToSection('form')}>
        Get Started
      </Button>
    </>
  );
}

function NarrowNavigation() {
  const [open, setOpen] = useState(false);
  // The section to scroll to once the drawer has closed: while it is open, the page behind it is
  // scroll-locked, and on closing it hands focus back to the menu button.
  const target = useRef<string | null>(null);

  const go = (id: string) => {
    target.current = id;
    setOpen(false);
  };

  return (
    <>
      <IconButton
        edge="end"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { sx: { width: 'min(300px, 85vw)' }, 'aria-label': 'Menu' },
          transition: {
            onExited: () => {
              if (target.current) scrollToSection(target.current);
              target.current = null;
            },
          },
        }}
      >
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Wordmark />
          <IconButton edge="end" aria-label="Close menu" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        <List component="nav" aria-label="Main">
          {sectionLinks.map(({ id, label }) => (
            <ListItem key={id} disablePadding>
              <ListItemButton onClick={() => go(id)}>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton component={RouterLink} to="/auth">
              <ListItemText primary="Client Login" />
            </ListItemButton>
          </ListItem>
        </List>
        <Box sx={{ px: 2, pt: 1 }}>
          <Button variant="contained" fullWidth size="large" onClick={() => go('form')}>
            Get Started
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
