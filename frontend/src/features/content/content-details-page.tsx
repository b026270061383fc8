import { lazy, Suspense, useState, type ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PublishIcon from '@mui/icons-material/Publish';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  useGetContentQuery,
  useListContentCommentsQuery,
  usePostPublishingQuery,
  type PostDetailsDto,
} from '../../api';
import { isReviewer, useCurrentUser } from '../../store/use-current-user';
import { EmptyCard } from '../../components/empty-card';
import type { FoldDevice } from '../../components/linkedin-fold';
import { LinkedInPreview } from '../../components/linkedin-preview';
import { ContentStatusBadge, RevisionRequestedBadge } from '../../components/content-status';
import { parseId } from '../../components/format';
import { Page } from '../../components/page';
import { linkedInSetUp } from '../../components/linkedin-publishing/linkedin-set-up';
import { useCopyToClipboard } from '../../components/toast/use-copy-to-clipboard';
import { contentDates } from './components/content-card';
import { ContentPerformance } from './components/content-performance';
import { PostConversation } from './components/post-conversation';
import { RevisionAction } from './components/revision-action';
import { WhatChanged } from './components/what-changed';
import { OnceOpened } from '../../components/once-opened';

export type ContentDialog = 'revision' | 'publish';

// Fetched when first opened: the page's first JavaScript carries no form.
const RevisionDialog = lazy(() =>
  import('./components/revision-dialog').then((module) => ({ default: module.RevisionDialog })),
);
const PublishDialog = lazy(() =>
  import('./components/publish-dialog').then((module) => ({ default: module.PublishDialog })),
);

// Its own chunk, fetched with the post: a server without LinkedIn set up shows nothing of it.
const LinkedInPublishingCard = lazy(() =>
  import('../../components/linkedin-publishing/linkedin-publishing-card').then((module) => ({
    default: module.LinkedInPublishingCard,
  })),
);

const LIST = '/dashboard/content';

/**
 * /dashboard/content/{id} (docs/product.md, "Content details"): one post in full and what the client may do
 * with it. Reached as /dashboard/content/{id}/revision or /publish (the list's links), it opens that dialog
 * at once when the post allows it; closing the dialog then returns to the post's own address.
 */
export function ContentDetailsPage({ dialog: routeDialog }: { dialog?: ContentDialog }) {
  const id = parseId(useParams().id);
  const answer = useGetContentQuery(id ? { id } : skipToken);
  const { error, isLoading } = answer;
  // A reviewer does not publish, nor see the numbers (docs/product.md, "Roles").
  const reviewer = isReviewer(useCurrentUser().user);
  const data = answer.data && reviewer ? { ...answer.data, canPublish: false } : answer.data;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<ContentDialog | null>(null);
  const [routeDialogSeen, setRouteDialogSeen] = useState(false);
  // The comments not sent yet go with a revision request (the conversation's own call, cached).
  const unsent = useListContentCommentsQuery(data ? { id: data.id } : skipToken).data?.unsent ?? 0;
  // The card's code is fetched only where LinkedIn is set up (the card reads the same answer, cached).
  const publishing = usePostPublishingQuery(data ? { id: data.id } : skipToken).data;
  const linkedIn = linkedInSetUp(publishing);

  if (routeDialog && !routeDialogSeen && data) {
    setRouteDialogSeen(true);
    if (routeDialog === 'revision' ? data.canRequestRevision : data.canPublish) setDialog(routeDialog);
  }

  // Opened by the address, a closed dialog leaves the post's own address (once it has faded out: the
  // page changes then, and a dialog taken away mid-transition would leave the page hidden).
  const closeDialog = () => setDialog(null);
  const dialogExited = () => {
    if (routeDialog) navigate(`${LIST}/${id}`, { replace: true });
  };

  let body: ReactNode;
  if (!id || error) {
    body = <ContentNotFound />;
  } else if (isLoading || !data) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading content" />
      </Box>
    );
  } else {
    body = (
      <>
        <PostConversation
          post={data}
          onRequestRevision={() => setDialog('revision')}
          article={(text) => <ContentView content={data} onOpen={setDialog} body={text} />}
          // What changed: the version delivered before against this one (nothing after a first
          // delivery), by the text, where a phone's reader meets it before the comments.
          belowText={data.previousVersion && <WhatChanged post={data} />}
        />
        {linkedIn && (
          <Suspense fallback={null}>
            <Box sx={{ mt: 3 }}>
              <LinkedInPublishingCard
                postId={data.id}
                side="portal"
                scheduledFor={data.scheduledFor}
                onMarkPublished={data.canPublish ? () => setDialog('publish') : undefined}
              />
            </Box>
          </Suspense>
        )}
        {data.status === 'published' && !reviewer && (
          <Box sx={{ mt: 3 }}>
            <ContentPerformance contentId={data.id} />
          </Box>
        )}
        <OnceOpened open={dialog === 'revision'}>
          <RevisionDialog
            contentId={data.id}
            unsent={unsent}
            open={dialog === 'revision'}
            onClose={closeDialog}
            onExited={dialogExited}
          />
        </OnceOpened>
        <OnceOpened open={dialog === 'publish'}>
          <PublishDialog
            contentId={data.id}
            open={dialog === 'publish'}
            onClose={closeDialog}
            onExited={dialogExited}
          />
        </OnceOpened>
      </>
    );
  }

  return (
    <Page title="Content Details" maxWidth="lg">
      <Button component={RouterLink} to={LIST} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Content List
      </Button>
      {body}
    </Page>
  );
}

function ContentView({
  content,
  onOpen,
  body,
}: {
  content: PostDetailsDto;
  onOpen: (dialog: ContentDialog) => void;
  /** The post's text, where words are selected and their comments highlighted. */
  body: ReactNode;
}) {
  const copyToClipboard = useCopyToClipboard();
  const [device, setDevice] = useState<FoldDevice>('desktop');

  const copy = () => copyToClipboard(content.content, 'The content');

  return (
    <Card variant="outlined" component="article" aria-labelledby="content-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <ContentStatusBadge status={content.status} />
          {content.revisionRequested && <RevisionRequestedBadge at={content.revisionRequestedAt} />}
        </Box>
        <Box>
          <Typography
            variant="h2"
            id="content-title"
            sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {content.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {contentDates(content)}
          </Typography>
          {content.publishedUrl && (
            <Link href={content.publishedUrl} target="_blank" rel="noopener noreferrer" variant="body2">
              View on LinkedIn
            </Link>
          )}
        </Box>
        {body}
        {/* What their readers see before "…see more", and its images or document, as the editor showed the writer. */}
        <LinkedInPreview
          authorName={content.authorName}
          text={content.content}
          media={content.media}
          device={device}
          onDeviceChange={setDevice}
        />
        {content.feedbackNotes && (
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="feedback-title"
            sx={{ p: 2, bgcolor: 'background.default' }}
          >
            <Typography id="feedback-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Your Revision Feedback:
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {content.feedbackNotes}
            </Typography>
          </Paper>
        )}
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
            Copy to Clipboard
          </Button>
          {content.canPublish && (
            <Button variant="contained" startIcon={<PublishIcon />} onClick={() => onOpen('publish')}>
              Mark as Published
            </Button>
          )}
          <RevisionAction
            item={content}
            action={{ onClick: () => onOpen('revision') }}
            variant="outlined"
            icon
          />
        </Box>
      </CardContent>
    </Card>
  );
}

function ContentNotFound() {
  return (
    <EmptyCard
      title="Content Not Found"
      size="h5"
      text="The requested content could not be found or there was an error loading it."
      action={
        <Button component={RouterLink} to={LIST} variant="contained">
          Go to My Content
        </Button>
      }
    />
  );
}
