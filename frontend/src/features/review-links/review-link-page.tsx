import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  errorStatus,
  errorMessage,
  useGetReviewLinkQuery,
  usePublishFromReviewLinkMutation,
  useRequestRevisionFromReviewLinkMutation,
  type PostDto,
} from '../../api';
import { formatDate } from '../../components/format';
import { FEEDBACK_LIMIT, LIMITED_MAX_ROWS, countedHelp, fits } from '../../components/form/length-limit';
import { revisionFeedbackRules } from '../../components/form/rules';
import { ContentStatusBadge } from '../../components/content-status';
import { LinkedInMedia } from '../../components/media/linkedin-media';
import { Page } from '../../components/page';
import { useToast } from '../../components/toast/use-toast';
import { ReviewLinkConversation, useUnsentComments } from './review-link-conversation';

/** Where "sign in" leads: /auth, then on to the post (or the list) once signed in. */
function SignInLink({ postId, children }: { postId?: number; children: string }) {
  const pathname = postId ? `/dashboard/content/${postId}` : '/dashboard/content';
  return (
    <Button component={RouterLink} to="/auth" state={{ from: { pathname, search: '', hash: '' } }}>
      {children}
    </Button>
  );
}

/**
 * The result of a press. The button that had the focus is gone with the form, so the focus moves
 * here: a keyboard user goes on from the result, and a screen reader reads it.
 */
function DoneAlert({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} severity="success" role="status" sx={{ mb: 2 }}>
      {children}
    </Alert>
  );
}

/** The server refused the link itself (unknown, used, ended): asking again cannot help. */
const isRefusal = (error: unknown) => {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
};

/** What happened, in the portal's words, once a button did its work. */
const outcome = (action: 'publish' | 'revision', post: PostDto) =>
  action === 'revision'
    ? `You asked for a revision of “${post.title}”: our team will revise it and deliver the new version to you. Until then you keep the version you have.`
    : `“${post.title}” is now published in your portal.`;

/**
 * /review?token=…: the page a delivery mail's or a digest's button opens, without signing in. It shows
 * the one post; only a button press acts (opening it, as mail scanners do, changes nothing).
 */
export function ReviewLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, error, isLoading, isFetching, refetch } = useGetReviewLinkQuery({ token }, { skip: !token });
  const [done, setDone] = useState<Done | null>(null);

  if (!token) {
    return (
      <Page title="Review your post" maxWidth="sm">
        <Alert severity="error">This link is not valid: open the whole link from your email.</Alert>
        <SignInLink>Sign in for everything else</SignInLink>
      </Page>
    );
  }
  if (isLoading) {
    return (
      <Page title="Review your post" maxWidth="sm">
        <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Loading your post…</Typography>
        </Box>
      </Page>
    );
  }
  if (done) {
    return (
      <Page title="Review your post" maxWidth="sm">
        <DoneAlert>
          <AlertTitle>{done.title}</AlertTitle>
          {done.description}
        </DoneAlert>
        <Typography sx={{ mb: 2 }}>{outcome(done.action, done.post)}</Typography>
        <SignInLink postId={done.post.id}>Sign in for everything else</SignInLink>
      </Page>
    );
  }
  if (error || !data) {
    const gone = errorStatus(error) === 410;
    // Try Again only where it can help: the network or the server failed, not the link.
    const refused = isRefusal(error);
    return (
      <Page title="Review your post" maxWidth="sm">
        <Alert
          severity={refused ? 'info' : 'error'}
          sx={{ mb: 2 }}
          action={
            refused ? undefined : (
              <Button color="inherit" size="small" loading={isFetching} onClick={() => void refetch()}>
                Try Again
              </Button>
            )
          }
        >
          <AlertTitle>
            {gone
              ? 'This link no longer works'
              : refused
                ? 'This link does not work'
                : 'Error loading your post'}
          </AlertTitle>
          {errorMessage(error, 'The post could not be loaded.')}
        </Alert>
        <Typography sx={{ mb: 1 }}>Your posts are always in your portal.</Typography>
        <SignInLink>Sign in to see your posts</SignInLink>
      </Page>
    );
  }

  const { post } = data;
  const revising = data.action !== 'publish';
  return (
    // Reviewing words wants the text beside its comments on a desktop; a press wants nothing wide.
    <Page title="Review your post" maxWidth={revising ? 'lg' : 'sm'}>
      {data.firstName && <Typography sx={{ mb: 2 }}>Hi {data.firstName}, here is your post.</Typography>}
      {revising ? (
        <>
          <ReviewLinkConversation
            token={token}
            post={post}
            article={(text) => <PostCard post={post} text={text} />}
          />
          <Box sx={{ mt: 3 }}>
            <RevisionAction token={token} refusal={data.revisionRefusal} onDone={setDone} />
          </Box>
        </>
      ) : (
        <>
          <PostCard
            post={post}
            text={
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {post.content}
              </Typography>
            }
          />
          <Box sx={{ mt: 3 }}>
            <PublishAction token={token} post={post} onDone={setDone} />
          </Box>
        </>
      )}
      <Box sx={{ mt: 3 }}>
        <SignInLink postId={post.id}>Sign in for everything else</SignInLink>
      </Box>
    </Page>
  );
}

/**
 * The link's post: its status, title, date, text (`text`: the text as the page shows it) and its images
 * or document as LinkedIn shows them.
 */
function PostCard({ post, text }: { post: PostDto; text: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby="review-post-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <ContentStatusBadge status={post.status} />
      </Stack>
      <Typography id="review-post-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {post.title}
      </Typography>
      {post.scheduledFor && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Scheduled for {formatDate(post.scheduledFor)}
        </Typography>
      )}
      {text}
      {post.media && (
        <Box sx={{ mt: 2 }}>
          <LinkedInMedia media={post.media} />
        </Box>
      )}
    </Paper>
  );
}

interface Done {
  action: 'publish' | 'revision';
  title: string;
  description: string;
  post: PostDto;
}
type OnDone = (done: Done) => void;

function PublishAction({ token, post, onDone }: { token: string; post: PostDto; onDone: OnDone }) {
  const [publish, { isLoading }] = usePublishFromReviewLinkMutation();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const onPublish = async () => {
    try {
      const published = await publish({ token }).unwrap();
      const success = {
        title: 'Marked as published',
        description: 'Your content has been marked as published.',
      };
      toast(success);
      onDone({ ...success, action: 'publish', post: published });
    } catch (error) {
      setFailure(errorMessage(error));
      toast({
        title: 'Error marking as published',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };
  return (
    <Box>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>Error marking as published</AlertTitle>
          {failure}
        </Alert>
      )}
      {!post.canPublish && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only delivered or scheduled content can be marked as published.
        </Alert>
      )}
      <Button
        variant="contained"
        onClick={() => void onPublish()}
        loading={isLoading}
        disabled={!post.canPublish}
      >
        Mark as Published
      </Button>
    </Box>
  );
}

function RevisionAction({
  token,
  refusal,
  onDone,
}: {
  token: string;
  refusal: string | null;
  onDone: OnDone;
}) {
  const [requestRevision, { isLoading }] = useRequestRevisionFromReviewLinkMutation();
  const { toast } = useToast();
  const unsent = useUnsentComments(token);
  const [feedback, setFeedback] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  // As the portal's dialog: spaces alone are not feedback; with comments to send, the note may stay empty.
  const note = feedback.trim();
  const check = [revisionFeedbackRules(unsent > 0).validate(feedback), fits(FEEDBACK_LIMIT)(note.length)];
  const invalid = check.find((result): result is string => result !== true) ?? null;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) {
      field.current?.focus();
      return;
    }
    try {
      const revised = await requestRevision({
        token,
        revisionFeedbackDto: note ? { feedbackNotes: note } : {},
      }).unwrap();
      const success = {
        title: 'Revision requested',
        description: "Your feedback has been sent to our team. We'll update your content soon.",
      };
      toast(success);
      onDone({ ...success, action: 'revision', post: revised });
    } catch (error) {
      // The feedback stays in the field: nothing typed is lost.
      setFailure(errorMessage(error));
      toast({ title: 'Error requesting revision', description: errorMessage(error), variant: 'destructive' });
    }
  };

  if (refusal) {
    return (
      <Alert severity="info">
        <AlertTitle>A revision cannot be requested</AlertTitle>
        {refusal}
      </Alert>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="review-feedback-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Typography id="review-feedback-title" variant="h6" component="h2">
        Request a revision
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {unsent > 0
          ? `Your ${unsent === 1 ? 'comment' : `${unsent} comments`} not sent yet ${unsent === 1 ? 'goes' : 'go'} with this request. Add a note on the whole post if you like.`
          : 'Tell us what you would like changed in this post.'}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>Error requesting revision</AlertTitle>
          {failure}
        </Alert>
      )}
      <TextField
        label="Revision feedback"
        multiline
        minRows={4}
        maxRows={LIMITED_MAX_ROWS}
        fullWidth
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
        onBlur={() => setTouched(true)}
        // Too long says so at once; too short once the field was left or sent.
        {...countedHelp(
          note.length,
          FEEDBACK_LIMIT,
          touched && invalid ? invalid : undefined,
          'Be as specific as possible to help our writers address your needs.',
        )}
        inputRef={field}
      />
      <Button type="submit" variant="contained" loading={isLoading} sx={{ mt: 2 }}>
        Submit Revision Request
      </Button>
    </Box>
  );
}
