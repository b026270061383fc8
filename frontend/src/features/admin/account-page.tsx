import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, useChangeTeamMemberPasswordMutation, useGetOwnAccountQuery } from '../../api';
import { Field, FieldList } from '../../components/field-list';
import { ChangePasswordForm } from '../../components/form/change-password-form';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { SectionCard } from '../../components/section-card';
import { ROLE_LABELS, useTeamMember } from '../../components/use-team-member';
import { NoticesCard } from './components/notices-card';
import { AccountEmail } from './components/account-email';
import { AccountNamesForm } from './components/account-names-form';

/**
 * /admin/account, Your account (admins and writers): who is signed in, their names (saved at once),
 * their email (a new one confirmed by a link mailed to it, with the current password), and their
 * password changed as a client changes theirs in Settings → Security. One who forgot their password
 * asks for a link from Forgot password? on /admin/login.
 */
export function AccountPage() {
  // The admin guard renders its pages only for a signed-in team member.
  const { user, role } = useTeamMember();
  const { currentData: account, error, isFetching, refetch } = useGetOwnAccountQuery();
  const [changePassword, { isLoading }] = useChangeTeamMemberPasswordMutation();

  return (
    <Page title="Your account" maxWidth="sm">
      {user && (
        <Stack sx={{ gap: 3 }}>
          {error && !account && (
            <LoadError
              title="Failed to load your account"
              message={errorMessage(error)}
              retrying={isFetching}
              onRetry={() => refetch()}
            />
          )}
          <SectionCard title="Profile">
            <FieldList>
              <Field label="Username">{user.username}</Field>
              <Field label="Role">{role && ROLE_LABELS[role]}</Field>
            </FieldList>
            {account ? <AccountNamesForm key={account.id} account={account} /> : !error && <Loading />}
          </SectionCard>
          <SectionCard title="Email">
            {account ? <AccountEmail account={account} /> : !error && <Loading />}
          </SectionCard>
          <SectionCard title="Change password">
            <ChangePasswordForm
              username={user.username}
              changePassword={(changePasswordDto) => changePassword({ changePasswordDto }).unwrap()}
              isSaving={isLoading}
            />
          </SectionCard>
          <NoticesCard />
        </Stack>
      )}
    </Page>
  );
}

function Loading() {
  return (
    <Typography color="text.secondary" sx={{ mt: 2 }}>
      Loading your account…
    </Typography>
  );
}
