import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from './dates.js';

/**
 * The device cookie (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that has signed in to an account with its password gets one, and its later sign-ins and reset
 * requests for that account are counted on their own instead of in the limits that strangers'
 * failures fill (docs/configuration.md, "Request limits").
 *
 * Its value binds the account (by id, never the name) and a random nonce, signed with a key derived
 * from the session secret: `v1.<account id>.<issued, unix seconds>.<nonce>.<HMAC-SHA256>`. It holds
 * nothing about the password, and a forged, tampered or expired one is simply no device cookie.
 */
export const DEVICE_COOKIE = 'ghostline.device';

/** How long a browser keeps it, and how long the server accepts it after it was issued. */
export const DEVICE_COOKIE_LIFETIME_MS = 365 * DAY_MS;

export interface DeviceCookie {
  name: string;
  options: { path: '/'; httpOnly: true; sameSite: 'lax'; secure: boolean; maxAge: number };
}

/** Named and flagged exactly as the session cookie is (session-cookie.ts): `__Host-` and Secure over https. */
export function deviceCookie(secure: boolean): DeviceCookie {
  return {
    name: secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE,
    options: { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: DEVICE_COOKIE_LIFETIME_MS },
  };
}

/** What a valid device cookie says: which account signed in from this browser, and the cookie's own nonce. */
export interface DeviceToken {
  userId: number;
  /** Names this cookie in its own limits (never the whole value, which is the secret). */
  nonce: string;
  /** When it was issued (to the second): one issued before the account's password changed is no longer trusted. */
  issuedAt: Date;
}

/**
 * The cookie when it is this account's and was issued since its password last changed (`trustedFrom`),
 * else null: a password change or reset revokes the device cookies issued before it.
 */
export function deviceOf(
  account: { id: number; devicesTrustedFrom?: Date | null },
  device: DeviceToken | null,
): DeviceToken | null {
  if (device?.userId !== account.id) return null;
  const from = account.devicesTrustedFrom;
  return from && device.issuedAt < from ? null : device;
}

/**
 * The moment a password change revokes the device cookies issued before, as a cookie counts it: the
 * next whole second (a cookie's time is in seconds), so one issued in the same second is revoked too,
 * and the new cookie of the browser that made the change is issued at this moment.
 */
export function nextWholeSecond(now: Date): Date {
  return new Date((Math.floor(now.getTime() / 1000) + 1) * 1000);
}

/** The signing key: the session secret's, derived for this use only. */
export function deviceCookieKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('ghostline device cookie').digest();
}

const signature = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** A new device cookie's value for an account. */
export function signDeviceToken(
  key: Buffer,
  userId: number,
  now: Date,
  nonce = randomBytes(16).toString('base64url'),
): string {
  const payload = `v1.${userId}.${Math.floor(now.getTime() / 1000)}.${nonce}`;
  return `${payload}.${signature(key, payload)}`;
}

const TOKEN = /^v1\.([1-9]\d{0,14})\.(\d{1,12})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/;

/** The account and nonce of a device cookie's value, or null when it is malformed, forged, tampered with or expired. */
export function readDeviceToken(key: Buffer, value: string | undefined, now: Date): DeviceToken | null {
  const match = value === undefined ? null : TOKEN.exec(value);
  if (!match) return null;
  const [, id, issued, nonce, signed] = match;
  const expected = Buffer.from(signature(key, `v1.${id}.${issued}.${nonce}`));
  const given = Buffer.from(signed!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now.getTime() - Number(issued) * 1000;
  if (age < -60_000 || age > DEVICE_COOKIE_LIFETIME_MS) return null;
  return { userId: Number(id), nonce: nonce!, issuedAt: new Date(Number(issued) * 1000) };
}

/** One cookie's value from a Cookie header (the first of that name), undecoded. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
