import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import '../common/session-cookie.js';
import type { SessionUser } from '../common/session-user.js';

/** Starts a session for a user who has just proven who they are (passport regenerates its id). */
export async function startSession(request: Request, user: SessionUser): Promise<void> {
  await promisify(request.logIn.bind(request))(user);
}

/**
 * Ends the session: passport forgets the user, the stored session is destroyed, the cookie cleared
 * (the one the session middleware set, with its attributes: a `__Host-` cookie is only replaced
 * by a Secure one).
 */
export async function endSession(request: Request, response: Response): Promise<void> {
  const { name, options } = request.sessionCookie;
  await promisify(request.logOut.bind(request))();
  await promisify(request.session.destroy.bind(request.session))();
  response.clearCookie(name, options);
}
