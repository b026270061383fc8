import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A client's LinkedIn profile, connected (docs/architecture.md, "LinkedIn"): whose it is, when the
 * grant ends, and the member's token, sealed (token-cipher.ts). One a client; gone with the client.
 */
export const LinkedInConnectionSchema = defineEntity({
  name: 'LinkedInConnection',
  tableName: 'linkedin_connections',
  properties: {
    ...idAndCreatedAt(),
    client: () => p.manyToOne(User).deleteRule('cascade').unique('linkedin_connections_client_id_unique'),
    /** The member's id (`sub`): posts go out as `urn:li:person:{sub}`. */
    memberSub: p.string().length(64),
    memberName: p.string().length(255),
    pictureUrl: p.text().nullable(),
    /** Sealed with the row's id; never in an answer or a log. */
    token: p.text().hidden(),
    expiresAt: p.datetime(),
    /** As LinkedIn granted them, space-separated. */
    scopes: p.string().length(255),
    /** The client lets the team approve their posts for LinkedIn (no second click of theirs). */
    teamMayPublish: p.boolean().default(false),
    /** The client lets their reviewers approve posts for LinkedIn. */
    reviewersMayPublish: p.boolean().default(false),
    /** Mails sent about this grant's end: 0, 1 (a week before), 2 (a day before); back to 0 on reconnecting. */
    endRemindersSent: p.integer().default(0),
  },
});

export class LinkedInConnection extends LinkedInConnectionSchema.class {}
LinkedInConnectionSchema.setClass(LinkedInConnection);
