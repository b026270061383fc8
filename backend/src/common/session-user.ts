import type { UserRole } from './user-roles.js';

/** What a request knows of its signed-in user (put on `request.user` by passport's session). */
export interface SessionUser {
  id: number;
  username: string;
  role: UserRole;
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
