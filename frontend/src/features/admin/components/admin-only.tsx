import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { Page } from '../../../components/page';
import { useTeamMember } from '../../../components/use-team-member';

/**
 * The pages only admins use (leads, outgoing mail, the team): a writer who opens one sees that it is
 * not theirs and a way to the board, and the page never loads (nor calls admin-only endpoints).
 */
export function AdminOnly() {
  const { isAdmin } = useTeamMember();
  if (isAdmin) return <Outlet />;
  return (
    <Page title="This page is for admins" maxWidth="sm">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <LockOutlinedIcon aria-hidden color="action" sx={{ mt: 0.5 }} />
        <Box>
          <Typography sx={{ mb: 2 }}>
            Your role is writer: you work on the clients assigned to you, their posts and revisions. Ask an
            admin if you need something from this page.
          </Typography>
          <Button component={RouterLink} to="/admin" variant="contained">
            Go to the board
          </Button>
        </Box>
      </Box>
    </Page>
  );
}
