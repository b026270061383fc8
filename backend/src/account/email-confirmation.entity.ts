import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';

/** How long a confirmation link works. */
export const EMAIL_CONFIRMATION_VALIDITY_DAYS = 7;

/**
 * A link mailed to an address to prove it is its owner's: a team member's new address (theirs to
 * confirm before it replaces the old one) or one an admin set for them. Used once, for
 * EMAIL_CONFIRMATION_VALIDITY_DAYS; a newer link of the same user ends it. Only a hash of the token is kept.
 */
export const EmailConfirmationSchema = defineEntity({
  name: 'EmailConfirmation',
  tableName: 'email_confirmations',
  properties: {
    ...idAndCreatedAt(),
    user: () => p.manyToOne(User).deleteRule('cascade').index('email_confirmations_user_id_index'),
    /** The address the link was mailed to, which becomes the account's when it is opened. */
    email: p.string().length(255),
    /** A SHA-256 hash (hex) of the mailed token: the token itself is never stored. */
    tokenHash: p.string().length(64).unique().hidden(),
    expiresAt: p.datetime(),
    /** When it was opened, canceled or replaced by a newer link; null while it waits. */
    usedAt: p.datetime().nullable(),
  },
});

export class EmailConfirmation extends EmailConfirmationSchema.class {}
EmailConfirmationSchema.setClass(EmailConfirmation);
