import { lazy, Suspense, useState } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { AppLink } from '../app-link';
import { scrollToSection } from '../scroll-to-section';
import { sectionLinks, Wordmark } from './header-items';

/**
 * The landing page's fixed header: the wordmark, the section links, Client Login and Get Started;
 * below md the same items sit in a drawer behind a hamburger button. The prerendered page (and so
 * the first render, which hydrates it) has both, CSS showing the one for the screen; once mounted,
 * the other leaves the page (and the CSS with it).
 */
export function SiteHeader() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { defaultMatches: true });
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { defaultMatches: true });
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
        {wide && (
          <Box sx={{ display: narrow ? { xs: 'none', md: 'flex' } : 'flex', gap: 1 }}>
            <WideNavigation />
          </Box>
        )}
        {narrow && (
          <Box sx={wide ? { display: { md: 'none' } } : undefined}>
            <NarrowNavigation />
          </Box>
        )}
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
      <Button component={AppLink} to="/auth" variant="outlined">
        Client Login
      </Button>
      <Button variant="contained" onClick={() => scrollToSection('form')}>
        Get Started
      </Button>
    </>
  );
}

// The phone menu's drawer (MUI's Modal, transitions, list): loaded when first opened.
const MenuDrawer = lazy(() => import('./menu-drawer'));

function NarrowNavigation() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that it can close with its transition.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <IconButton
        edge="end"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {opened && (
        <Suspense>
          <MenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
