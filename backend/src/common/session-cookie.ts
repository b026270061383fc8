/** The session cookie's name outside production, and the OpenAPI document's name for it. */
export const SESSION_COOKIE = 'ghostline.sid';

/** The session cookie's name and attributes: set by the session middleware, cleared at logout. */
export interface SessionCookie {
  name: string;
  options: { path: '/'; httpOnly: true; sameSite: 'lax'; secure: boolean };
}

/**
 * Secure (in production over https, Environment.secureCookies), the cookie is `__Host-` prefixed:
 * browsers then keep it only when it is Secure, has Path=/ and no Domain, so no subdomain or
 * plain-http page can set or overwrite it. Elsewhere (http://localhost) it keeps its plain name,
 * which a non-Secure cookie needs.
 */
export function sessionCookie(secure: boolean): SessionCookie {
  return {
    name: secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE,
    options: { path: '/', httpOnly: true, sameSite: 'lax', secure },
  };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express is extended only via its namespace
  namespace Express {
    interface Request {
      /** The session cookie as configured, set on every request by common/session.module.ts: logout clears this one. */
      sessionCookie: SessionCookie;
    }
  }
}
