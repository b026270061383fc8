import type request from 'supertest';
import { FORGOT_PASSWORD_MIN_MS } from '../src/auth/auth.service.js';
import { FORGOT_PASSWORD_SLEEP, SIGN_IN_SLEEP } from '../src/auth/login-throttle.service.js';
import { DEVICE_COOKIE } from '../src/common/device-cookie.js';
import { THROTTLES } from '../src/common/throttle-limits.js';
import { recordSecret } from './utils/log-secrets.js';
import { ADMIN, CLIENT_PASSWORD, createTestApp, type TestApp } from './utils/test-app.js';

type Agent = ReturnType<typeof request.agent>;

const FORGOT_ANSWER = {
  message: 'If the email exists in our system, you will receive instructions to reset your password.',
};
const WRONG = 'wrong-password-9';

/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has signed in to an account is counted by its own cookie, so strangers' failures and reset
 * requests never slow, refuse or starve it. Through an app that trusts one proxy, so X-Forwarded-For
 * gives each request its address; the sign-in's sleep records the waits asked and returns at once,
 * so "not slowed" is read from what was asked, never timed.
 */
describe('device cookies', () => {
  let t: TestApp;
  const waits: number[] = [];
  /** The floors the forgot-password answers asked to wait out. */
  const floors: number[] = [];
  let sequence = 0;

  const post = (agent: Agent, path: string, address: string) =>
    agent.post(path).set('X-Forwarded-For', address);
  const signIn = (
    agent: Agent,
    door: 'client' | 'admin',
    address: string,
    username: string,
    password: string,
  ) => post(agent, `/api/${door}/login`, address).send({ username, password });

  /** The device cookie an answer set (recorded as a secret: the end-of-run check looks for it in every log line). */
  function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
    const cookies = [response.headers['set-cookie'] ?? []].flat() as string[];
    const cookie = cookies.find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
    if (!cookie) throw new Error('no device cookie was set');
    const value = cookie.split(';')[0]!.slice(DEVICE_COOKIE.length + 1);
    recordSecret('device cookie', value);
    return value;
  }

  /** A fresh client account (`<username>@example.com`, CLIENT_PASSWORD), signed in from nowhere. */
  async function newClient(): Promise<{ id: number; username: string; email: string }> {
    const username = `device${++sequence}`;
    const { id } = await t.signedInPortalClient(username);
    return { id, username, email: `${username}@example.com` };
  }

  /** The user's own browser: it signs in from `address` with the right password, and keeps its cookies. */
  async function browserOf(door: 'client' | 'admin', username: string, password: string, address: string) {
    const agent = t.agent();
    const response = await signIn(agent, door, address, username, password).expect(200);
    return { agent, cookie: deviceCookieOf(response) };
  }

  const points = (key: string) =>
    t
      .query<{ points: number }>('select points from rate_limits where key = $1', [key])
      .then((rows) => rows[0]?.points ?? 0);
  const resetMailsTo = (email: string) =>
    t
      .query<{ count: number }>(
        `select count(*)::int as count from outgoing_mails where kind = 'password_reset' and recipient = $1`,
        [email],
      )
      .then((rows) => rows[0]!.count);

  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: true,
      // Reset mails stay recorded in outgoing_mails (no SMTP server is needed to count them).
      queue: false,
      overrides: [
        { provide: SIGN_IN_SLEEP, useValue: (ms: number) => Promise.resolve(void waits.push(ms)) },
        // The forgot-password answers' floor is asked, not sat through (400 ms each, hundreds here).
        { provide: FORGOT_PASSWORD_SLEEP, useValue: (ms: number) => Promise.resolve(void floors.push(ms)) },
      ],
    });
    await t.signedInAdmin();
  });

  beforeEach(async () => {
    await t.query('delete from rate_limits');
    waits.length = 0;
  });

  afterAll(async () => {
    await t?.close();
  });

  describe.each(['client', 'admin'] as const)('at the %s sign-in', (door) => {
    it("is not slowed by 40+ failures at the account from an attacker's addresses", async () => {
      const account =
        door === 'admin' ? ADMIN : { username: (await newClient()).username, password: CLIENT_PASSWORD };
      const browser = await browserOf(door, account.username, account.password, '198.51.100.7');
      const perAddress = THROTTLES.signInFailuresPerAccountAndAddress.points;
      for (let attempt = 0; attempt < 42; attempt += 1) {
        await signIn(
          t.agent(),
          door,
          `203.0.113.${Math.floor(attempt / (perAddress - 1))}`,
          account.username,
          WRONG,
        ).expect(401);
      }
      // The attacker's own attempts were slowed, and so is a browser the account never signed in from.
      expect(waits.length).toBeGreaterThan(0);
      waits.length = 0;
      await signIn(t.agent(), door, '198.51.100.8', account.username, account.password).expect(200);
      expect(waits).toEqual([10_000]);

      waits.length = 0;
      await signIn(browser.agent, door, '198.51.100.7', account.username, WRONG).expect(401);
      const again = await signIn(
        browser.agent,
        door,
        '198.51.100.7',
        account.username,
        account.password,
      ).expect(200);
      expect(again.body.user).toMatchObject({ username: account.username });
      expect(waits).toEqual([]);
      // Its failure counted against its own cookie, not the account's hour.
      expect(await points(`sign_in_failures_account:${door}:${account.username}`)).toBe(42);
      // A success gives the browser a fresh cookie (a new nonce), valid as the old one was.
      expect(deviceCookieOf(again)).not.toBe(browser.cookie);
    });
  });

  it('is not refused at an office address that 100 failures have blocked', async () => {
    const { username } = await newClient();
    const office = '192.0.2.55';
    const browser = await browserOf('client', username, CLIENT_PASSWORD, office);
    for (let attempt = 0; attempt < THROTTLES.signInFailuresPerAddress.points; attempt += 1) {
      await signIn(t.agent(), 'client', office, `stuffed${attempt}`, WRONG).expect(401);
    }
    // A colleague's browser that never signed in from here is refused, as before.
    const refused = await signIn(t.agent(), 'client', office, username, CLIENT_PASSWORD).expect(429);
    expect(refused.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in /);

    waits.length = 0;
    await signIn(browser.agent, 'client', office, username, CLIENT_PASSWORD).expect(200);
    expect(waits).toEqual([]);
  });

  it('is revoked by a password change, but for the browser that made it, which gets a new one', async () => {
    const { username } = await newClient();
    const office = '192.0.2.66';
    const other = await browserOf('client', username, CLIENT_PASSWORD, office);
    const own = await browserOf('client', username, CLIENT_PASSWORD, office);
    const newPassword = 'new-plum-ladder-43';
    const changed = await post(own.agent, '/api/client/change-password', office)
      .send({ currentPassword: CLIENT_PASSWORD, newPassword })
      .expect(200);
    expect(deviceCookieOf(changed)).not.toBe(own.cookie);
    for (let attempt = 0; attempt < THROTTLES.signInFailuresPerAddress.points; attempt += 1) {
      await signIn(t.agent(), 'client', office, `stuffed${attempt}`, WRONG).expect(401);
    }
    // The other browser's cookie was issued before the change: it is a stranger's now.
    await signIn(other.agent, 'client', office, username, newPassword).expect(429);
    await signIn(own.agent, 'client', office, username, newPassword).expect(200);
  });

  it("treats a forged, tampered or another account's device cookie as no device cookie", async () => {
    const ada = await newClient();
    const bob = await newClient();
    const adaBrowser = await browserOf('client', ada.username, CLIENT_PASSWORD, '198.51.100.30');
    const bobBrowser = await browserOf('client', bob.username, CLIENT_PASSWORD, '198.51.100.31');
    // Strangers have failed at Ada's account past its free hour: an untrusted attempt waits.
    await t.query(`insert into rate_limits (key, points, expire) values ($1, $2, $3)`, [
      `sign_in_failures_account:client:${ada.username}`,
      THROTTLES.signInFailuresPerAccount.points + 5,
      Date.now() + 3_600_000,
    ]);
    const [version, , issued, nonce, signature] = adaBrowser.cookie.split('.');
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    const cookies = {
      "another account's": bobBrowser.cookie,
      'tampered (the account changed)': [version, bob.id, issued, nonce, signature].join('.'),
      'tampered (the signature changed)': [version, ada.id, issued, nonce, flipped].join('.'),
      forged: `v1.${ada.id}.${issued}.AAAAAAAAAAAAAAAAAAAAAA.${'A'.repeat(43)}`,
    };
    for (const [kind, cookie] of Object.entries(cookies)) {
      waits.length = 0;
      const response = await signIn(
        t.agent().set('Cookie', `${DEVICE_COOKIE}=${cookie}`),
        'client',
        '198.51.100.32',
        ada.username,
        WRONG,
      ).expect(401);
      expect({ kind, waits, status: response.status }).toEqual({
        kind,
        waits: [expect.any(Number)],
        status: 401,
      });
    }
    // Each counted as an untrusted failure: at the account, and at the address for the account.
    expect(await points(`sign_in_failures_account:client:${ada.username}`)).toBe(
      THROTTLES.signInFailuresPerAccount.points + 5 + 4,
    );
    expect(await points(`sign_in_failures:client:${ada.username}:198.51.100.32`)).toBe(4);
    // Bob's browser signing in to Ada's account is untrusted too (and waits); Ada's own is not.
    waits.length = 0;
    await signIn(bobBrowser.agent, 'client', '198.51.100.31', ada.username, CLIENT_PASSWORD).expect(200);
    expect(waits).toHaveLength(1);
    waits.length = 0;
    await signIn(adaBrowser.agent, 'client', '198.51.100.30', ada.username, CLIENT_PASSWORD).expect(200);
    expect(waits).toEqual([]);
  });

  it("locks only the cookie that failed its own 10 in 15 minutes, and nobody else's sign-in", async () => {
    const { username } = await newClient();
    const address = '198.51.100.40';
    const stolen = await browserOf('client', username, CLIENT_PASSWORD, address);
    const laptop = await browserOf('client', username, CLIENT_PASSWORD, '198.51.100.41');
    for (let attempt = 0; attempt < THROTTLES.signInFailuresPerDevice.points; attempt += 1) {
      await signIn(stolen.agent, 'client', address, username, WRONG).expect(401);
    }
    const locked = await signIn(stolen.agent, 'client', address, username, CLIENT_PASSWORD).expect(429);
    expect(locked.body.message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(waits).toEqual([]);
    // None of those failures was the account's or the address's.
    expect(await points(`sign_in_failures_account:client:${username}`)).toBe(0);
    expect(await points(`sign_in_failures_address:${address}`)).toBe(0);
    // The account's other browser, and a browser without a cookie at that same address, sign in.
    await signIn(laptop.agent, 'client', '198.51.100.41', username, CLIENT_PASSWORD).expect(200);
    await signIn(t.agent(), 'client', address, username, CLIENT_PASSWORD).expect(200);
  });

  describe('forgot-password', () => {
    it("sends the owner's reset mail from their browser after strangers used up the email's and the address's", async () => {
      const { username, email } = await newClient();
      const office = '192.0.2.80';
      const browser = await browserOf('client', username, CLIENT_PASSWORD, office);
      await t.query(`delete from outgoing_mails where recipient = $1`, [email]);
      floors.length = 0;
      // Strangers ask for the owner's email from elsewhere until no more mails go out...
      for (let index = 0; index < THROTTLES.resetMailsPerEmail.points + 2; index += 1) {
        await post(t.agent(), '/api/client/forgot-password', `203.0.113.${100 + index}`)
          .send({ email })
          .expect(200, FORGOT_ANSWER);
      }
      expect(await resetMailsTo(email)).toBe(THROTTLES.resetMailsPerEmail.points);
      // ...and use up the office address's requests.
      for (let index = 0; index < THROTTLES.resetMailsPerAddress.points; index += 1) {
        await post(t.agent(), '/api/client/forgot-password', office)
          .send({ email: `someone${index}@example.com` })
          .expect(200);
      }
      await post(t.agent(), '/api/client/forgot-password', office).send({ email }).expect(429);

      // The owner's browser is answered the same, and its mail is sent, within its own few an hour.
      for (let index = 0; index < THROTTLES.resetMailsPerDevice.points + 1; index += 1) {
        await post(browser.agent, '/api/client/forgot-password', office)
          .send({ email })
          .expect(200, FORGOT_ANSWER);
      }
      expect(await resetMailsTo(email)).toBe(
        THROTTLES.resetMailsPerEmail.points + THROTTLES.resetMailsPerDevice.points,
      );
      // Every request asked the same floor, the owner's as the strangers' (the 429 too, answered at once).
      const requests =
        THROTTLES.resetMailsPerEmail.points +
        2 +
        THROTTLES.resetMailsPerAddress.points +
        1 +
        THROTTLES.resetMailsPerDevice.points +
        1;
      expect(floors).toEqual(Array.from({ length: requests }, () => FORGOT_PASSWORD_MIN_MS));
    });

    it("counts a request for another account's email from a device-cookied browser as a stranger's", async () => {
      const ada = await newClient();
      const bob = await newClient();
      const adaBrowser = await browserOf('client', ada.username, CLIENT_PASSWORD, '192.0.2.90');
      await t.query(`delete from outgoing_mails where recipient = $1`, [bob.email]);
      for (let index = 0; index < THROTTLES.resetMailsPerEmail.points + 1; index += 1) {
        await post(adaBrowser.agent, '/api/client/forgot-password', '192.0.2.90')
          .send({ email: bob.email })
          .expect(200, FORGOT_ANSWER);
      }
      expect(await resetMailsTo(bob.email)).toBe(THROTTLES.resetMailsPerEmail.points);
      expect(await points(`reset_mails_address:192.0.2.90`)).toBe(THROTTLES.resetMailsPerEmail.points + 1);
    });
  });
});
