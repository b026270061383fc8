import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import { errorMessage, useConnectLinkedInMutation, useLinkedInStatusQuery } from '../../../api';
import { formatDate } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { useToast } from '../../../components/toast/use-toast';
import { DisconnectLinkedInDialog } from './disconnect-linkedin-dialog';
import { LinkedInPermissions } from './linkedin-permissions';

/** How a return from LinkedIn went (the callback's `?linkedin=`), in the client's words. */
const OUTCOMES: Record<string, { severity: 'success' | 'info' | 'warning'; text: string }> = {
  connected: { severity: 'success', text: 'LinkedIn connected.' },
  cancelled: { severity: 'info', text: 'Connecting LinkedIn was cancelled: nothing changed.' },
  expired: { severity: 'warning', text: 'That LinkedIn sign-in took too long: connect again.' },
  refused: { severity: 'warning', text: 'LinkedIn could not be connected: try again.' },
  'other-profile': {
    severity: 'warning',
    text: 'That is another LinkedIn profile: disconnect the one connected first.',
  },
  'no-posting': { severity: 'warning', text: 'LinkedIn did not allow posting: connect again and allow it.' },
  'signed-out': {
    severity: 'warning',
    text: 'You came back from LinkedIn signed out, so nothing was connected: connect again.',
  },
  // From a mail or a post's page: the card to connect (again) on.
  connect: {
    severity: 'info',
    text: 'Connect LinkedIn here: the posts you approve then go out at their time.',
  },
};

/** A connection ending within this many days offers to connect again (the mails go a week and a day before). */
const RENEW_DAYS = 7;

/**
 * Settings → LinkedIn (docs/product.md, "LinkedIn"): the profile the client connected, whose it is
 * and until when, connecting (on LinkedIn's own page) and disconnecting. Not shown at all until the
 * server has a LinkedIn app's keys.
 */
export function LinkedInCard() {
  const { data, isLoading, isError, error, isFetching, refetch } = useLinkedInStatusQuery();
  const [connect, { isLoading: connecting }] = useConnectLinkedInMutation();
  const [disconnecting, setDisconnecting] = useState(false);
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const outcome = OUTCOMES[params.get('linkedin') ?? ''];
  const [openedAt] = useState(() => Date.now());

  if (!isLoading && !isError && !data?.available) return null;

  const dismiss = () =>
    setParams(
      (current) => {
        current.delete('linkedin');
        return current;
      },
      { replace: true },
    );
  const start = async () => {
    try {
      const { authorizationUrl } = await connect().unwrap();
      window.location.assign(authorizationUrl);
    } catch (caught) {
      toast({
        title: 'Could not connect LinkedIn',
        description: errorMessage(caught),
        variant: 'destructive',
      });
    }
  };

  let body;
  if (isLoading) {
    body = (
      <Box aria-busy="true" aria-label="Loading your LinkedIn connection">
        <Skeleton variant="text" width="50%" />
      </Box>
    );
  } else if (isError || !data) {
    body = (
      <LoadError
        title="Could not load your LinkedIn connection"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data.connection) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">
          Connect your LinkedIn profile, and the posts you approve go out on it at their time. LinkedIn asks
          you to sign in and allow it; you can disconnect at any time.
        </Typography>
        <Button
          variant="contained"
          startIcon={<LinkIcon />}
          loading={connecting}
          onClick={() => void start()}
        >
          Connect LinkedIn
        </Button>
      </Stack>
    );
  } else {
    const { connection } = data;
    const daysLeft = (Date.parse(connection.expiresAt) - openedAt) / 86_400_000;
    const ended = daysLeft <= 0;
    body = (
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
          <Avatar src={connection.pictureUrl ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
            {connection.name.slice(0, 1)}
          </Avatar>
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{connection.name}</Typography>
            <Typography variant="body2" color={ended ? 'error' : 'text.secondary'}>
              {ended
                ? `The connection ended on ${formatDate(connection.expiresAt)}: connect again to keep publishing.`
                : `Connected until ${formatDate(connection.expiresAt)}: then LinkedIn asks you to sign in again.`}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {daysLeft <= RENEW_DAYS && (
              <Button
                variant="contained"
                startIcon={<LinkIcon />}
                loading={connecting}
                onClick={() => void start()}
              >
                Connect again
              </Button>
            )}
            <Button color="error" onClick={() => setDisconnecting(true)}>
              Disconnect
            </Button>
          </Box>
        </Stack>
        <LinkedInPermissions
          teamMayPublish={connection.teamMayPublish}
          reviewersMayPublish={connection.reviewersMayPublish}
        />
      </Stack>
    );
  }

  return (
    <SectionCard title="LinkedIn">
      {outcome && (
        <Alert severity={outcome.severity} onClose={dismiss} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      {body}
      <DisconnectLinkedInDialog
        open={disconnecting}
        name={data?.connection?.name ?? ''}
        onClose={() => setDisconnecting(false)}
      />
    </SectionCard>
  );
}
