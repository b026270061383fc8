import { describe, expect, it } from '@jest/globals';
import { SESSION_COOKIE, sessionCookie } from './session-cookie.js';

describe('sessionCookie', () => {
  it('is __Host- prefixed and Secure in production, on Path=/ with no Domain', () => {
    const cookie = sessionCookie(true);
    expect(cookie.name).toBe(`__Host-${SESSION_COOKIE}`);
    expect(cookie.options).toEqual({ path: '/', httpOnly: true, sameSite: 'lax', secure: true });
  });

  it('keeps its plain name, not Secure, elsewhere (plain http://localhost)', () => {
    expect(sessionCookie(false)).toEqual({
      name: 'ghostline.sid',
      options: { path: '/', httpOnly: true, sameSite: 'lax', secure: false },
    });
  });
});
