import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  api,
  errorMessage,
  isNotFound,
  useApprovePublishingMutation,
  useCancelPublishingMutation,
  usePostPublishingQuery,
  usePublishNowMutation,
  useTeamApprovePublishingMutation,
  useTeamCancelPublishingMutation,
  useTeamPostPublishingQuery,
  useTeamPublishNowMutation,
  type ApprovedPublishingDto,
  type PostPublishingDto,
} from '../../api';
import { DialogButtons } from '../form-dialog';
import { useSubmit } from '../form/use-submit';
import { browserTimeZone, readableZone } from '../format';
import { LoadError } from '../load-error';
import { SectionCard } from '../section-card';
import { useAppDispatch } from '../../store/hooks';
import { isReviewer, useCurrentUser } from '../../store/use-current-user';
import { InviteToLinkedInButton } from './invite-to-linkedin-button';
import { linkedInSetUp } from './linkedin-set-up';
import { formatDateTimeIn, wallTimeIn } from './publishing-times';

/** Who looks: the client's side (the client, a reviewer) or the team's. */
export type PublishingSide = 'portal' | 'team';

/** The words for whose profile it is: the client's own ("your"), or someone else's. */
const profileOf = (side: PublishingSide, reviewer: boolean) =>
  side === 'portal' && !reviewer ? 'your LinkedIn profile' : 'the client’s LinkedIn profile';

/** While LinkedIn is being sent the post (or will be within the minute), the card asks every few seconds. */
const POLL_MS = 3000;

const isUnderWay = (publishing: PostPublishingDto | undefined) =>
  !!publishing &&
  (publishing.state === 'publishing' ||
    (publishing.state === 'scheduled' &&
      !!publishing.publishAt &&
      Date.parse(publishing.publishAt) - Date.now() < 60_000));

/** Tomorrow at 9:00 in `zone`: the time offered when the post has none. */
function tomorrowAtNine(zone: string, now: number): { date: string; time: string } {
  return { date: wallTimeIn(new Date(now + 86_400_000).toISOString(), zone).date, time: '09:00' };
}

/**
 * "Publish on LinkedIn" (docs/product.md, "Publishing on LinkedIn"): where a delivered post stands
 * with the client's LinkedIn profile and, for whoever may, approving it for a time in the client's
 * time zone (or now), changing the time, or taking it back. Not shown without LinkedIn set up.
 */
export function LinkedInPublishingCard({
  postId,
  side,
  scheduledFor,
  clientId,
  onMarkPublished,
}: {
  postId: number;
  side: PublishingSide;
  /** The post's scheduled time: the time offered to approve it for. */
  scheduledFor?: string | null;
  /** The team's side: the client, to send them the link to connect. */
  clientId?: number;
  /** "Check LinkedIn": the way to record that the post is out, with its address. */
  onMarkPublished?: () => void;
}) {
  const [pollingInterval, setPollingInterval] = useState(0);
  const portal = usePostPublishingQuery(side === 'portal' ? { id: postId } : skipToken, { pollingInterval });
  const team = useTeamPostPublishingQuery(side === 'team' ? { id: postId } : skipToken, { pollingInterval });
  const { data, error, isLoading, isFetching, refetch } = side === 'portal' ? portal : team;
  const dispatch = useAppDispatch();

  const underWay = isUnderWay(data);
  if ((underWay ? POLL_MS : 0) !== pollingInterval) setPollingInterval(underWay ? POLL_MS : 0);
  // Once it is out (or not), the post itself has moved on: its status, its address.
  const state = data?.state;
  useEffect(() => {
    if (state === 'published' || state === 'not_published' || state === 'check_linkedin')
      dispatch(api.util.invalidateTags([{ type: 'content', id: postId }, 'admin-content']));
  }, [state, postId, dispatch]);

  // Nothing of LinkedIn shows until the server has a LinkedIn app's keys (and until that is known).
  if (isLoading || isNotFound(error) || (data && !linkedInSetUp(data))) return null;

  let body: ReactNode;
  if (error || !data) {
    body = (
      <LoadError
        title="Could not load where the post stands on LinkedIn"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else {
    body = (
      <PublishingBody
        publishing={data}
        postId={postId}
        side={side}
        scheduledFor={scheduledFor}
        clientId={clientId}
        onMarkPublished={onMarkPublished}
      />
    );
  }
  return <SectionCard title="Publish on LinkedIn">{body}</SectionCard>;
}

function PublishingBody({
  publishing,
  postId,
  side,
  scheduledFor,
  clientId,
  onMarkPublished,
}: {
  publishing: PostPublishingDto;
  postId: number;
  side: PublishingSide;
  scheduledFor?: string | null;
  clientId?: number;
  onMarkPublished?: () => void;
}) {
  const here = browserTimeZone();
  // Times are the client's; until they chose a zone, this browser's (which then becomes theirs).
  const zone = publishing.timeZone ?? here;
  const when = (iso: string) => <PublishingTime iso={iso} zone={zone} here={here} />;
  const { state, approvalBlock: block } = publishing;
  const [confirmingNow, setConfirmingNow] = useState(false);
  const [openedAt] = useState(() => Date.now());

  return (
    <Stack spacing={2}>
      <StateLine publishing={publishing} side={side} when={when} onMarkPublished={onMarkPublished} />
      <BlockNote publishing={publishing} side={side} clientId={clientId} />
      {block === null && (
        <ApproveForm
          key={publishing.publishAt ?? 'none'}
          postId={postId}
          side={side}
          zone={zone}
          chosenZone={publishing.timeZone}
          initial={
            publishing.state === 'scheduled' && publishing.publishAt
              ? wallTimeIn(publishing.publishAt, zone)
              : scheduledFor && Date.parse(scheduledFor) > openedAt
                ? wallTimeIn(scheduledFor, zone)
                : tomorrowAtNine(zone, openedAt)
          }
          rescheduling={state === 'scheduled'}
          onPublishNow={() => setConfirmingNow(true)}
        />
      )}
      {block === null &&
        (state === 'scheduled' ||
          state === 'changed' ||
          state === 'not_published' ||
          state === 'check_linkedin') && <CancelButton postId={postId} side={side} />}
      <PublishNowDialog
        open={confirmingNow}
        postId={postId}
        side={side}
        again={state === 'check_linkedin'}
        onClose={() => setConfirmingNow(false)}
      />
    </Stack>
  );
}

/** An instant as the client's clock reads it, with this reader's own beside it when their zone differs. */
function PublishingTime({ iso, zone, here }: { iso: string; zone: string; here: string }) {
  const theirs = formatDateTimeIn(iso, zone);
  const mine = formatDateTimeIn(iso, here);
  return (
    <>
      <strong>{theirs}</strong> ({readableZone(zone)})
      {zone !== here && theirs !== mine && <> · {mine} your time</>}
    </>
  );
}

function StateLine({
  publishing,
  side,
  when,
  onMarkPublished,
}: {
  publishing: PostPublishingDto;
  side: PublishingSide;
  when: (iso: string) => ReactNode;
  onMarkPublished?: () => void;
}) {
  const { state, publishAt, reason, attempts, approvedBy } = publishing;
  const by = approvedBy ? ` by ${approvedBy}` : '';
  const reviewer = isReviewer(useCurrentUser().user);
  switch (state) {
    case 'none':
      // Without a connection (or leave), the block's note says all there is.
      if (publishing.approvalBlock !== null && publishing.approvalBlock !== 'published') return null;
      return (
        <Typography color="text.secondary">
          {side === 'portal'
            ? `Approve the post for a time, and it goes out on ${profileOf(side, reviewer)} by itself.`
            : 'Not approved for LinkedIn.'}
        </Typography>
      );
    case 'scheduled':
      return attempts > 0 ? (
        <Alert severity="info" role="status">
          Publishing… {reason ?? 'It will be tried again shortly.'}
        </Alert>
      ) : (
        <Alert severity="success" icon={<ScheduleIcon />} role="status">
          Scheduled for LinkedIn{by}: {publishAt && when(publishAt)}
        </Alert>
      );
    case 'publishing':
      return (
        <Alert severity="info" role="status">
          Publishing… LinkedIn is being sent the post now.
        </Alert>
      );
    case 'published':
      return (
        <Alert severity="success" role="status">
          Published on LinkedIn{publishing.publishAt && <>: {when(publishing.publishAt)}</>}.{' '}
          {publishing.linkedinUrl && (
            <Link href={publishing.linkedinUrl} target="_blank" rel="noopener noreferrer">
              See it on LinkedIn
            </Link>
          )}
        </Alert>
      );
    case 'not_published':
      return (
        <Alert severity="error" role="alert">
          Not published. {reason}
        </Alert>
      );
    case 'check_linkedin':
      return (
        <Alert
          severity="warning"
          role="alert"
          action={
            onMarkPublished && (
              <Button color="inherit" size="small" onClick={onMarkPublished} sx={{ whiteSpace: 'nowrap' }}>
                It went out
              </Button>
            )
          }
        >
          Check LinkedIn. The post was sent and LinkedIn did not answer whether it went out, so it is not sent
          again by itself. If it is on the profile, mark it as published with its address; if not, publish it
          again.
        </Alert>
      );
    case 'changed':
      return (
        <Alert severity="warning" role="status">
          Changed since it was approved{by}: approve it again to publish it on LinkedIn.
        </Alert>
      );
  }
}

/** Why the reader may not approve the post now, and what to do about it. */
function BlockNote({
  publishing,
  side,
  clientId,
}: {
  publishing: PostPublishingDto;
  side: PublishingSide;
  clientId?: number;
}) {
  const settings = (
    <Link component={RouterLink} to="/dashboard/settings?linkedin=connect">
      Settings
    </Link>
  );
  switch (publishing.approvalBlock) {
    case 'not-connected':
      return side === 'portal' ? (
        <Typography color="text.secondary">
          Connect your LinkedIn profile in {settings} to publish posts by themselves.
        </Typography>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">The client has not connected LinkedIn.</Typography>
          {clientId !== undefined && <InviteToLinkedInButton clientId={clientId} />}
        </Stack>
      );
    case 'connection-ended':
      return side === 'portal' ? (
        <Alert severity="warning">
          The LinkedIn connection has ended: connect LinkedIn again in {settings}.
        </Alert>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="warning">The client’s LinkedIn connection has ended.</Alert>
          {clientId !== undefined && <InviteToLinkedInButton clientId={clientId} />}
        </Stack>
      );
    case 'not-allowed':
      return (
        <Typography color="text.secondary">
          {side === 'portal'
            ? 'The client publishes on LinkedIn themselves: they have not let reviewers approve posts for it.'
            : 'The client approves their posts for LinkedIn themselves: they have not let the team publish for them.'}
        </Typography>
      );
    case 'not-delivered':
      return (
        <Typography color="text.secondary">
          {side === 'portal'
            ? 'The writers are working on a new version: it can be approved once it is delivered.'
            : 'Deliver the post first: then it can be approved for LinkedIn.'}
        </Typography>
      );
    default:
      return null;
  }
}

/** The day and time to publish at, in the client's zone, and the buttons that approve it. */
function ApproveForm({
  postId,
  side,
  zone,
  chosenZone,
  initial,
  rescheduling,
  onPublishNow,
}: {
  postId: number;
  side: PublishingSide;
  zone: string;
  chosenZone: string | null;
  initial: { date: string; time: string };
  rescheduling: boolean;
  onPublishNow: () => void;
}) {
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [fieldError, setFieldError] = useState<{ field: 'date' | 'time'; message: string } | null>(null);
  const [portalApprove, portalState] = useApprovePublishingMutation();
  const [teamApprove, teamState] = useTeamApprovePublishingMutation();
  const busy = portalState.isLoading || teamState.isLoading;
  const hintId = useId();
  const submit = useSubmit({
    failureTitle: 'Could not approve the post for LinkedIn',
    showOnFields: (_error, message) => {
      const field = /^(date|time)\b/.exec(message)?.[1] as 'date' | 'time' | undefined;
      if (!field) return false;
      setFieldError({ field, message: sentence(message) });
      return true;
    },
  });
  const shown = date && time ? formatDateTimeIn(`${date}T${time}:00Z`, 'UTC') : '';

  const approve = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    const approvePublishingDto = { date, time, ...(chosenZone ? {} : { timeZone: zone }) };
    void submit(
      () =>
        (side === 'portal'
          ? portalApprove({ id: postId, approvePublishingDto })
          : teamApprove({ id: postId, approvePublishingDto })
        ).unwrap(),
      (answer: ApprovedPublishingDto) => ({
        title: 'Scheduled for LinkedIn',
        description:
          answer.note ??
          (answer.publishing.publishAt
            ? `It goes out ${formatDateTimeIn(answer.publishing.publishAt, zone)} (${readableZone(zone)}).`
            : undefined),
      }),
    );
  };

  return (
    <Box component="form" onSubmit={approve} noValidate aria-label="Approve and publish on LinkedIn">
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {`In ${readableZone(zone)} time${
          chosenZone
            ? ''
            : side === 'portal'
              ? ', this browser’s (it becomes your time zone: change it in Settings)'
              : ', this browser’s: the client has not chosen a time zone'
        }.`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          label="Day"
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={fieldError?.field === 'date'}
          helperText={fieldError?.field === 'date' ? fieldError.message : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': hintId } }}
          sx={{ flex: '1 1 10rem' }}
        />
        <TextField
          label="Time"
          type="time"
          required
          value={time}
          onChange={(event) => setTime(event.target.value)}
          error={fieldError?.field === 'time'}
          helperText={fieldError?.field === 'time' ? fieldError.message : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': hintId, step: 300 } }}
          sx={{ flex: '1 1 8rem' }}
        />
      </Box>
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', gap: 1, mt: 2 }}
      >
        <Button
          type="submit"
          variant="contained"
          startIcon={<ScheduleIcon />}
          loading={busy}
          disabled={!date || !time}
        >
          {rescheduling ? 'Change the time to' : 'Approve and publish at'} {shown}
        </Button>
        <Button variant="outlined" startIcon={<SendIcon />} onClick={onPublishNow} disabled={busy}>
          Publish now
        </Button>
      </Box>
    </Box>
  );
}

/** A server's rule as a sentence: 'time must be later than now' → 'Time must be later than now.' */
const sentence = (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;

/** Asks before publishing now: a post on LinkedIn cannot be taken back from here. */
function PublishNowDialog({
  open,
  postId,
  side,
  again,
  onClose,
}: {
  open: boolean;
  postId: number;
  side: PublishingSide;
  again: boolean;
  onClose: () => void;
}) {
  const [portalNow, portalState] = usePublishNowMutation();
  const [teamNow, teamState] = useTeamPublishNowMutation();
  const busy = portalState.isLoading || teamState.isLoading;
  const submit = useSubmit({ onClose, failureTitle: 'Could not publish on LinkedIn', closeOnFailure: true });
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="publish-now-title">
      <DialogTitle id="publish-now-title">Publish on LinkedIn now</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {again
            ? 'Publish the post again? Look at the LinkedIn profile first: if the post is there already, it would appear twice.'
            : 'The post goes out on the client’s LinkedIn profile within a minute.'}
        </DialogContentText>
      </DialogContent>
      <DialogButtons
        onCancel={close}
        busy={busy}
        label={again ? 'Publish again' : 'Publish now'}
        onConfirm={() =>
          void submit(
            () => (side === 'portal' ? portalNow({ id: postId }) : teamNow({ id: postId })).unwrap(),
            () => ({ title: 'Publishing on LinkedIn', description: 'It goes out within a minute.' }),
          )
        }
        wrap
      />
    </Dialog>
  );
}

function CancelButton({ postId, side }: { postId: number; side: PublishingSide }) {
  const [portalCancel, portalState] = useCancelPublishingMutation();
  const [teamCancel, teamState] = useTeamCancelPublishingMutation();
  const submit = useSubmit({ failureTitle: 'Could not take the approval back' });
  return (
    <Box>
      <Button
        color="inherit"
        loading={portalState.isLoading || teamState.isLoading}
        onClick={() =>
          void submit(
            () => (side === 'portal' ? portalCancel({ id: postId }) : teamCancel({ id: postId })).unwrap(),
            () => ({ title: 'Not scheduled for LinkedIn', description: 'The post waits, delivered.' }),
          )
        }
      >
        Don’t publish on LinkedIn
      </Button>
    </Box>
  );
}
