import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt, updatedAt } from '../common/base.entity.js';
import { Post } from '../content/post.entity.js';
import { User } from '../users/user.entity.js';

/**
 * Where a post stands on its way to LinkedIn (docs/product.md, "Publishing on LinkedIn"):
 * - `scheduled`: approved, waiting for its time (or for its next try after LinkedIn was busy);
 * - `publishing`: a server holds it and is sending it now;
 * - `published`: it went out; its id and address are stored;
 * - `not_published`: LinkedIn said no for good (or never answered): `reason` says why;
 * - `check_linkedin`: the post was sent and no answer came back: it may be out, so it is never sent
 *   again by itself; the client or the team confirms it or publishes again.
 */
export const PUBLICATION_STATES = [
  'scheduled',
  'publishing',
  'published',
  'not_published',
  'check_linkedin',
] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** A post approved to go out on the client's LinkedIn profile by itself: one row a post. */
export const LinkedInPublicationSchema = defineEntity({
  name: 'LinkedInPublication',
  tableName: 'linkedin_publications',
  properties: {
    ...idAndCreatedAt(),
    ...updatedAt(),
    post: () => p.manyToOne(Post).deleteRule('cascade').unique('linkedin_publications_post_id_unique'),
    state: p.enum(PUBLICATION_STATES).columnType('varchar(20)'),
    /** When it goes out, as approved. */
    publishAt: p.datetime(),
    /** When the queue next takes it: publishAt, or later after a busy LinkedIn. */
    nextTryAt: p.datetime(),
    /** The delivered version approved: a later delivery needs approving again. */
    versionNumber: p.integer(),
    approvedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    approvedAt: p.datetime(),
    /** Tries so far (each claim counts one). */
    attempts: p.integer().default(0),
    /** When a server took it to publish; a hold older than the lease is looked at again. */
    claimedAt: p.datetime().nullable(),
    /** When the create was sent: from then on its outcome may be unknown, never sent again by itself. */
    sentAt: p.datetime().nullable(),
    /** Why it did not go out (or is being tried again), in the client's words. */
    reason: p.text().nullable(),
    /** LinkedIn's id of the post (`urn:li:share:…` or `urn:li:ugcPost:…`) and its address. */
    linkedinUrn: p.string().length(100).nullable(),
    linkedinUrl: p.string().length(500).nullable(),
    publishedAt: p.datetime().nullable(),
  },
  indexes: [
    // The queue's pass every minute: only the rows still to send are in it.
    {
      name: 'linkedin_publications_due_index',
      expression:
        'create index "linkedin_publications_due_index" on "linkedin_publications" ("next_try_at") where "state" in (\'scheduled\', \'publishing\')',
    },
  ],
});

export class LinkedInPublication extends LinkedInPublicationSchema.class {}
LinkedInPublicationSchema.setClass(LinkedInPublication);
