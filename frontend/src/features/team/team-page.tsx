import { useState } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage, useListTeamQuery } from '../../api';
import { ListEmpty } from '../../components/list-states';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { InviteMemberDialog } from './components/invite-member-dialog';
import { TeamList } from './components/team-list';

/** /admin/team (admins only): the admins and writers, invited, given a role, deactivated. */
export function TeamPage() {
  const { currentData, error, isFetching, refetch } = useListTeamQuery();
  const [inviting, setInviting] = useState(false);

  return (
    <Page title="Team" maxWidth="xl">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 280px' }}>
          Admins do everything; writers see only the clients assigned to them.
        </Typography>
        <Button
          variant="contained"
          startIcon={<PersonAddIcon aria-hidden />}
          onClick={() => setInviting(true)}
        >
          Invite member
        </Button>
      </Box>
      {error && (
        <LoadError
          title="Failed to load the team"
          message={errorMessage(error)}
          retrying={isFetching}
          onRetry={() => refetch()}
        />
      )}
      {!(error && !currentData) && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <TeamList members={currentData} loading={isFetching && !currentData} empty={<NoMembers />} />
        </Paper>
      )}
      <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
    </Page>
  );
}

function NoMembers() {
  return <ListEmpty title="No team members yet" text="Invite a writer or an admin to work with you." />;
}
