import { useId, useState } from 'react';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage, useLogoutClientMutation, type UserDto } from '../../../api';
import { REVIEWER_ACCOUNT } from '../../../components/reviewer-account';
import { useToast } from '../../../components/toast/use-toast';
import { fullName, initials } from './initials';

export function AccountMenu({ user }: { user: UserDto }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [logout, { isLoading }] = useLogoutClientMutation();
  const { toast } = useToast();
  const close = () => setAnchor(null);

  const onLogout = async () => {
    close();
    try {
      // The cached user is cleared (api/index.ts): the protected route then sends the visitor to /auth.
      await logout().unwrap();
      toast({ title: 'Logout successful', description: 'You have been logged out.' });
    } catch (error) {
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <>
      <IconButton
        color="inherit"
        // The name holds the initials it shows (WCAG 2.5.3, label in name): "JD, account menu".
        aria-label={`${initials(user)}, account menu`}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ bgcolor: 'secondary.main', width: 36, height: 36, fontSize: '1rem' }}>
          {initials(user)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {fullName(user)}
          </Typography>
          {user.email && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/dashboard/settings" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {/* A reviewer's is their own account, not the client's profile. */}
          {user.role === 'reviewer' ? REVIEWER_ACCOUNT.label : 'Profile'}
        </MenuItem>
        <MenuItem onClick={onLogout} disabled={isLoading}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
      </Menu>
    </>
  );
}
