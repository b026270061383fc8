import { isReviewerActor, type ClientActor } from '../common/client-scope.js';
import { displayName } from '../common/names.js';
import type { SessionUser } from '../common/session-user.js';
import { toTeamMemberRef } from '../users/user.mapper.js';
import type { User } from '../users/user.entity.js';
import type {
  AdminPostDto,
  AdminPostSummaryDto,
  DeliveryNotice,
  PostVersionDto,
} from './dto/admin-post.dto.js';
import type { PostMediaDto } from './dto/post-media.dto.js';
import type { PostDetailsDto, PostDto, ReceivedVersionDto } from './dto/post.dto.js';
import type { MediaReader } from './media-urls.js';
import { postMediaKind, toPostMediaDto, type AttachedFile, type MediaByOwner } from './post-media-reader.js';
import { adminNextStatuses, canPublish, clientStatus, isEditable, revisionBlock } from './post-rules.js';
import type { PostVersion } from './post-version.entity.js';
import type { Post } from './post.entity.js';
import { reviewDecisionRefusal, reviewRefusal, reviewRequestRefusal } from './review-rules.js';

/**
 * What toPostDto reads of a post: an entity, or a row of the client's list read without the ORM
 * (posts.service.ts, listForClient).
 */
export type ClientPostView = Pick<
  Post,
  | 'id'
  | 'title'
  | 'content'
  | 'status'
  | 'deliveredAt'
  | 'scheduledFor'
  | 'feedbackNotes'
  | 'revisionRequested'
  | 'revisionRequestedAt'
  | 'revisionCount'
  | 'publishedUrl'
  | 'createdAt'
  | 'updatedAt'
> & { subscription: Pick<Post['subscription'], 'id' | 'plan' | 'revisionsPerPost'> };

/**
 * A post as its client sees it; while it is back in draft for a revision, the version they `received`,
 * still delivered to them. `media` is the latest delivered version's (PostMediaReader.delivered), in
 * the reader's addresses.
 */
export const toPostDto = (
  post: ClientPostView,
  received: Pick<PostVersion, 'title' | 'content'> | undefined,
  media: PostMediaDto | null,
): PostDto => {
  const block = revisionBlock(post, post.subscription);
  return {
    id: post.id,
    subscriptionId: post.subscription.id,
    plan: post.subscription.plan,
    revisionsPerPost: post.subscription.revisionsPerPost ?? null,
    title: received?.title ?? post.title,
    content: received?.content ?? post.content,
    media,
    scheduledFor: post.scheduledFor ?? null,
    status: clientStatus(post),
    // The feedback of the round waiting for its version: a new version delivered answers it.
    feedbackNotes: post.revisionRequested ? (post.feedbackNotes ?? null) : null,
    revisionRequested: post.revisionRequested,
    revisionRequestedAt: post.revisionRequestedAt ?? null,
    revisionCount: post.revisionCount,
    canRequestRevision: block === null,
    revisionBlock: block,
    canPublish: canPublish(post.status),
    publishedUrl: post.publishedUrl ?? null,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  };
};

/**
 * A post's answer as `actor` may read it: a reviewer's without the subscription's terms (its id, plan
 * and revisions per post), which the subscription endpoints refuse them (docs/product.md, "Roles").
 */
export function asSeenBy<T extends { subscriptionId?: number; plan?: unknown; revisionsPerPost?: unknown }>(
  actor: ClientActor,
  post: T,
): T {
  if (!isReviewerActor(actor)) return post;
  const seen = { ...post };
  delete seen.subscriptionId;
  delete seen.plan;
  delete seen.revisionsPerPost;
  return seen;
}

/**
 * A post as its client opens it: as toPostDto, with the version delivered before the one they have
 * (`previous`), to show what changed, and its author as LinkedIn names them (the client, populated).
 * `media` holds the versions' media by version id, each in the client's addresses.
 */
export const toPostDetailsDto = (
  post: Post,
  received: PostVersion | undefined,
  versions: { latest?: PostVersion; previous?: PostVersion },
  media: MediaByOwner,
): PostDetailsDto => {
  const reader: MediaReader = { kind: 'client', postId: post.id };
  const { latest, previous } = versions;
  return {
    ...toPostDto(post, received, latest ? toPostMediaDto(media.get(latest.id), reader) : null),
    previousVersion: previous
      ? toReceivedVersionDto(previous, toPostMediaDto(media.get(previous.id), reader))
      : null,
    authorName: displayName(post.client),
  };
};

const toReceivedVersionDto = (version: PostVersion, media: PostMediaDto | null): ReceivedVersionDto => ({
  number: version.number,
  title: version.title,
  content: version.content,
  media,
  deliveredAt: version.createdAt,
});

/** A post in the back office's lists (client and subscription populated), with its draft's media files. */
export const toAdminPostSummaryDto = (
  post: Post,
  draftMedia: AttachedFile[] | undefined,
): AdminPostSummaryDto => ({
  id: post.id,
  clientId: post.client.id,
  clientName: displayName(post.client),
  subscriptionId: post.subscription.id,
  plan: post.subscription.plan,
  title: post.title,
  status: post.status,
  scheduledFor: post.scheduledFor ?? null,
  feedbackNotes: post.feedbackNotes ?? null,
  revisionRequested: post.revisionRequested,
  revisionRequestedAt: post.revisionRequestedAt ?? null,
  revisionCount: post.revisionCount,
  publishedUrl: post.publishedUrl ?? null,
  deliveredAt: post.deliveredAt ?? null,
  pillar: post.pillar ?? null,
  // The writer loaded with the client (populate client.assignedTo).
  assignedTo: post.client.assignedTo ? toTeamMemberRef(post.client.assignedTo) : null,
  reviewState: post.reviewState ?? null,
  reviewRequestedAt: post.reviewState === 'ready' ? (post.reviewRequestedAt ?? null) : null,
  mediaKind: postMediaKind(draftMedia),
  mediaCount: draftMedia?.length ?? 0,
  createdAt: post.createdAt,
  updatedAt: post.updatedAt,
});

const nameOf = (user: Parameters<typeof displayName>[0] | null | undefined): string | null =>
  user ? displayName(user) : null;

/** A delivered version in the editor, with its media in the team's addresses. */
export const toPostVersionDto = (
  version: PostVersion,
  media: AttachedFile[] | undefined,
): PostVersionDto => ({
  id: version.id,
  number: version.number,
  title: version.title,
  content: version.content,
  feedbackNotes: version.feedbackNotes ?? null,
  writtenBy: nameOf(version.writtenBy),
  reviewedBy: nameOf(version.reviewedBy),
  deliveredBy: nameOf(version.deliveredBy),
  deliveredAt: version.createdAt,
  media: toPostMediaDto(media, { kind: 'team', postId: version.post.id }),
});

/**
 * A post in the back office's editor as the signed-in `member` may act on it: its body, the moves
 * allowed now, its `versions`, newest first, why it cannot be delivered now, if it cannot
 * (`deliveryRefusal`, or `reviewRefusal` for want of review), and what they may do about its review.
 * Names come from the users loaded with it (client.assignedTo, writtenBy, reviewRequestedBy, reviewedBy).
 * `media`: the draft's files and each version's (by version id).
 */
export const toAdminPostDto = (
  post: Post,
  versions: PostVersion[],
  deliveryRefusal: string | null,
  member: SessionUser,
  media: { draft: AttachedFile[] | undefined; versions: MediaByOwner },
): AdminPostDto => ({
  ...toAdminPostSummaryDto(post, media.draft),
  content: post.content,
  media: toPostMediaDto(media.draft, { kind: 'team', postId: post.id }),
  allowedStatuses: adminNextStatuses(post.status).filter(
    (to) => to !== 'delivered' || !reviewRefusal(post, member.role),
  ),
  editable: isEditable(post.status),
  versions: versions.map((version) => toPostVersionDto(version, media.versions.get(version.id))),
  deliveryRefusal,
  writtenBy: nameOf(post.writtenBy),
  reviewRequired: post.client.reviewRequired,
  review: post.reviewState
    ? {
        state: post.reviewState,
        requestedBy: nameOf(post.reviewRequestedBy),
        requestedAt: post.reviewRequestedAt ?? null,
        reviewedBy: nameOf(post.reviewedBy),
        reviewedAt: post.reviewedAt ?? null,
        note: post.reviewNote ?? null,
      }
    : null,
  reviewRefusal: reviewRefusal(post, member.role),
  canRequestReview: isEditable(post.status) && reviewRequestRefusal(post) === null,
  canReview: member.role === 'admin' && reviewDecisionRefusal(post) === null,
  deliveryNotice: deliveryNotice(post.client),
});

/** How the client hears of a delivery (admin-posts.service.ts `announce`, review-digest.ts). */
export const deliveryNotice = (client: Pick<User, 'email' | 'reviewDigest'>): DeliveryNotice =>
  !client.email ? 'none' : client.reviewDigest ? 'digest' : 'email';
