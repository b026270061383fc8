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
  },
});

export class LinkedInConnection extends LinkedInConnectionSchema.class {}
LinkedInConnectionSchema.setClass(LinkedInConnection);
