import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { HOUR_MS } from '../common/dates.js';
import type { User } from '../users/user.entity.js';
import type { PasswordLinkState } from './dto/password.dto.js';
import { type PasswordLinkKind, PasswordResetToken } from './password-reset-token.entity.js';

export const RESET_LINK_VALIDITY_MS = HOUR_MS;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Single-use tokens that let a person set a password by email. Only a hash of each token is
 * stored, so a copy of the database does not let anyone in.
 */
@Injectable()
export class PasswordResetService {
  constructor(private readonly em: EntityManager) {}

  /**
   * A new random token for the user, valid for `validityMs`; the raw token goes into the link only.
   * It ends the user's earlier unused links of the same kind, so only the newest link works (a
   * reset does not end an invitation: whoever asks for a reset in a client's name cannot spend the
   * team's invitation). One transaction that first locks the user's row, so two links issued at
   * the same moment still leave one live. `alongside` adds to that transaction (the mail with the link).
   */
  async issue(
    user: User,
    kind: PasswordLinkKind,
    validityMs = RESET_LINK_VALIDITY_MS,
    alongside?: (token: string, em: EntityManager) => void,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.em.transactional(async (em) => {
      // What the link is for (the mail carrying it) is stored with the link, or neither is.
      alongside?.(token, em);
      await em.execute('select 1 from "users" where "id" = ? for update', [user.id]);
      await em.nativeUpdate(PasswordResetToken, { user: user.id, kind, used: false }, { used: true });
      em.create(PasswordResetToken, {
        user: user.id,
        kind,
        token: digest(token),
        expiresAt: new Date(Date.now() + validityMs),
      });
    });
    return token;
  }

  /** The key a throttle counts a token under: its hash, so rate_limits never holds a live token. */
  keyOf(token: string): string {
    return digest(token);
  }

  /**
   * Marks the token used and answers whose it was, in one statement so that two requests cannot
   * both use it; an unknown, used or expired token answers null.
   */
  async consume(token: string): Promise<number | null> {
    const rows = await this.em.getConnection().execute<{ user_id: number }[]>(
      `update "password_reset_tokens" set "used" = true
        where "token" = ? and "used" = false and "expires_at" > now()
        returning "user_id"`,
      [digest(token)],
    );
    return rows[0]?.user_id ?? null;
  }

  /** What a token's link can do now, without using it: the same rules as `consume`, told apart. */
  async check(token: string): Promise<PasswordLinkState> {
    const rows = await this.em
      .getConnection()
      .execute<{ used: boolean; expired: boolean }[]>(
        `select "used", "expires_at" <= now() as "expired" from "password_reset_tokens" where "token" = ?`,
        [digest(token)],
      );
    const link = rows[0];
    if (!link) return 'unknown';
    return link.used ? 'used' : link.expired ? 'expired' : 'usable';
  }

  /** Spends every unused link of the user: after an email change, links sent to the old address stop working. */
  async revokeAll(userId: number): Promise<void> {
    await this.em.nativeUpdate(PasswordResetToken, { user: userId, used: false }, { used: true });
  }

  /** Deletes every link of the user, used or not: an erased account keeps no trace of them. */
  async removeAll(userId: number): Promise<void> {
    await this.em.nativeDelete(PasswordResetToken, { user: userId });
  }
}
