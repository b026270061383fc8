import type { SessionUser } from '../common/session-user.js';
import type { User } from '../users/user.entity.js';

/** What a request knows of a user who has just signed in: the row's fields the API shows (the session stores the id only). */
export const toSessionUser = (user: User): SessionUser => ({
  id: user.id,
  username: user.username,
  role: user.role,
  email: user.email ?? null,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  createdAt: user.createdAt,
  lastLogin: user.lastLogin ?? null,
});
