import type { Request, Response } from 'express';
import onHeaders from 'on-headers';

/** The hint's name outside production. */
export const SIGNED_IN_HINT = 'ghostline.signed-in';

/**
 * A cookie the page's script may read, saying only that this browser has a signed-in session: `1`,
 * never who, never the session (whose cookie stays HttpOnly). The sign-in page asks the server who
 * is signed in only when it is there, so a visitor's browser logs no refused call (a 401 is written
 * to the console) and waits for none. A hint, not a proof: the server decides every request by the
 * session. Its attributes follow the session cookie's (`__Host-` and Secure over https).
 */
export interface SignedInHint {
  name: string;
  options: { path: '/'; sameSite: 'lax'; secure: boolean; maxAge: number };
}

export function signedInHint(secure: boolean, maxAge: number): SignedInHint {
  return {
    name: secure ? `__Host-${SIGNED_IN_HINT}` : SIGNED_IN_HINT,
    options: { path: '/', sameSite: 'lax', secure, maxAge },
  };
}

/**
 * Keeps the hint true as the answer leaves: set when the request ends with a signed-in user (a
 * sign-in, or any request of a session from before the hint), cleared when it ends with none while
 * the browser holds one (a sign-out, a session ended or expired). `signedIn` is read then, after the
 * handler: a sign-in sets the user, a sign-out removes it.
 */
export function keepSignedInHint(
  request: Request,
  response: Response,
  hint: SignedInHint,
  signedIn: () => boolean,
): void {
  const hinted = request.headers.cookie?.includes(`${hint.name}=1`) ?? false;
  onHeaders(response, () => {
    const now = signedIn();
    if (now && !hinted) response.cookie(hint.name, '1', hint.options);
    else if (!now && hinted) {
      const { maxAge: _maxAge, ...attributes } = hint.options;
      response.clearCookie(hint.name, attributes);
    }
  });
}
