import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage, useCheckAdminAuthQuery, useConfirmEmailMutation, useGetProfileQuery } from '../../api';
import { Page } from '../../components/page';
import { isTeamUser } from '../../components/use-team-member';
import { mayBeSignedIn } from '../../store/signed-in-hint';
import { isPortalUser } from '../../store/use-current-user';

const TITLE = 'Confirm your email';

/**
 * /confirm-email?token=…, where a confirmation mail's link lands: it confirms the address at once
 * (the mailbox is the proof) and says so, or that the link is used or expired; then the way on: to
 * the signed-in person's own pages, or the sign-in when nobody is.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // One confirmation per link, also when React runs the effect twice (development).
  const [confirm, { data, error, isUninitialized, isLoading }] = useConfirmEmailMutation({
    fixedCacheKey: `confirm-email:${token}`,
  });
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void confirm({ confirmEmailDto: { token } });
  }, [confirm, token]);

  if (!token) {
    return (
      <Page title={TITLE} maxWidth="sm">
        <Alert severity="error" sx={{ mb: 2 }}>
          This link is not valid: open the whole link from your email.
        </Alert>
        <WayOn signInPath="/admin/login" />
      </Page>
    );
  }
  if (isUninitialized || isLoading) {
    return (
      <Page title={TITLE} maxWidth="sm">
        <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Confirming your email…</Typography>
        </Box>
      </Page>
    );
  }
  if (data) {
    return (
      <Page title={TITLE} maxWidth="sm">
        <Alert severity="success" role="status" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <AlertTitle>Your email address is confirmed</AlertTitle>
          {data.email} is the email of your account now.
        </Alert>
        <WayOn signInPath={data.signInPath} />
      </Page>
    );
  }
  return (
    <Page title={TITLE} maxWidth="sm">
      <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        <AlertTitle>This link no longer works</AlertTitle>
        {errorMessage(error)}
      </Alert>
      <WayOn signInPath="/admin/login" />
    </Page>
  );
}

/**
 * Where to go from here: whoever is signed in (of the account's kind: the team's, or the portal's, as
 * `signInPath` says) goes on to their own pages; nobody, to the sign-in. Asked of the server only when
 * this browser may have a session (store/signed-in-hint.ts), by the check of that kind alone.
 */
function WayOn({ signInPath }: { signInPath: string }) {
  const team = signInPath === '/admin/login';
  const session = mayBeSignedIn();
  const teamCheck = useCheckAdminAuthQuery(undefined, { skip: !session || !team });
  const portalCheck = useGetProfileQuery(undefined, { skip: !session || team });
  const { data, isError, isFetching } = team ? teamCheck : portalCheck;
  if (isFetching) return null;
  const user = isError ? null : data;
  if (team && isTeamUser(user)) return <Onward to="/admin/account">Go to Your account</Onward>;
  if (!team && isPortalUser(user ?? null)) return <Onward to="/dashboard">Go to the dashboard</Onward>;
  return <Onward to={signInPath}>Sign in</Onward>;
}

function Onward({ to, children }: { to: string; children: string }) {
  return (
    <Button component={RouterLink} to={to} variant="contained">
      {children}
    </Button>
  );
}
