import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PublicIcon from '@mui/icons-material/Public';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { useLogoutAdminMutation } from '../../../api';
import { productName } from '../../../theme/theme';
import { useToast } from '../../../components/toast/use-toast';
import { AdminNav } from './admin-nav';
import { NoticesBanner } from './notices-banner';

/** Every member's own account, beside Logout where one looks for it. */
const ACCOUNT_PATH = '/admin/account';

/** The frame of every admin page behind the guard: a header with the sections' navigation, then the page. */
export function AdminLayout() {
  const [logout, { isLoading }] = useLogoutAdminMutation();
  const { toast } = useToast();
  const onAccount = useLocation().pathname.replace(/\/+$/, '') === ACCOUNT_PATH;

  const onLogout = async () => {
    try {
      // The cache is cleared (api/index.ts): the guard checks again and sends the visitor to /admin/login.
      await logout().unwrap();
      toast({ title: 'Logged out' });
    } catch {
      toast({ title: 'Error', description: 'Failed to logout. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <>
      <AppBar position="sticky">
        {/* Never wider than the screen: on a phone the gaps narrow, View Website and Your account give
            way to icons, and the wordmark (smaller there) would sooner end in "…" than push Logout out. */}
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
          <Typography
            component="p"
            variant="h6"
            sx={{
              flexGrow: 1,
              flexShrink: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              fontSize: { xs: '1.0625rem', sm: undefined },
            }}
          >
            {productName} Admin
          </Typography>
          <Button
            component={RouterLink}
            to="/"
            color="inherit"
            aria-label="View Website"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 0, px: { xs: 1, sm: 1 } }}
          >
            <PublicIcon aria-hidden sx={{ display: { sm: 'none' } }} />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              View Website
            </Box>
          </Button>
          <Button
            component={RouterLink}
            to={ACCOUNT_PATH}
            color="inherit"
            aria-label="Your account"
            aria-current={onAccount ? 'page' : undefined}
            sx={{
              whiteSpace: 'nowrap',
              flexShrink: 0,
              minWidth: 0,
              // The current page underlined, as the navigation marks its sections.
              boxShadow: onAccount ? 'inset 0 -2px 0 currentColor' : 'none',
            }}
          >
            <ManageAccountsOutlinedIcon aria-hidden sx={{ display: { sm: 'none' } }} />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Your account
            </Box>
          </Button>
          <Button
            color="inherit"
            variant="outlined"
            loading={isLoading}
            onClick={onLogout}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap', px: { xs: 1.25, sm: 2 } }}
          >
            Logout
          </Button>
        </Toolbar>
        <AdminNav />
      </AppBar>
      <Box>
        <NoticesBanner />
        <Outlet />
      </Box>
    </>
  );
}
