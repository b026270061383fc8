import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt, updatedAt } from '../common/base.entity.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { User } from '../users/user.entity.js';

export const POST_STATUSES = ['draft', 'delivered', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * Where a draft stands in an admin's review (for clients whose posts are reviewed before delivery):
 * ready for review, approved (it may be delivered as it is), or returned to the writer with a note.
 * Null when no review was asked for since the last delivery.
 */
export const REVIEW_STATES = ['ready', 'approved', 'returned'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const PostSchema = defineEntity({
  name: 'Post',
  tableName: 'content_deliverables',
  properties: {
    ...idAndCreatedAt(),
    ...updatedAt(),
    client: () => p.manyToOne(User).deleteRule('cascade'),
    subscription: () =>
      p
        .manyToOne(ClientSubscription)
        .deleteRule('cascade')
        .index('content_deliverables_subscription_id_index'),
    title: p.string().length(255),
    content: p.text(),
    scheduledFor: p.datetime().nullable(),
    status: p.enum(POST_STATUSES).columnType('varchar(20)').default('draft'),
    feedbackNotes: p.text().nullable(),
    revisionRequested: p.boolean().default(false),
    /** When the client asked for the revision that is waiting; null when none is. */
    revisionRequestedAt: p.datetime().nullable(),
    /** Revisions the client asked for; the Ghost plan allows 1 per post. */
    revisionCount: p.integer().default(0),
    publishedUrl: p.string().length(500).nullable(),
    /** When the post was (last) marked published: the performance reminders count from it. */
    publishedAt: p.datetime().nullable(),
    /** Performance reminders mailed to the client since: 0, 1 (after 3 days), 2 (after 14 days). */
    performanceRemindersSent: p.integer().default(0),
    /** The content pillar (one of the client's onboarding answers) the post serves, as the writer chose it. */
    pillar: p.string().length(255).nullable(),
    /** When the post was first delivered to the client: what the production board counts. */
    deliveredAt: p.datetime().nullable(),
    /** Who last wrote the draft's title or body (created or edited it); kept on the version delivered. */
    writtenBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    reviewState: p.enum(REVIEW_STATES).columnType('varchar(20)').nullable(),
    /** The admin's note when sending the draft back; null otherwise. */
    reviewNote: p.text().nullable(),
    /** Who asked for the review, and when. */
    reviewRequestedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    reviewRequestedAt: p.datetime().nullable(),
    /** The admin who approved or returned the draft, and when. */
    reviewedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    reviewedAt: p.datetime().nullable(),
  },
  indexes: [
    // The client's content list, newest first.
    { name: 'content_deliverables_client_id_created_at_index', properties: ['client', 'createdAt'] },
    { name: 'content_deliverables_delivered_at_index', properties: ['deliveredAt'] },
    // The performance figures: the posts published in a window (the board's 60 days, a month's report).
    { name: 'content_deliverables_published_at_index', properties: ['publishedAt'] },
    // The calendar: a month or week of posts by scheduled date.
    { name: 'content_deliverables_scheduled_for_index', properties: ['scheduledFor'] },
    // The performance reminders' schedule: only published posts still owed a reminder are in it.
    {
      name: 'content_deliverables_performance_reminder_index',
      expression:
        'create index "content_deliverables_performance_reminder_index" on "content_deliverables" ("published_at") where "status" = \'published\' and "performance_reminders_sent" < 2',
    },
    // The back office's post lists, newest change first: all, one client's, one status.
    { name: 'content_deliverables_updated_at_index', properties: ['updatedAt'] },
    { name: 'content_deliverables_client_id_updated_at_index', properties: ['client', 'updatedAt'] },
    { name: 'content_deliverables_status_updated_at_index', properties: ['status', 'updatedAt'] },
    // The revision queue, oldest request first: only the few posts waiting are in it.
    {
      name: 'content_deliverables_revision_queue_index',
      expression:
        'create index "content_deliverables_revision_queue_index" on "content_deliverables" ("revision_requested_at", "id") where "revision_requested"',
    },
    // The review queue, oldest request first: only the few drafts waiting for review are in it.
    {
      name: 'content_deliverables_review_queue_index',
      expression:
        'create index "content_deliverables_review_queue_index" on "content_deliverables" ("review_requested_at", "id") where "review_state" = \'ready\'',
    },
    // The back office's search matches inside titles (ILIKE '%…%'): a trigram index.
    {
      name: 'content_deliverables_title_trgm_index',
      expression:
        'create index "content_deliverables_title_trgm_index" on "content_deliverables" using gin ("title" gin_trgm_ops)',
    },
  ],
});

export class Post extends PostSchema.class {}
PostSchema.setClass(Post);
