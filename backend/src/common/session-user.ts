import type { UserRole } from './user-roles.js';

/**
 * What a request knows of its signed-in user (`request.user`): the user's row as it was read with the
 * session on this request (common/session-store.ts), or as it was at sign-in. Never the password.
 */
export interface SessionUser {
  id: number;
  username: string;
  role: UserRole;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  lastLogin: Date | null;
  /** A client's choice of one weekly digest of posts to review instead of a mail per post. */
  reviewDigest: boolean;
  /** A client's time zone (an IANA name), null until chosen. */
  timeZone: string | null;
  /** A reviewer's client: whose posts they review (docs/product.md, "Roles"); null for everyone else. */
  reviewsForId: number | null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express is extended only via its namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds SessionUser to Express.User
    interface User extends SessionUser {}
    interface Request {
      user?: User;
    }
  }
}
