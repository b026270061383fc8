import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  api,
  useCheckAdminAuthQuery,
  useLoginAdminMutation,
  type AdminLoginDto,
  type UserDto,
} from '../../api';
import { isTeamUser } from '../../components/use-team-member';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { rules } from '../../components/form/rules';
import { Page } from '../../components/page';
import { SignInForm } from '../../components/sign-in-form';
import { mayBeSignedIn } from '../../store/signed-in-hint';
import { useSubmit } from '../../components/form/use-submit';

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
  const submit = useSubmit({ failureTitle: 'Login failed', failureFallback: 'Invalid username or password' });
  const navigate = useNavigate();

  const onSubmit = handleSubmit((adminLoginDto) =>
    submit(
      () => login({ adminLoginDto }).unwrap(),
      () => ({ title: 'Login successful', description: 'Welcome to the admin dashboard' }),
      ({ user }) => navigate(homeOf(user)),
    ),
  );

  return (
    <Page title="Admin Login" maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <SignInForm
          control={control}
          onSubmit={onSubmit}
          busy={isLoading}
          usernameLabel="Username"
          usernameRules={rules.adminUsername}
        />
      </Paper>
      <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
        Back to Home
      </Button>
    </Page>
  );
}
