import Stack from '@mui/material/Stack';
import { useChangeTeamMemberPasswordMutation } from '../../api';
import { EmailAddress } from '../../components/email-address';
import { Field, FieldList, NotProvided } from '../../components/field-list';
import { ChangePasswordForm } from '../../components/form/change-password-form';
import { Page } from '../../components/page';
import { SectionCard } from '../../components/section-card';
import { ROLE_LABELS, useTeamMember } from '../../components/use-team-member';
import { NoticesCard } from './components/notices-card';

/**
 * /admin/account, Your account (admins and writers): who is signed in, and their password changed as
 * a client changes theirs in Settings → Security (the same form, on the team's call). One who forgot
 * their password asks for a link from Forgot password? on /admin/login.
 */
export function AccountPage() {
  // The admin guard renders its pages only for a signed-in team member.
  const { user, role } = useTeamMember();
  const [changePassword, { isLoading }] = useChangeTeamMemberPasswordMutation();
  const name = [user?.firstName, user?.lastName].filter((part) => part?.trim()).join(' ');

  return (
    <Page title="Your account" maxWidth="sm">
      {user && (
        <Stack sx={{ gap: 3 }}>
          <SectionCard title="Profile">
            <FieldList>
              <Field label="Name">{name || <NotProvided />}</Field>
              <Field label="Username">{user.username}</Field>
              <Field label="Email">
                {user.email ? <EmailAddress email={user.email} /> : <NotProvided />}
              </Field>
              <Field label="Role">{role && ROLE_LABELS[role]}</Field>
            </FieldList>
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
