import { LockMode } from '@mikro-orm/core';
import { EntityManager, sql } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHash, randomBytes } from 'node:crypto';
import { PasswordResetToken } from '../auth/password-reset-token.entity.js';
import { DAY_MS } from '../common/dates.js';
import { greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { User } from '../users/user.entity.js';
import { takenConflict } from '../users/users.service.js';
import { confirmEmailMail, emailChangingMail, emailInUseMail } from './account.mails.js';
import { EMAIL_CONFIRMATION_VALIDITY_DAYS, EmailConfirmation } from './email-confirmation.entity.js';

/** What an unknown, used, canceled or expired confirmation link answers. */
export const EMAIL_LINK_INVALID =
  'This confirmation link is invalid, already used or expired: sign in and send a new one from Your account';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
export const emailTaken = (email: string) => `The email ${email} already belongs to another account`;

/**
 * The links that prove an address is its owner's: mailed to it, used once, the newest one of a user
 * the only live one. Opening one makes the address the account's, confirmed.
 */
@Injectable()
export class EmailConfirmations {
  constructor(
    private readonly em: EntityManager,
    private readonly outgoing: OutgoingMails,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  /** The user's live link (its address waits for confirmation), or null. */
  waiting(userId: number, em: EntityManager = this.em): Promise<EmailConfirmation | null> {
    return em.findOne(
      EmailConfirmation,
      { user: userId, usedAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { id: 'desc' } },
    );
  }

  /**
   * Issues a link for `email`, ending the user's earlier ones, and records in `em`'s unit of work the
   * mail that carries it and, given `oldEmail`, the notice to the old address. Answers those mails,
   * for the caller to hand to the queue once committed. `setBy` names the admin who set the address.
   */
  async issue(
    user: User,
    email: string,
    em: EntityManager,
    { oldEmail, setBy }: { oldEmail?: string | null; setBy?: string } = {},
  ): Promise<OutgoingMail[]> {
    const token = randomBytes(32).toString('base64url');
    await this.endWaiting(user.id, em);
    em.create(EmailConfirmation, {
      user: user.id,
      email,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_VALIDITY_DAYS * DAY_MS),
    });
    const firstName = greetingName(user);
    const link = `${this.config.get('publicUrl', { infer: true })}/confirm-email?token=${token}`;
    return [
      this.outgoing.record(
        'email_confirmation',
        email,
        confirmEmailMail({ firstName, email, link, setBy }),
        em,
      ),
      ...this.noticeToOld(user, email, em, { oldEmail, setBy }),
    ];
  }

  /**
   * For an address another account has: ends the user's live link and records, instead of a new one,
   * a mail telling that address it is taken, and the old address the same notice as issue() would.
   */
  async refuseTaken(
    user: User,
    email: string,
    em: EntityManager,
    { oldEmail }: { oldEmail?: string | null } = {},
  ): Promise<OutgoingMail[]> {
    await this.endWaiting(user.id, em);
    return [
      this.outgoing.record('email_confirmation', email, emailInUseMail({ email }), em),
      ...this.noticeToOld(user, email, em, { oldEmail }),
    ];
  }

  /** Whether another account has this address, in any case. */
  async taken(email: string, userId: number, em: EntityManager = this.em): Promise<boolean> {
    return (await em.count(User, { [sql.lower('email')]: email.toLowerCase(), id: { $ne: userId } })) > 0;
  }

  private noticeToOld(
    user: User,
    email: string,
    em: EntityManager,
    { oldEmail, setBy }: { oldEmail?: string | null; setBy?: string },
  ): OutgoingMail[] {
    if (!oldEmail || oldEmail === email) return [];
    return [
      this.outgoing.record(
        'email_change_notice',
        oldEmail,
        emailChangingMail({
          firstName: greetingName(user),
          newEmail: email,
          setBy,
          client: user.role === 'client',
        }),
        em,
      ),
    ];
  }

  /** Ends the user's live link (a canceled change, a newer link). */
  async endWaiting(userId: number, em: EntityManager = this.em): Promise<void> {
    await em.nativeUpdate(EmailConfirmation, { user: userId, usedAt: null }, { usedAt: new Date() });
  }

  /**
   * Uses a link, once: its address becomes the account's, confirmed now; links to set a password
   * sent to an older address stop working. An unknown, used or expired link, or a deactivated
   * member's, is a 400; an address another account took meanwhile a 409 naming it (the link stays
   * unused: nothing changed).
   */
  async confirm(token: string): Promise<User> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<{ user_id: number; email: string }[]>(
        `update "email_confirmations" set "used_at" = now()
          where "token_hash" = ? and "used_at" is null and "expires_at" > now()
          returning "user_id", "email"`,
        [digest(token)],
      );
      if (!row) throw new BadRequestException(EMAIL_LINK_INVALID);
      const user = await em.findOne(User, { id: row.user_id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user || user.deactivatedAt) throw new BadRequestException(EMAIL_LINK_INVALID);
      if (await this.taken(row.email, user.id, em)) throw new ConflictException(emailTaken(row.email));
      if (user.email !== row.email) {
        await em.nativeUpdate(PasswordResetToken, { user: user.id, used: false }, { used: true });
      }
      user.email = row.email;
      user.emailConfirmedAt = new Date();
      await em.flush().catch((error: unknown) => {
        throw takenConflict(error);
      });
      return user;
    });
  }
}
