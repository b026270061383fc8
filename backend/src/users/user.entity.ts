import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { USER_ROLES } from '../common/user-roles.js';
import { usernameKey } from '../common/usernames.js';

/** The unique indexes that make a username or an email one account's: a clash on either is a 409. */
export const USERNAME_TAKEN_INDEXES = ['users_username_unique', 'users_username_key_unique'];
export const EMAIL_TAKEN_INDEXES = ['users_email_unique', 'users_email_lower_unique'];

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    ...idAndCreatedAt(),
    username: p.string().length(100).unique(),
    /**
     * What makes two usernames one account: NFKC and case-folded (common/usernames.ts), so "Demo" and
     * "ＤＥＭＯ" are "demo"'s. Kept by the ORM from the username; sign-in looks usernames up by it.
     */
    usernameKey: p
      .string()
      .length(300)
      .unique('users_username_key_unique')
      .onCreate((user: { username: string }) => usernameKey(user.username))
      .onUpdate((user: { username: string }) => usernameKey(user.username)),
    /** An argon2id hash in PHC form; never leaves the server (response DTOs have no such field). */
    password: p.text().lazy().hidden(),
    email: p.string().length(255).unique().nullable(),
    /**
     * The address of a reviewer that holds none: invited and not accepted yet (it becomes their email
     * when they choose their password, unless an account has it by then), or removed (kept only for
     * an erasure of their client to find). Apart from `email`, so it never blocks another account.
     */
    invitedEmail: p.string().length(255).nullable(),
    /**
     * When the address was proven to be its owner's (a confirmation link opened, or given by whoever
     * set the account up): team notices go only to confirmed addresses. Null with no email.
     */
    emailConfirmedAt: p.datetime().nullable(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    /**
     * A user record is an admin unless said otherwise (docs/product.md, "Roles"); self-registration forces
     * client.
     */
    role: p.enum(USER_ROLES).default('admin'),
    lastLogin: p.datetime().nullable(),
    /**
     * When the password last changed (or was reset), to the next whole second: device cookies issued
     * before it are no longer trusted (common/device-cookie.ts). Null while it never changed.
     */
    devicesTrustedFrom: p.datetime().nullable(),
    /**
     * When an admin deactivated this team member: they can no longer sign in and their sessions
     * ended then. Null for an active account.
     */
    deactivatedAt: p.datetime().nullable(),
    /**
     * A client's writer: the team member who writes their posts and answers their revisions (a
     * writer sees only the clients assigned to them). Null for unassigned, and for team members.
     */
    assignedTo: () => p.manyToOne(User).nullable().deleteRule('set null').index('users_assigned_to_id_index'),
    /**
     * A reviewer's client: the client who invited them to read, comment on and send feedback on their
     * posts (docs/product.md, "Roles"). Null for every other role.
     */
    reviewsFor: () => p.manyToOne(User).nullable().deleteRule('cascade').index('users_reviews_for_id_index'),
    /** A client's posts go to an admin's review before they may be delivered (when a writer wrote them). */
    reviewRequired: p.boolean().default(false),
    /** A client's choice: one weekly digest of the posts waiting for them instead of a mail per post. */
    reviewDigest: p.boolean().default(false),
    /**
     * A client's time zone (an IANA name): when their posts go out and how their times read. Null until
     * chosen: the browser's is offered then.
     */
    timeZone: p.string().length(64).nullable(),
  },
  indexes: [
    // The clients list, newest first, and its count (the index holds clients only, the table admins too).
    {
      name: 'users_clients_created_at_index',
      expression:
        'create index "users_clients_created_at_index" on "users" ("created_at", "id") where "role" = \'client\'',
    },
    // The clients list's search inside names, usernames and emails (ILIKE '%…%').
    ...(['username', 'email', 'first_name', 'last_name'] as const).map((column) => ({
      name: `users_${column}_trgm_index`,
      expression: `create index "users_${column}_trgm_index" on "users" using gin ("${column}" gin_trgm_ops)`,
    })),
  ],
  // One account per email in any case: sign-in finds it in lower case (usernames: usernameKey).
  uniques: [
    {
      name: 'users_email_lower_unique',
      expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
    },
  ],
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
