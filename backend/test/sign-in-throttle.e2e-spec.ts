import { SIGN_IN_SLEEP } from '../src/auth/login-throttle.service.js';
import { THROTTLES } from '../src/common/throttle-limits.js';
import { ADMIN, createTestApp, type TestApp } from './utils/test-app.js';

/**
 * Sign-in failures counted per (role, account, address) and per (role, account), through an app
 * that trusts one proxy as production does behind nginx, so X-Forwarded-For gives each request its
 * address. The sign-in's sleep is replaced by one that records the waits asked and returns at once.
 */
describe('sign-in throttles, from several addresses', () => {
  let t: TestApp;
  const waits: number[] = [];

  const signIn = (form: 'client' | 'admin', address: string, credentials: object) =>
    t.agent().post(`/api/${form}/login`).set('X-Forwarded-For', address).send(credentials);

  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: true,
      overrides: [{ provide: SIGN_IN_SLEEP, useValue: (ms: number) => Promise.resolve(void waits.push(ms)) }],
    });
    await t.signedInAdmin();
  });

  beforeEach(async () => {
    waits.length = 0;
    await t.query('delete from rate_limits');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('blocks the address that failed, while the right password from another address signs in', async () => {
    const wrong = { username: ADMIN.username, password: 'wrong-password-9' };
    for (let attempt = 0; attempt < THROTTLES.signInFailuresPerAccountAndAddress.points; attempt += 1) {
      await signIn('admin', '203.0.113.7', wrong).expect(401);
    }
    const blocked = await signIn('admin', '203.0.113.7', ADMIN).expect(429);
    expect(blocked.body.message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const elsewhere = await signIn('admin', '198.51.100.20', ADMIN).expect(200);
    expect(elsewhere.body.user).toMatchObject({ username: ADMIN.username, role: 'admin' });
    // That success clears its own address's count, not the attacker's.
    await signIn('admin', '203.0.113.7', ADMIN).expect(429);
    expect(waits).toEqual([]);
  });

  it("slows every attempt at an account past its hour's free failures, and still lets the right password in", async () => {
    const free = THROTTLES.signInFailuresPerAccount.points;
    const perAddress = THROTTLES.signInFailuresPerAccountAndAddress.points;
    const wrong = { username: ADMIN.username, password: 'wrong-password-9' };
    for (let attempt = 0; attempt < free; attempt += 1) {
      await signIn('admin', `192.0.2.${Math.floor(attempt / perAddress)}`, wrong).expect(401);
    }
    expect(waits).toEqual([]);

    await signIn('admin', '192.0.2.100', ADMIN).expect(200);
    await signIn('admin', '192.0.2.101', wrong).expect(401);
    await signIn('admin', '192.0.2.101', wrong).expect(401);
    await signIn('admin', '192.0.2.102', ADMIN).expect(200);
    // free failures: 1 s; one more: 2 s; two more: 4 s. A success does not reset the account's count.
    expect(waits).toEqual([1000, 1000, 2000, 4000]);
    const [row] = await t.query<{ points: number }>('select points from rate_limits where key = $1', [
      `sign_in_failures_account:admin:${ADMIN.username}`,
    ]);
    expect(row!.points).toBe(free + 2);
  });

  it("counts the client form apart: failures there never slow the admin's sign-in", async () => {
    const wrong = { username: ADMIN.username, password: 'wrong-password-9' };
    const free = THROTTLES.signInFailuresPerAccount.points;
    const perAddress = THROTTLES.signInFailuresPerAccountAndAddress.points;
    for (let attempt = 0; attempt < free + 2; attempt += 1) {
      await signIn('client', `192.0.2.${Math.floor(attempt / perAddress)}`, wrong).expect(401);
    }
    expect(waits).toEqual([1000, 2000]);
    waits.length = 0;
    await signIn('admin', '192.0.2.0', ADMIN).expect(200);
    expect(waits).toEqual([]);
  });
});
