import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import { SESSION_COOKIE } from '../common/decorators/auth.decorators.js';
import type { SessionUser } from '../common/session-user.js';

/** Starts a session for a user who has just proven who they are (passport regenerates its id). */
export async function startSession(request: Request, user: SessionUser): Promise<void> {
  await promisify(request.logIn.bind(request))(user);
}

/** Ends the session: passport forgets the user, the stored session is destroyed, the cookie cleared. */
export async function endSession(request: Request, response: Response): Promise<void> {
  await promisify(request.logOut.bind(request))();
  await promisify(request.session.destroy.bind(request.session))();
  response.clearCookie(SESSION_COOKIE, { path: '/' });
}
