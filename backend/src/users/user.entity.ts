import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { USER_ROLES } from '../common/user-roles.js';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    ...idAndCreatedAt(),
    username: p.string().length(100).unique(),
    /** An argon2id hash in PHC form; never leaves the server (response DTOs have no such field). */
    password: p.text().lazy().hidden(),
    email: p.string().length(255).unique().nullable(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    /** A user record is an admin unless said otherwise (SPEC §3); self-registration forces client. */
    role: p.enum(USER_ROLES).default('admin'),
    lastLogin: p.datetime().nullable(),
  },
  // One account per username and per email in any case: sign-in finds either in lower case.
  uniques: [
    {
      name: 'users_username_lower_unique',
      expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))',
    },
    {
      name: 'users_email_lower_unique',
      expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
    },
  ],
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
