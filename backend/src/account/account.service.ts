import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { MessageDto } from '../common/dto/message.dto.js';
import type { SessionUser } from '../common/session-user.js';
import { Throttles } from '../common/throttles.js';
import type { TeamRole } from '../common/user-roles.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { CurrentPasswords } from '../users/current-passwords.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { AccountDto, ChangeEmailDto, EmailConfirmedDto, UpdateAccountDto } from './dto/account.dto.js';
import { EmailConfirmations, emailTaken } from './email-confirmations.js';

export const NOTHING_TO_CONFIRM = 'No email address of yours is waiting for confirmation';
export const EMAIL_CONFIRMED = 'Your email address is confirmed.';
/** What a client's email change answers, whether or not the address has an account. */
export const confirmationSent = (email: string) =>
  `We sent a confirmation link to ${email}. Your email changes once you open it.`;

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
    private readonly passwords: CurrentPasswords,
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
   * the link is opened. A wrong current password is a 400 naming it (CurrentPasswords); an address
   * another account has is a 409 naming it.
   */
  async changeEmail(viewer: SessionUser, { email, currentPassword }: ChangeEmailDto): Promise<AccountDto> {
    const user = await this.requestChange(viewer, currentPassword);
    if (user.email === email && user.emailConfirmedAt) throw this.alreadyYours(email);
    if (await this.confirmations.taken(email, user.id)) throw new ConflictException(emailTaken(email));
    await this.throttles.consume('emailConfirmationMailsPerAccount', String(user.id));
    await this.send(user, (em) => this.confirmations.issue(user, email, em, { oldEmail: user.email }));
    return this.toDto(user);
  }

  /**
   * A client's own email change, as a team member's, but answered alike whether or not another account
   * has the address: that address is mailed that it is taken instead of a link, so only its owner
   * learns it (the old address gets its notice either way).
   */
  async changeClientEmail(
    viewer: SessionUser,
    { email, currentPassword }: ChangeEmailDto,
  ): Promise<MessageDto> {
    const user = await this.requestChange(viewer, currentPassword);
    if (user.email === email) throw this.alreadyYours(email);
    await this.throttles.consume('emailConfirmationMailsPerAccount', String(user.id));
    const taken = await this.confirmations.taken(email, user.id);
    await this.send(user, (em) =>
      taken
        ? this.confirmations.refuseTaken(user, email, em, { oldEmail: user.email })
        : this.confirmations.issue(user, email, em, { oldEmail: user.email }),
    );
    return { message: confirmationSent(email) };
  }

  /** A new link for the address waiting (a pending change, or an email not confirmed yet); the earlier link ends. */
  async resend(viewer: SessionUser): Promise<AccountDto> {
    const user = await this.member(viewer);
    const waiting = await this.confirmations.waiting(user.id);
    const email = waiting?.email ?? (user.emailConfirmedAt ? null : user.email);
    if (!email) throw new ConflictException(NOTHING_TO_CONFIRM);
    await this.throttles.consume('emailConfirmationMailsPerAccount', String(user.id));
    await this.send(user, (em) => this.confirmations.issue(user, email, em));
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

  /** The signed-in account, once its current password is checked. */
  private async requestChange(viewer: SessionUser, currentPassword: string): Promise<User> {
    const user = await this.member(viewer);
    await this.passwords.check(user, currentPassword);
    return user;
  }

  private alreadyYours(email: string): ConflictException {
    return new ConflictException(`${email} is already your email address`);
  }

  /** Records the mails `issue` makes in one transaction, then hands them to the queue. */
  private async send(user: User, issue: (em: EntityManager) => Promise<OutgoingMail[]>): Promise<void> {
    let mails: OutgoingMail[] = [];
    await this.em.transactional(async (em) => {
      mails = await issue(em);
    });
    await this.mails.handOver(mails);
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
