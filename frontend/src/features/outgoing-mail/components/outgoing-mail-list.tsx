import type { ReactNode } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OutgoingMailDto } from '../../../api';
import { CardFacts } from '../../../components/card-facts';
import { ResponsiveList } from '../../../components/list-states';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { mailKindLabels, shownError, tries } from '../mail-format';
import { MailStatusChip } from './mail-status-chip';
import { formatDateTime } from '../../../components/format';

const columns = ['Recipient', 'Mail', 'Status', 'Created', 'Sent'];

interface ListProps {
  mails: OutgoingMailDto[] | undefined;
  loading: boolean;
  /** Shown when there are no mails to show. */
  empty: ReactNode;
  onRetry: (mail: OutgoingMailDto) => void;
  /** The id of the mail whose retry is on its way. */
  retrying: number | undefined;
}

/**
 * The mails as a table; on a narrow screen each mail is a card instead. A failed or retrying mail
 * shows why its last try failed, and a failed one has a Retry button.
 */
export function OutgoingMailList({ mails, loading, empty, onRetry, retrying }: ListProps) {
  return (
    <ResponsiveList
      label="Outgoing mail"
      loadingLabel="Loading mail"
      loading={loading}
      items={mails}
      cardHeight={140}
      empty={empty}
      card={(mail) => <MailCard mail={mail} onRetry={onRetry} retrying={retrying === mail.id} />}
      minWidth={900}
      columns={columns}
      hiddenColumn="Actions"
      row={(mail) => <MailRow key={mail.id} mail={mail} onRetry={onRetry} retrying={retrying === mail.id} />}
    />
  );
}

interface MailProps {
  mail: OutgoingMailDto;
  onRetry: (mail: OutgoingMailDto) => void;
  retrying: boolean;
}

function MailRow({ mail, onRetry, retrying }: MailProps) {
  const error = shownError(mail);
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
        {mail.recipient}
      </TableCell>
      <TableCell sx={{ maxWidth: 420 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {mail.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {mailKindLabels[mail.kind]}
        </Typography>
        {error && <LastError error={error} />}
      </TableCell>
      <TableCell>
        <MailStatusChip status={mail.status} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'nowrap' }}>
          {tries(mail.attempts)}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Time iso={mail.createdAt} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Time iso={mail.sentAt} />
      </TableCell>
      <TableCell>
        {mail.status === 'failed' && <RetryButton mail={mail} onRetry={onRetry} retrying={retrying} />}
      </TableCell>
    </TableRow>
  );
}

function MailCard({ mail, onRetry, retrying }: MailProps) {
  const headingId = `mail-${mail.id}-subject`;
  const error = shownError(mail);
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
          {mail.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          To {mail.recipient} · {mailKindLabels[mail.kind]}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1.5 }}>
          <MailStatusChip status={mail.status} />
          <Typography variant="body2" color="text.secondary">
            {tries(mail.attempts)}
          </Typography>
        </Box>
        <CardFacts
          wide="values"
          facts={[
            ['Created at', <Time iso={mail.createdAt} />],
            ['Sent at', <Time iso={mail.sentAt} />],
          ]}
        />
        {error && <LastError error={error} />}
        {mail.status === 'failed' && (
          <Box sx={{ mt: 1.5 }}>
            <RetryButton mail={mail} onRetry={onRetry} retrying={retrying} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function LastError({ error }: { error: string }) {
  return (
    <Alert severity="error" variant="outlined" sx={{ mt: 1, py: 0, overflowWrap: 'anywhere' }}>
      <strong>Last error:</strong> {error}
    </Alert>
  );
}

function RetryButton({ mail, onRetry, retrying }: MailProps) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReplayIcon aria-hidden />}
      loading={retrying}
      loadingPosition="start"
      onClick={() => onRetry(mail)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Retry
      <VisuallyHidden> the mail to {mail.recipient}</VisuallyHidden>
    </Button>
  );
}

function Time({ iso }: { iso: string | null }) {
  if (!iso) {
    return (
      <>
        <span aria-hidden>—</span>
        <VisuallyHidden>Not yet</VisuallyHidden>
      </>
    );
  }
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
