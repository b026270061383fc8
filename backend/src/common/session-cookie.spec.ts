import { describe, expect, it } from '@jest/globals';
import { SESSION_COOKIE, sessionCookie } from './session-cookie.js';

describe('sessionCookie', () => {
  it('is __Host- prefixed and Secure when secure (production over https), on Path=/ with no Domain', () => {
    const cookie = sessionCookie(true);
    expect(cookie.name).toBe(`__Host-${SESSION_COOKIE}`);
    expect(cookie.options).toEqual({ path: '/', httpOnly: true, sameSite: 'lax', secure: true });
  });

  it('keeps its plain name, not Secure, elsewhere (development, or production at an http:// address)', () => {
    expect(sessionCookie(false)).toEqual({
      name: 'ghostline.sid',
      options: { path: '/', httpOnly: true, sameSite: 'lax', secure: false },
    });
  });
});
