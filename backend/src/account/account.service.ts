import { EntityManager, sql } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { verifyPassword } from '../common/passwords.js';
import type { SessionUser } from '../common/session-user.js';
import { Throttles } from '../common/throttles.js';
import type { TeamRole } from '../common/user-roles.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { AccountDto, ChangeEmailDto, EmailConfirmedDto, UpdateAccountDto } from './dto/account.dto.js';
import { EmailConfirmations, emailTaken } from './email-confirmations.js';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect';
export const NOTHING_TO_CONFIRM = 'No email address of yours is waiting for confirmation';
export const EMAIL_CONFIRMED = 'Your email address is confirmed.';

/**
 * Your account: a team member's own names and email. A new email needs the current password and
 * replaces the old one only once the link mailed to it is opened; the old address is told.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly confirmations: EmailConfirmations,
    private readonly throttles: Throttles,
    private readonly mails: MailQueue,
  ) {}

  async get(viewer: SessionUser): Promise<AccountDto> {
    return this.toDto(await this.member(viewer));
  }

  /** Names save at once. */
  async updateNames(viewer: SessionUser, changes: UpdateAccountDto): Promise<AccountDto> {
    const user = await this.member(viewer);
    this.em.assign(user, changes);
    await this.em.flush();
    return this.toDto(user);
  }

  /**
   * Mails a link to the new address (and a notice to the old one); the account's email changes when
   * the link is opened. A wrong current password is a 400 naming it, counted per account (past
   * the allowance a 429); an address another account has is a 409 naming it.
   */
  async changeEmail(viewer: SessionUser, { email, currentPassword }: ChangeEmailDto): Promise<AccountDto> {
    const user = await this.member(viewer);
    const key = String(user.id);
    const blocked = await this.throttles.exhausted('currentPasswordFailuresPerAccount', key);
    if (blocked) throw this.throttles.tooMany('currentPasswordFailuresPerAccount', blocked.msBeforeNext);
    if (!(await verifyPassword(currentPassword, await this.users.passwordHashOf(user)))) {
      await this.throttles.record('currentPasswordFailuresPerAccount', key);
      throw new BadRequestException(WRONG_CURRENT_PASSWORD);
    }
    // As a sign-in's success clears its address's failures, the right password clears these.
    await this.throttles.reset('currentPasswordFailuresPerAccount', key);
    if (email === user.email && user.emailConfirmedAt) {
      throw new ConflictException(`${email} is already your email address`);
    }
    await this.assertFree(email, user.id);
    await this.throttles.consume('emailConfirmationMailsPerAccount', key);
    await this.send(user, email, user.email);
    return this.toDto(user);
  }

  /** A new link for the address waiting (a pending change, or an email not confirmed yet); the earlier link ends. */
  async resend(viewer: SessionUser): Promise<AccountDto> {
    const user = await this.member(viewer);
    const waiting = await this.confirmations.waiting(user.id);
    const email = waiting?.email ?? (user.emailConfirmedAt ? null : user.email);
    if (!email) throw new ConflictException(NOTHING_TO_CONFIRM);
    await this.throttles.consume('emailConfirmationMailsPerAccount', String(user.id));
    await this.send(user, email);
    return this.toDto(user);
  }

  /** Drops a pending change: its link stops working, the email stays as it is. */
  async cancelChange(viewer: SessionUser): Promise<AccountDto> {
    const user = await this.member(viewer);
    await this.confirmations.endWaiting(user.id);
    return this.toDto(user);
  }

  /** Opens a confirmation link (anyone holding it: the mailbox is the proof). */
  async confirm(token: string, ip: string): Promise<EmailConfirmedDto> {
    await this.throttles.consume('emailConfirmationsPerAddress', ip);
    const user = await this.confirmations.confirm(token);
    return {
      message: EMAIL_CONFIRMED,
      email: user.email!,
      signInPath: user.role === 'client' ? '/auth' : '/admin/login',
    };
  }

  private async send(user: User, email: string, oldEmail?: string | null): Promise<void> {
    let mails: OutgoingMail[] = [];
    await this.em.transactional(async (em) => {
      mails = await this.confirmations.issue(user, email, em, { oldEmail });
    });
    await this.mails.handOver(mails);
  }

  private async assertFree(email: string, userId: number): Promise<void> {
    const taken = await this.em.count(User, { [sql.lower('email')]: email, id: { $ne: userId } });
    if (taken) throw new ConflictException(emailTaken(email));
  }

  private async member(viewer: SessionUser): Promise<User> {
    const user = await this.users.findById(viewer.id);
    if (!user) throw new UnauthorizedException('Please sign in to continue');
    return user;
  }

  private async toDto(user: User): Promise<AccountDto> {
    const waiting = await this.confirmations.waiting(user.id);
    return {
      id: user.id,
      username: user.username,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      email: user.email ?? null,
      emailConfirmed: Boolean(user.email && user.emailConfirmedAt),
      pendingEmail: waiting && waiting.email !== user.email ? waiting.email : null,
      role: user.role as TeamRole,
    };
  }
}
