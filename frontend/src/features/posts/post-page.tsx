import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  isNotFound,
  errorMessage,
  useGetAdminContentQuery,
  useGetClientQuery,
  useListAdminContentCommentsQuery,
  useTeamPostPublishingQuery,
  type AdminPostDto,
} from '../../api';
import { parseId } from '../../components/format';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { linkedInSetUp } from '../../components/linkedin-publishing/linkedin-set-up';
import { SectionCard } from '../../components/section-card';
import { useToast } from '../../components/toast/use-toast';
import { CompareVersions } from './components/compare-versions';
import { DeliveryRefusalAlert } from './components/delivery-refusal-alert';
import { EmptyState, Loading } from './components/empty-state';
import { PostActions } from './components/post-actions';
import { PostEditor } from './components/post-editor';
import type { VoiceState } from './components/voice-check-panel';
import { PostHeader } from './components/post-header';
import { POST_MEDIA_ID, PostMediaEditor } from './components/post-media-editor';
import { PostPerformance } from './components/post-performance';
import { RevisionAlert } from './components/revision-alert';
import { RevisionHistory } from './components/revision-history';
import { suggestionsTaken } from './components/suggestions-taken';
import { ReviewPanel } from './components/review-panel';
import { ReviewReturnedAlert } from './components/review-returned-alert';
import { TeamConversation } from './components/team-conversation';
import { usePostForm } from './hooks/use-post-form';

// Its own chunk: a post page without LinkedIn set up never needs it.
const LinkedInPublishingCard = lazy(() =>
  import('../../components/linkedin-publishing/linkedin-publishing-card').then((module) => ({
    default: module.LinkedInPublishingCard,
  })),
);

/**
 * /admin/content/{id}: one post, worked on. A draft is edited, sent for review when the client's posts
 * are reviewed (approved or sent back by an admin), and delivered; a delivered post is scheduled,
 * published, or taken back to draft; every version the client got is kept below, with who wrote,
 * reviewed and delivered it.
 * Fetched afresh on every visit: the client may have asked for a revision meanwhile.
 */
export function PostPage() {
  const id = parseId(useParams().id);
  const { data, error, isLoading, isFetching, refetch } = useGetAdminContentQuery(id ? { id } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const notFound = !id || isNotFound(error);

  let body: ReactNode;
  if (notFound) {
    body = (
      <EmptyState
        title="Post not found"
        actions={
          <Button component={RouterLink} to="/admin" variant="contained">
            Back to the board
          </Button>
        }
      >
        There is no post at this address. It may have been deleted, or the link is out of date.
      </EmptyState>
    );
  } else if (isLoading) {
    body = <Loading label="Loading post" />;
  } else if (!data) {
    body = (
      <LoadError
        title="Failed to load the post"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  } else {
    body = (
      <>
        {error && (
          <LoadError
            title="Failed to refresh the post"
            message={errorMessage(error)}
            retrying={isFetching}
            onRetry={() => refetch()}
          />
        )}
        <PostWorkspace key={data.id} post={data} />
      </>
    );
  }

  return (
    <Page title={data && !notFound ? data.title : 'Post'} maxWidth="lg">
      {body}
    </Page>
  );
}

/** The client's onboarding answers for the voice check (their page's call, cached with it). */
function useClientVoice(clientId: number): VoiceState {
  const { data, error, isLoading, isFetching, refetch } = useGetClientQuery({ id: clientId });
  if (data) return { status: 'ready', voice: data.voice };
  if (isLoading) return { status: 'loading' };
  return { status: 'error', message: errorMessage(error), retrying: isFetching, onRetry: () => refetch() };
}

function PostWorkspace({ post }: { post: AdminPostDto }) {
  const { form, save, saving, isDirty } = usePostForm(post);
  const voice = useClientVoice(post.clientId);
  const { toast } = useToast();
  const published = post.status === 'published';
  // The LinkedIn card's code is fetched only where LinkedIn is set up (the card reads this answer, cached).
  const publishing = useTeamPostPublishingQuery(post.status === 'draft' ? skipToken : { id: post.id }).data;
  const linkedIn = linkedInSetUp(publishing);
  const formHeadingId = useId();
  // The suggested edits each version took, from the conversation (its own call, cached).
  const threads = useListAdminContentCommentsQuery({ id: post.id }).data?.threads;
  const taken = useMemo(() => {
    const { byVersion, draft } = suggestionsTaken(post.versions, threads ?? []);
    return { taken: byVersion, inDraft: post.status === 'draft' ? draft : [] };
  }, [post.versions, post.status, threads]);

  const onSave = form.handleSubmit(async (values) => {
    if (await save(values)) toast({ title: post.editable ? 'Draft saved' : 'Date saved' });
  });

  return (
    <>
      <PostHeader post={post} />
      {post.status === 'draft' && post.deliveryRefusal && (
        <DeliveryRefusalAlert
          reason={post.deliveryRefusal}
          clientId={post.clientId}
          clientName={post.clientName}
          mediaAnchor={POST_MEDIA_ID}
        />
      )}
      {post.revisionRequested && <RevisionAlert post={post} />}
      {post.review?.state === 'returned' && <ReviewReturnedAlert review={post.review} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
        <Paper
          component="form"
          noValidate
          onSubmit={onSave}
          aria-labelledby={formHeadingId}
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          {/* The form's h2, as the cards beside it have theirs: the preview's h3 below skips no level. */}
          <Typography variant="h5" component="h2" id={formHeadingId} sx={{ mb: 2 }}>
            Post
          </Typography>
          <PostEditor
            control={form.control}
            clientName={post.clientName}
            media={post.media}
            voice={voice}
            textEditable={post.editable}
            readOnlyHint={published ? 'Published: its text can no longer change.' : undefined}
            scheduleEditable={!published}
            scheduleRules={post.status === 'scheduled' ? scheduledDateRules : undefined}
            footer={
              !published && (
                <Button type="submit" variant="contained" loading={saving} disabled={!isDirty}>
                  {post.editable ? 'Save draft' : 'Save date'}
                </Button>
              )
            }
          />
        </Paper>
        <PostMediaEditor post={post} />
        {post.status === 'draft' && (post.review || post.reviewRequired || post.canRequestReview) && (
          <SectionCard title="Review">
            <ReviewPanel post={post} form={form} isDirty={isDirty} saving={saving} save={save} />
          </SectionCard>
        )}
        <SectionCard title="Status">
          <PostActions post={post} form={form} isDirty={isDirty} saving={saving} save={save} />
        </SectionCard>
        {post.status !== 'draft' && linkedIn && (
          <Suspense fallback={null}>
            <LinkedInPublishingCard
              postId={post.id}
              side="team"
              scheduledFor={post.scheduledFor}
              clientId={post.clientId}
            />
          </Suspense>
        )}
        {published && <PostPerformance postId={post.id} clientId={post.clientId} />}
        <SectionCard title="Conversation">
          <TeamConversation post={post} unsaved={isDirty} />
        </SectionCard>
        <SectionCard title="Revision history">
          <RevisionHistory versions={post.versions} {...taken} />
        </SectionCard>
        <CompareVersions post={post} unsaved={isDirty} />
      </Box>
    </>
  );
}

/** A scheduled post keeps its date (the server refuses to clear it). */
const scheduledDateRules = {
  validate: (value: string) => !!value || 'A scheduled post needs its date: unschedule it first',
};
