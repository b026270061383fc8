import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  api,
  errorMessage,
  useCheckAdminAuthQuery,
  useLoginAdminMutation,
  type AdminLoginDto,
  type UserDto,
} from '../../api';
import { ForgotPasswordDialog } from '../../components/forgot-password-dialog';
import { isTeamUser } from '../../components/use-team-member';
import { FormTextField } from '../../components/form/form-text-field';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { rules } from '../../components/form/rules';
import { Page } from '../../components/page';
import { mayBeSignedIn } from '../../store/signed-in-hint';
import { useToast } from '../../components/toast/use-toast';

/**
 * /admin/login, the team's sign-in for admins and writers (docs/product.md, "Team sign-in"); one already
 * signed in goes on to the back office. Who is signed in is asked only when the browser may have a
 * session (store/signed-in-hint.ts): a visitor's browser makes no refused call and logs no error.
 */
export function AdminLoginPage() {
  const { isLoading } = useCheckAdminAuthQuery(undefined, { skip: !mayBeSignedIn() });
  const { data: signedIn, isError } = api.endpoints.checkAdminAuth.useQueryState(undefined);

  if (isLoading) return <FullPageSpinner />;
  // Not on a failed check, even with an older answer still cached: the guard sent them here.
  if (!isError && isTeamUser(signedIn)) return <Navigate to={homeOf(signedIn!)} replace />;
  return <AdminLoginForm />;
}

/**
 * Where a team member starts (docs/product.md, "Team sign-in"): an admin goes to the leads; a writer, who
 * sees no leads, goes to the board. The same whether the form signed them in or they came signed in already
 * (the form's sign-in also refreshes the check above, so both may fire: they must agree).
 */
const homeOf = (user: Pick<UserDto, 'role'>): string => (user.role === 'admin' ? '/admin/leads' : '/admin');

function AdminLoginForm() {
  const { control, handleSubmit } = useForm<AdminLoginDto>({ defaultValues: { username: '', password: '' } });
  const [login, { isLoading }] = useLoginAdminMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [forgotOpen, setForgotOpen] = useState(false);

  const onSubmit = handleSubmit(async (adminLoginDto) => {
    try {
      const { user } = await login({ adminLoginDto }).unwrap();
      toast({ title: 'Login successful', description: 'Welcome to the admin dashboard' });
      navigate(homeOf(user));
    } catch (error) {
      toast({
        title: 'Login failed',
        description: errorMessage(error, 'Invalid username or password'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Page title="Admin Login" maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <FormTextField
            control={control}
            name="username"
            rules={rules.adminUsername}
            label="Username"
            autoComplete="username"
          />
          <FormTextField
            control={control}
            name="password"
            rules={rules.password}
            type="password"
            label="Password"
            autoComplete="current-password"
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} sx={{ mt: 2 }}>
            Login
          </Button>
        </Box>
        {/* The team's way back in, as the client's sign-in has: the link it mails leads back here. */}
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
            Forgot password?
          </Link>
        </Box>
      </Paper>
      {/* Outside the login form: a submit in the dialog must not bubble to it through the portal. */}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
      <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
        Back to Home
      </Button>
    </Page>
  );
}
