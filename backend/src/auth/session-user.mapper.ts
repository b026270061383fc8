import type { SessionUser } from '../common/session-user.js';
import type { User } from '../users/user.entity.js';
import { toUserDto } from '../users/user.mapper.js';

/** What a request knows of a user who has just signed in: the fields the API shows of them (the session stores the id only). */
export const toSessionUser = (user: User): SessionUser => toUserDto(user);
