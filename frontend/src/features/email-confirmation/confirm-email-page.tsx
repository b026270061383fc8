import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage, useConfirmEmailMutation } from '../../api';
import { Page } from '../../components/page';

const TITLE = 'Confirm your email';

/**
 * /confirm-email?token=…, where a confirmation mail's link lands: it confirms the address at once
 * (the mailbox is the proof) and says so, or that the link is used or expired; then offers sign-in.
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
        <SignIn path="/admin/login" />
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
        <SignIn path={data.signInPath} />
      </Page>
    );
  }
  return (
    <Page title={TITLE} maxWidth="sm">
      <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        <AlertTitle>This link no longer works</AlertTitle>
        {errorMessage(error)}
      </Alert>
      <SignIn path="/admin/login" />
    </Page>
  );
}

function SignIn({ path }: { path: string }) {
  return (
    <Button component={RouterLink} to={path} variant="contained">
      Sign in
    </Button>
  );
}
