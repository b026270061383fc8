import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';

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
  },
});

export class PasswordResetToken extends PasswordResetTokenSchema.class {}
PasswordResetTokenSchema.setClass(PasswordResetToken);
