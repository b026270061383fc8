import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { deviceOf, nextWholeSecond, type DeviceToken } from '../common/device-cookie.js';
import { displayName, greetingName } from '../common/names.js';
import { SessionsService } from '../common/sessions.service.js';
import { Throttles } from '../common/throttles.js';
import type { SessionUser } from '../common/session-user.js';
import type { Environment } from '../config/environment.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { TeamNotices } from '../notices/team-notices.js';
import type { UserDto } from '../users/dto/user.dto.js';
import { isClientSide, SIGN_IN_ROLES, type SignIn } from '../common/user-roles.js';
import { toUserDto } from '../users/user.mapper.js';
import { CurrentPasswords } from '../users/current-passwords.js';
import { takenConflict, UsersService } from '../users/users.service.js';
import { clientRegisteredMail, passwordResetMail } from './auth.mails.js';
import {
  INVALID_RESET_LINK,
  type ChangePasswordDto,
  type ForgotPasswordDto,
  type PasswordLinkState,
  type ResetPasswordDto,
} from './dto/password.dto.js';
import type { UpdateOwnProfileDto } from './dto/profile.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import { FORGOT_PASSWORD_SLEEP, LoginThrottleService, type Sleep } from './login-throttle.service.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../common/passwords.js';
import { PasswordResetService } from './password-reset.service.js';
import { toSessionUser } from './session-user.mapper.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';
/** forgot-password answers no sooner than this, whether or not the email has an account. */
export const FORGOT_PASSWORD_MIN_MS = 400;

/** Accounts and sign-in: the rules live here; the controllers only map HTTP. */
@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly throttles: Throttles,
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionsService,
    private readonly outgoing: OutgoingMails,
    private readonly team: TeamNotices,
    private readonly mails: MailQueue,
    private readonly config: ConfigService<Environment, true>,
    private readonly currentPasswords: CurrentPasswords,
    @Inject(FORGOT_PASSWORD_SLEEP) private readonly sleep: Sleep,
  ) {}

  /**
   * Self-registration always makes a client; an address may register a few an hour. The admins are
   * told in the same transaction as the account is made.
   */
  async register(input: RegisterDto, ip: string): Promise<SessionUser> {
    await this.throttles.consume('registrationsPerAddress', ip);
    const passwordHash = await hashPassword(input.password);
    const { user, notices } = await this.em.transactional(async (em) => {
      const user = await this.users.create({
        username: input.username,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'client',
        passwordHash,
      });
      const notice = clientRegisteredMail({
        name: displayName(user),
        username: user.username,
        email: user.email!,
        url: `${this.config.get('publicUrl', { infer: true })}/admin/clients/${user.id}`,
      });
      const notices = await this.team.record('client_registered', notice, user.email ?? null, em);
      // Registering signs the client in: they chose their password, no invitation waits for them.
      user.lastLogin = new Date();
      await em.flush();
      return { user, notices };
    });
    await this.mails.handOver(notices);
    return toSessionUser(user);
  }

  /**
   * Checks a sign-in at one door (the clients' or the team's: SIGN_IN_ROLES), by username or email in any case. Every failure says the
   * same thing, takes as long (an unknown name is checked against a decoy hash) and counts towards
   * the throttle, which counts the account whichever way it was named.
   *
   * A browser whose device cookie is this account's (`device`) is counted by its cookie instead,
   * so strangers' failures at the account or from its address never slow or refuse it; any other
   * cookie (another account's, or none) is untrusted and counted as before.
   */
  async validateLogin(
    login: string,
    password: string,
    door: SignIn,
    ip: string,
    device: DeviceToken | null = null,
  ): Promise<SessionUser> {
    const user = await this.users.findByLogin(login);
    const account = user?.username ?? login;
    const trusted = user && deviceOf(user, device);
    if (trusted) await this.throttle.beforeTrustedAttempt(trusted);
    else await this.throttle.beforeAttempt(door, account, ip);
    const matches = await verifyPassword(password, user?.password ?? (await decoyPasswordHash()));
    const allowed: readonly string[] = SIGN_IN_ROLES[door];
    // A deactivated member is refused as a wrong password is: the answer tells nothing of the account.
    if (!user || !matches || !allowed.includes(user.role) || user.deactivatedAt) {
      if (trusted) await this.throttle.recordTrustedFailure(trusted);
      else await this.throttle.recordFailure(door, account, ip);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(door, account, ip);
    user.lastLogin = new Date();
    await this.em.flush();
    return toSessionUser(user);
  }

  /** The signed-in user as the API shows them, from the row their session was read with on this request (no query). */
  signedInProfile(user: SessionUser): UserDto {
    const { reviewsForId, ...fields } = user;
    return { ...toUserDto({ ...fields, reviewsFor: null }), reviewsForId };
  }

  async profile(userId: number): Promise<UserDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException('Please sign in to continue');
    return toUserDto(user);
  }

  async updateProfile(userId: number, input: UpdateOwnProfileDto): Promise<UserDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException('Please sign in to continue');
    await this.users.updateProfile(user, input);
    return toUserDto(user);
  }

  /**
   * Changes the password (the current one checked and its failures limited: CurrentPasswords), signs
   * the user out of every other session and revokes every device cookie issued before. Answers the
   * moment to issue this browser's new device cookie at.
   */
  async changePassword(userId: number, currentSessionId: string, input: ChangePasswordDto): Promise<Date> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException('Please sign in to continue');
    await this.currentPasswords.check(user, input.currentPassword);
    user.password = await hashPassword(input.newPassword);
    user.devicesTrustedFrom = nextWholeSecond(new Date());
    await this.em.flush();
    await this.sessions.endSessionsOf(userId, currentSessionId);
    return user.devicesTrustedFrom;
  }

  /**
   * Emails a reset link when the address has an account. The answer is the same either way and
   * comes no sooner than FORGOT_PASSWORD_MIN_MS, and the mail is sent by the queue, so neither
   * the words nor the time tell whether the address is known.
   *
   * An address may ask a few times an hour (then a 429, which says nothing of any account). One
   * email address gets at most a few mails an hour: past that the answer is still the same and no
   * mail is sent. Every email is counted, known or not, so neither the answer nor its time differs;
   * a 429 per email would not tell either, but silence gives whoever fills someone else's inbox no
   * sign that the cap is reached, and the last mail sent still holds the one live link.
   *
   * A browser whose device cookie is that email's account (`device`) is counted by its cookie
   * instead (a few mails an hour), neither per email nor per address, so strangers who used those
   * up cannot stop the owner's own request; the answer and its time are the same.
   */
  async requestPasswordReset(
    { email }: ForgotPasswordDto,
    ip: string,
    device: DeviceToken | null = null,
  ): Promise<void> {
    const floor = this.sleep(FORGOT_PASSWORD_MIN_MS);
    const user = await this.users.findByEmail(email);
    const trusted = user && deviceOf(user, device);
    let overCap;
    if (trusted) {
      overCap = await this.throttles.take('resetMailsPerDevice', trusted.nonce);
    } else {
      await this.throttles.consume('resetMailsPerAddress', ip);
      overCap = await this.throttles.take('resetMailsPerEmail', email.trim().toLowerCase());
    }
    // A deactivated account gets no link (and the answer is the same).
    if (user?.email && !user.deactivatedAt && !overCap) {
      const to = user.email;
      let mail: OutgoingMail | undefined;
      await this.resets.issue(user, 'reset', undefined, (token, em) => {
        const link = `${this.config.get('publicUrl', { infer: true })}/reset-password?token=${token}`;
        mail = this.outgoing.record(
          'password_reset',
          to,
          passwordResetMail({ name: greetingName(user), link }),
          em,
        );
      });
      await this.mails.handOver([mail!]);
    }
    await floor;
  }

  /** Whether an emailed reset or invitation link can still set a password; it stays unused. */
  async passwordLinkState(token: string, ip: string): Promise<PasswordLinkState> {
    await this.throttles.consume('passwordLinkChecksPerAddress', ip);
    return this.resets.check(token);
  }

  /**
   * Sets a new password with an emailed token (a reset or an invitation), once, and signs the user
   * out everywhere. Answers the client (or their reviewer) to sign in now (they have just proven they own the mailbox);
   * an admin is not signed in through the client's call, and answers null.
   */
  async resetPassword({ token, newPassword }: ResetPasswordDto, ip: string): Promise<SessionUser | null> {
    await this.throttles.consume('passwordSetsPerAddress', ip);
    await this.throttles.consume('passwordSetsPerToken', this.resets.keyOf(token));
    const passwordHash = await hashPassword(newPassword);
    const userId = await this.resets.consume(token);
    const user = userId === null ? null : await this.users.findById(userId);
    // A deactivated account's links were revoked; one that slipped through is as invalid.
    if (!user || user.deactivatedAt) throw new BadRequestException(INVALID_RESET_LINK);
    if (user.invitedEmail) {
      // An invitation's address becomes the account's now, unless an account took it meanwhile:
      // then the link is as invalid as any other (it says nothing of that account).
      if (await this.users.findByEmail(user.invitedEmail)) throw new BadRequestException(INVALID_RESET_LINK);
      user.email = user.invitedEmail;
      user.invitedEmail = null;
    }
    user.password = passwordHash;
    user.devicesTrustedFrom = nextWholeSecond(new Date());
    // The link went to this address (links to an older one end when it changes): it is proven now.
    if (user.email && !user.emailConfirmedAt) user.emailConfirmedAt = new Date();
    const portal = isClientSide(user.role);
    if (portal) user.lastLogin = new Date();
    await this.em.flush().catch((error: unknown) => {
      throw takenConflict(error);
    });
    await this.sessions.endSessionsOf(user.id);
    return portal ? toSessionUser(user) : null;
  }
}
