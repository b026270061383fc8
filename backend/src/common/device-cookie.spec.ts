import { describe, expect, it } from '@jest/globals';
import {
  cookieValue,
  DEVICE_COOKIE,
  DEVICE_COOKIE_LIFETIME_MS,
  deviceCookie,
  deviceCookieKey,
  readDeviceToken,
  signDeviceToken,
} from './device-cookie.js';

const key = deviceCookieKey('a-session-secret-that-is-long-enough-0000');
const now = new Date('2026-11-27T09:00:00Z');

describe('device cookie', () => {
  it('is named and flagged as the session cookie is: __Host- and Secure over https, HttpOnly, Lax, for a year', () => {
    expect(deviceCookie(true)).toEqual({
      name: `__Host-${DEVICE_COOKIE}`,
      options: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: true,
        maxAge: DEVICE_COOKIE_LIFETIME_MS,
      },
    });
    expect(deviceCookie(false).name).toBe('ghostline.device');
    expect(deviceCookie(false).options.secure).toBe(false);
  });

  it('reads back the account and nonce it was signed with, each cookie with a nonce of its own', () => {
    const first = signDeviceToken(key, 42, now);
    const second = signDeviceToken(key, 42, now);
    expect(first).not.toBe(second);
    const read = readDeviceToken(key, first, now);
    expect(read).toEqual({ userId: 42, nonce: expect.any(String), issuedAt: now });
    expect(readDeviceToken(key, second, now)!.nonce).not.toBe(read!.nonce);
  });

  it('names the account by id, never by its name, and holds no password', () => {
    expect(signDeviceToken(key, 7, now, 'n'.repeat(22))).toMatch(/^v1\.7\.\d+\.n{22}\.[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a tampered, forged, other-key, malformed or expired value', () => {
    const value = signDeviceToken(key, 42, now, 'abcdefghijklmnopqrstuv');
    const [v, , issued, nonce, signature] = value.split('.');
    expect(readDeviceToken(key, [v, 43, issued, nonce, signature].join('.'), now)).toBeNull();
    expect(
      readDeviceToken(key, [v, 42, issued, 'bbcdefghijklmnopqrstuv', signature].join('.'), now),
    ).toBeNull();
    expect(readDeviceToken(key, [v, 42, Number(issued) + 1, nonce, signature].join('.'), now)).toBeNull();
    expect(readDeviceToken(key, `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`, now)).toBeNull();
    expect(
      readDeviceToken(deviceCookieKey('another-secret-that-is-long-enough-00000'), value, now),
    ).toBeNull();
    for (const junk of [
      undefined,
      '',
      'v1',
      `${value}.x`,
      `v2${value.slice(2)}`,
      value.replace('v1.42', 'v1.042'),
    ])
      expect(readDeviceToken(key, junk, now)).toBeNull();
    const later = new Date(now.getTime() + DEVICE_COOKIE_LIFETIME_MS + 1000);
    expect(readDeviceToken(key, value, later)).toBeNull();
    expect(
      readDeviceToken(key, value, new Date(now.getTime() + DEVICE_COOKIE_LIFETIME_MS - 1000)),
    ).not.toBeNull();
  });

  it('finds one cookie in a Cookie header', () => {
    expect(cookieValue('a=1; ghostline.device=v1.x; b=2', 'ghostline.device')).toBe('v1.x');
    expect(cookieValue('xghostline.device=1', 'ghostline.device')).toBeUndefined();
    expect(cookieValue(undefined, 'ghostline.device')).toBeUndefined();
  });
});
