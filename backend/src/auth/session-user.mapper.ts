import type { SessionUser } from '../common/session-user.js';
import type { User } from '../users/user.entity.js';

/** What the session needs of a user: its id (stored), username and role (read per request). */
export const toSessionUser = ({ id, username, role }: User): SessionUser => ({ id, username, role });
