import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';

export const PASSWORD_LINK_KINDS = ['reset', 'invitation'] as const;
export type PasswordLinkKind = (typeof PASSWORD_LINK_KINDS)[number];

export const PasswordResetTokenSchema = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: {
    ...idAndCreatedAt(),
    user: () => p.manyToOne(User).deleteRule('cascade').index('password_reset_tokens_user_id_index'),
    /** A hash of the emailed token: the token itself is never stored. */
    token: p.string().length(255).unique().hidden(),
    expiresAt: p.datetime(),
    used: p.boolean().default(false),
    /** A reset (asked for at forgot-password) or an invitation (sent by the team): a new link ends the earlier ones of its kind. */
    kind: p.enum(PASSWORD_LINK_KINDS).columnType('varchar(20)').default('reset'),
  },
});

export class PasswordResetToken extends PasswordResetTokenSchema.class {}
PasswordResetTokenSchema.setClass(PasswordResetToken);
