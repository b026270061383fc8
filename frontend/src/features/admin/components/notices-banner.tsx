import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useCheckAdminAuthQuery } from '../../../api';
import { useTeamMember } from '../../../components/use-team-member';

/**
 * On every admin page while no active admin has a confirmed email (check-auth, which the guard
 * already made, says so): the team's notices are mailed to nobody. An admin is sent to Your account to
 * add theirs; a writer, who cannot fix it, is told to ask an admin.
 */
export function NoticesBanner() {
  const { data } = useCheckAdminAuthQuery();
  const { isAdmin } = useTeamMember();
  if (!data?.noticesReachNoOne) return null;
  return (
    <Alert
      severity="warning"
      // A standing notice, not news: no live region read out on every page.
      role="note"
      square
      action={
        isAdmin ? (
          <Button component={RouterLink} to="/admin/account" color="inherit" size="small">
            Add your email
          </Button>
        ) : undefined
      }
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
    >
      <AlertTitle>The team's notices reach no one</AlertTitle>
      No admin has a confirmed email address, so new leads, cancellations, failed payments and the other
      notices are mailed to nobody.{' '}
      {isAdmin
        ? 'Add your email on Your account and confirm it with the link we mail there.'
        : 'Ask an admin to add their email on Your account.'}
    </Alert>
  );
}
