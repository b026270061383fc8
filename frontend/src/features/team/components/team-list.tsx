import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TeamMemberDto } from '../../../api';
import { formatDate } from '../../../components/format';
import { ResponsiveList } from '../../../components/list-states';
import { memberStatus, type MemberStatus } from '../team-format';
import { MemberActions, MemberRole } from './member-actions';

const columns = ['Name', 'Role', 'Status', 'Last sign-in', 'Clients assigned'];

/** The team as a table; on a narrow screen each member is a card instead. */
export function TeamList({
  members,
  loading,
  empty,
}: {
  members: TeamMemberDto[] | undefined;
  loading: boolean;
  empty: ReactNode;
}) {
  return (
    <ResponsiveList
      label="Team members"
      loadingLabel="Loading the team"
      loading={loading}
      items={members}
      cardHeight={180}
      empty={empty}
      card={(member) => <MemberCard member={member} />}
      minWidth={860}
      columns={columns}
      hiddenColumn="Actions"
      row={(member) => (
        <TableRow key={member.id}>
          <TableCell component="th" scope="row">
            <Name member={member} />
          </TableCell>
          <TableCell>
            <MemberRole member={member} />
          </TableCell>
          <TableCell>
            <StatusChip status={memberStatus(member)} />
          </TableCell>
          <TableCell>
            <LastSignIn member={member} />
          </TableCell>
          <TableCell>{member.clientsAssigned}</TableCell>
          <TableCell>
            <MemberActions member={member} />
          </TableCell>
        </TableRow>
      )}
    />
  );
}

function MemberCard({ member }: { member: TeamMemberDto }) {
  const headingId = `member-${member.id}-name`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
          {member.name}
          {member.isYou && <YouChip />}
        </Typography>
        <Identity member={member} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1.5 }}>
          <MemberRole member={member} />
          <StatusChip status={memberStatus(member)} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          Last sign-in: <LastSignIn member={member} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: member.isYou ? 0 : 1.5 }}>
          Clients assigned: {member.clientsAssigned}
        </Typography>
        <MemberActions member={member} />
      </CardContent>
    </Card>
  );
}

function Name({ member }: { member: TeamMemberDto }) {
  return (
    <>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {member.name}
      </Typography>
      {member.isYou && <YouChip />}
      <Identity member={member} />
    </>
  );
}

function Identity({ member }: { member: TeamMemberDto }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {member.username}
      {member.email && ` · ${member.email}`}
      {member.email && !member.emailConfirmed && (
        <Chip
          size="small"
          variant="outlined"
          color="warning"
          component="span"
          label="Email not confirmed"
          sx={{ ml: 1, verticalAlign: 'middle' }}
        />
      )}
    </Typography>
  );
}

function YouChip() {
  return <Chip size="small" label="You" sx={{ ml: 1, verticalAlign: 'middle' }} />;
}

function LastSignIn({ member }: { member: TeamMemberDto }) {
  return <>{member.lastLogin ? formatDate(member.lastLogin) : 'Never'}</>;
}

const STATUS_COLORS: Record<MemberStatus, 'success' | 'default' | 'warning'> = {
  Active: 'success',
  Invited: 'warning',
  Deactivated: 'default',
};

/** The status in words (not colour alone). */
function StatusChip({ status }: { status: MemberStatus }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={status} />;
}
