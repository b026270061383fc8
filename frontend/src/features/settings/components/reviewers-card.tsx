import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { errorMessage, useListReviewersQuery, type ReviewerDto } from '../../../api';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { InviteReviewerDialog } from './invite-reviewer-dialog';
import { RemoveReviewerDialog } from './remove-reviewer-dialog';

/**
 * Settings → Reviewers (docs/product.md, "Settings"): the people the client invited to read, comment on
 * and send feedback on their posts, with their own sign-in; invite one, or remove one after asking.
 */
export function ReviewersCard() {
  const { data, isLoading, isError, error, isFetching, refetch } = useListReviewersQuery();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<ReviewerDto | null>(null);

  let body;
  if (isLoading) {
    body = (
      <Box aria-busy="true" aria-label="Loading reviewers">
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" />
      </Box>
    );
  } else if (isError || !data) {
    body = (
      <LoadError
        title="Could not load your reviewers"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (data.length === 0) {
    body = (
      <Typography color="text.secondary">
        No reviewers yet. Invite an assistant or a colleague to read your posts, comment and send feedback
        with their own sign-in.
      </Typography>
    );
  } else {
    body = (
      <List disablePadding aria-label="Your reviewers">
        {data.map((reviewer) => (
          <ListItem key={reviewer.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={reviewer.name}
              secondary={reviewer.email ?? reviewer.username}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              sx={{ flex: '1 1 12rem', minWidth: 0 }}
            />
            {reviewer.invitationPending && <Chip size="small" label="Invitation sent" />}
            <Button
              color="error"
              onClick={() => setRemoving(reviewer)}
              aria-label={`Remove ${reviewer.name}`}
            >
              Remove
            </Button>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <SectionCard
      title="Reviewers"
      action={
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          Invite reviewer
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Reviewers read your posts, comment on them and send feedback to your writer. They do not see your
        subscription or change your account.
      </Typography>
      {body}
      <InviteReviewerDialog open={inviting} onClose={() => setInviting(false)} />
      <RemoveReviewerDialog reviewer={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}
