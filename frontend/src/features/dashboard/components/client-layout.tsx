import { useEffect } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Navigate, Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../../store/hooks';
import { useCurrentUser } from '../../../store/use-current-user';
import { SiteHeader } from '../../../components/site-header';
import { bottomInsetChanged } from '../../../components/toast/toasts-slice';
import { AccountMenu } from './account-menu';
import { currentNavItem, navItemsFor } from './nav-items';

const SIDEBAR_WIDTH = 240;
/** MUI's BottomNavigation is 56 px high (the page's `pb: 7` keeps it clear of the content, too). */
const BOTTOM_BAR_HEIGHT = 56;

/**
 * The frame of every /dashboard page (docs/product.md, "Client layout"): a header with the wordmark and the
 * account menu; the navigation as a permanent sidebar from md up, as a bottom bar below.
 * It renders nothing when nobody is signed in.
 */
export function ClientLayout() {
  const { user } = useCurrentUser();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const items = navItemsFor(user?.role ?? 'client');
  const current = currentNavItem(useLocation().pathname, items);
  const bottomBar = !!user && !wide;
  const dispatch = useAppDispatch();

  // Toasts show above the bottom bar while it is there, not over it.
  useEffect(() => {
    if (!bottomBar) return;
    dispatch(bottomInsetChanged(BOTTOM_BAR_HEIGHT));
    return () => {
      dispatch(bottomInsetChanged(0));
    };
  }, [bottomBar, dispatch]);

  if (!user) return null;
  // A reviewer's pages are their navigation's: elsewhere (the dashboard, the subscription) they land on My Content.
  if (user.role === 'reviewer' && !current) return <Navigate to="/dashboard/content" replace />;

  const ariaCurrent = (to: string) => (current?.to === to ? 'page' : undefined);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SiteHeader position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <AccountMenu user={user} />
      </SiteHeader>

      {wide && (
        <Drawer
          variant="permanent"
          sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
        >
          <Toolbar />
          <List component="nav" aria-label="Client area">
            {items.map(({ label, to, Icon }) => (
              <ListItemButton
                key={to}
                component={RouterLink}
                to={to}
                selected={current?.to === to}
                aria-current={ariaCurrent(to)}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItemButton>
            ))}
          </List>
        </Drawer>
      )}

      {/* Room below for the fixed bottom bar on narrow screens. */}
      <Box sx={{ flexGrow: 1, minWidth: 0, pb: wide ? 0 : 7 }}>
        <Toolbar />
        <Outlet />
      </Box>

      {bottomBar && (
        <Paper
          component="nav"
          aria-label="Client area"
          elevation={3}
          sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar }}
        >
          <BottomNavigation showLabels value={current?.to ?? null}>
            {items.map(({ label, to, Icon }) => (
              <BottomNavigationAction
                key={to}
                component={RouterLink}
                to={to}
                value={to}
                label={label}
                icon={<Icon />}
                aria-current={ariaCurrent(to)}
              />
            ))}
          </BottomNavigation>
        </Paper>
      )}
    </Box>
  );
}
