import { EntityManager, sql, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { MEMBER_ID_RULE } from '../common/dto/assignment.js';
import { ValidationFailedException } from '../common/filters/all-exceptions.filter.js';
import { displayName } from '../common/names.js';
import { unusablePasswordHash } from '../common/passwords.js';
import type { SessionUser } from '../common/session-user.js';
import { writerScope } from '../common/team-scope.js';
import { TEAM_ROLES, type UserRole } from '../common/user-roles.js';
import { isEmailLogin, usernameKey } from '../common/usernames.js';
import { EMAIL_TAKEN_INDEXES, User, USERNAME_TAKEN_INDEXES } from './user.entity.js';
import { firstFree, usernameBase } from './username-suggestions.js';

export const CLIENT_NOT_FOUND = 'Client not found';
export const USERNAME_TAKEN = 'This username is already taken';
export const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * A unique index met by a second request at the same moment (after both found the name free) says
 * which was taken, as the check before it would have; any other error passes unchanged.
 */
export function takenConflict(error: unknown): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  if (USERNAME_TAKEN_INDEXES.some((index) => error.message.includes(index))) {
    return new ConflictException(USERNAME_TAKEN);
  }
  if (EMAIL_TAKEN_INDEXES.some((index) => error.message.includes(index))) {
    return new ConflictException(EMAIL_TAKEN);
  }
  return error;
}

export interface NewUser {
  username: string;
  /** An argon2id hash, never the password itself. */
  passwordHash: string;
  role: UserRole;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** A reviewer's client. */
  reviewsFor?: number | null;
  /** The address a reviewer is invited at, theirs once they accept (see User.invitedEmail). */
  invitedEmail?: string | null;
}

@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /**
   * A client's account, with their writer; a team member's id, or none, is a 404 "Client not found".
   * Given the signed-in `member`, a writer's scope applies: another writer's client is as missing.
   */
  async findClientOrFail(id: number, member?: Pick<SessionUser, 'id' | 'role'>): Promise<User> {
    const writer = member && writerScope(member);
    const client = await this.em.findOne(
      User,
      { id, role: 'client', ...(writer !== undefined && { assignedTo: writer }) },
      { populate: ['assignedTo'] },
    );
    if (!client) throw new NotFoundException(CLIENT_NOT_FOUND);
    return client;
  }

  /**
   * The team member work is to be assigned to (a client, a lead), or null for nobody: an id that is no
   * admin's or writer's is a 400 naming the field; a deactivated member is a 409.
   */
  async findAssignee(id: number | null): Promise<User | null> {
    if (id === null) return null;
    const member = await this.em.findOne(User, { id, role: { $in: [...TEAM_ROLES] } });
    if (!member) throw new ValidationFailedException([MEMBER_ID_RULE]);
    if (member.deactivatedAt)
      throw new ConflictException(`${displayName(member)} is deactivated: choose an active team member`);
    return member;
  }

  /**
   * The account a sign-in names: an email when it has "@" (a username never does), in any case; else a
   * username by its key, so "ＤＥＭＯ" or "Demo" signs in to "demo".
   */
  findByLogin(login: string): Promise<User | null> {
    const where = isEmailLogin(login)
      ? { [sql.lower('email')]: login.trim().toLowerCase() }
      : { usernameKey: usernameKey(login) };
    return this.em.findOne(User, where, { populate: ['password'] });
  }

  /** The account with this username, compared as accounts are told apart (usernameKey). */
  findByUsername(username: string): Promise<User | null> {
    return this.em.findOne(User, { usernameKey: usernameKey(username) });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { [sql.lower('email')]: email.trim().toLowerCase() });
  }

  /**
   * Whether an active admin has a confirmed email: without one the team's notices (new leads,
   * cancellations, failed payments …) reach no one, and every admin page says so.
   */
  async anyActiveAdminWithConfirmedEmail(): Promise<boolean> {
    const found = await this.em.findOne(
      User,
      { role: 'admin', deactivatedAt: null, email: { $ne: null }, emailConfirmedAt: { $ne: null } },
      { fields: ['id'] },
    );
    return found !== null;
  }

  /** The reviewers of a client not removed, with an address: they get the mails about its posts too. */
  reachableReviewersOf(clientId: number, em: EntityManager = this.em): Promise<User[]> {
    return em.find(User, {
      role: 'reviewer',
      reviewsFor: clientId,
      deactivatedAt: null,
      email: { $ne: null },
    });
  }

  /** The password hash, loaded only when a password must be checked. */
  async passwordHashOf(user: User): Promise<string> {
    await this.em.populate(user, ['password']);
    return user.password;
  }

  /**
   * A free username made from the first of `sources` (names, an email's name part) that gives one,
   * else from `fallback`, numbered when taken in any case or form. It is lower-case letters, digits
   * and dots, so it is its own key (common/usernames.ts).
   */
  async freeUsername(sources: string[], fallback: string): Promise<string> {
    const base = usernameBase(sources, fallback);
    // The base is letters, digits and dots only: nothing in it is a LIKE wildcard.
    const taken = await this.em.find(
      User,
      { usernameKey: { $like: `${base}%` } },
      { fields: ['usernameKey'] },
    );
    return firstFree(base, new Set(taken.map((user) => user.usernameKey)));
  }

  /**
   * Creates an invited account (a team member, a reviewer): a free username made from its name, else
   * from its address (`email`, or a reviewer's `invitedEmail`), and no password anyone knows until the
   * invitation's link sets one.
   */
  async createInvited(
    input: Omit<NewUser, 'username' | 'passwordHash'> & { firstName: string; lastName: string },
  ): Promise<User> {
    const address = input.email ?? input.invitedEmail ?? '';
    return this.create({
      ...input,
      username: await this.freeUsername(
        [`${input.firstName} ${input.lastName}`, address.split('@')[0] ?? ''],
        input.role,
      ),
      passwordHash: await unusablePasswordHash(),
    });
  }

  /** Creates a user; a taken username or email is a 409 that says which. */
  async create(input: NewUser): Promise<User> {
    await this.assertAvailable({ username: input.username, email: input.email ?? undefined });
    const user = this.em.create(User, {
      username: input.username,
      password: input.passwordHash,
      role: input.role,
      email: input.email?.toLowerCase() ?? null,
      // Whoever sets an account up gives its address (the lead form, registration, the team's invitation).
      emailConfirmedAt: input.email ? new Date() : null,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      reviewsFor: input.reviewsFor ?? null,
      invitedEmail: input.invitedEmail?.toLowerCase() ?? null,
    });
    await this.em.flush().catch((error: unknown) => {
      throw takenConflict(error);
    });
    return user;
  }

  /**
   * Changes a user's names or email; an email another user has is a 409. Answers whether the email
   * changed (the caller then revokes links mailed to the old one).
   */
  async updateProfile(
    user: User,
    changes: {
      firstName?: string;
      lastName?: string;
      email?: string;
      reviewDigest?: boolean;
      timeZone?: string;
    },
  ): Promise<boolean> {
    if (changes.email !== undefined) await this.assertAvailable({ email: changes.email }, user.id);
    const emailChanged = changes.email !== undefined && changes.email.toLowerCase() !== user.email;
    this.em.assign(user, changes);
    await this.em.flush().catch((error: unknown) => {
      throw takenConflict(error);
    });
    return emailChanged;
  }

  /** Refuses a username or email another user has, in any case or form (the unique indexes stay the last word). */
  async assertAvailable(
    { username, email }: { username?: string; email?: string },
    exceptUserId?: number,
  ): Promise<void> {
    if (username) {
      const taken = await this.em.count(User, {
        usernameKey: usernameKey(username),
        id: { $ne: exceptUserId ?? 0 },
      });
      if (taken) throw new ConflictException(USERNAME_TAKEN);
    }
    if (email) {
      const taken = await this.em.count(User, {
        [sql.lower('email')]: email.trim().toLowerCase(),
        id: { $ne: exceptUserId ?? 0 },
      });
      if (taken) throw new ConflictException(EMAIL_TAKEN);
    }
  }
}
