import { AdminAccountsService } from '../src/auth/admin-accounts.service.js';
import { FORGOT_PASSWORD_MIN_MS } from '../src/auth/auth.service.js';
import { PASSWORD_HASH_COST, setPasswordHashCost } from '../src/common/passwords.js';
import { TEST_HASH_COST } from './password-cost.js';
import { linkIn, Mailbox } from './utils/mailbox.js';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, MEMBER_PASSWORD, signInMember } from './utils/writer-accounts.js';

const PUBLIC_URL = 'http://ghostline.test';
let sequence = 0;
/** A registration body nobody has used yet in this file. */
function newClient(overrides: Record<string, string> = {}) {
  sequence += 1;
  return {
    username: `client${sequence}`,
    email: `client${sequence}@example.com`,
    password: 'plum-ladder-orbit-42',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}

describe('accounts and sessions', () => {
  let t: TestApp;
  const mailbox = new Mailbox();

  /** A client registered (and so signed in) through the API, with its agent. */
  async function registeredClient(overrides: Record<string, string> = {}) {
    const body = newClient(overrides);
    const agent = t.agent();
    const response = await agent.post('/api/client/register').send(body).expect(201);
    return { agent, body, user: response.body.user as { id: number; username: string } };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start(), PUBLIC_URL } });
    await t.app.get(AdminAccountsService).createOrReset('boss', 'an admin passphrase');
  });

  // Every test starts with clean request counts: this file registers and fails sign-ins far more
  // than one address may in an hour (the limits are tested in throttles.e2e-spec.ts and here, each
  // within one test).
  beforeEach(async () => {
    await t.query('delete from rate_limits');
  });

  afterAll(async () => {
    await t?.close();
    await mailbox.stop();
  });

  describe('POST /api/client/register', () => {
    it('counts as signed in: the team sees no invitation waiting, and none to resend', async () => {
      const { user } = await registeredClient();
      const admin = await t.signedInAdmin();

      const { body } = await admin.get('/api/admin/clients').query({ search: user.username }).expect(200);
      expect(body.items).toEqual([expect.objectContaining({ id: user.id, lastLogin: expect.any(String) })]);
      const refused = await admin.post(`/api/admin/clients/${user.id}/invitation`).send({}).expect(409);
      expect(refused.body.message).toBe(
        'This client has already signed in: they can use "Forgot password" instead',
      );
    });

    it('creates a client, signs it in and answers { user } without any password', async () => {
      const body = newClient();
      const agent = t.agent();
      const response = await agent.post('/api/client/register').send(body).expect(201);

      expect(response.body).toEqual({
        user: {
          id: expect.any(Number),
          username: body.username,
          email: body.email,
          firstName: 'Ada',
          lastName: 'Lovelace',
          role: 'client',
          createdAt: expect.any(String),
          // Registering signs the client in.
          lastLogin: expect.any(String),
          reviewDigest: false,
          timeZone: null,
          reviewsForId: null,
        },
      });
      expect(response.text).not.toContain(body.password);
      expect(response.text).not.toContain('argon2');
      expect(response.headers['set-cookie']?.[0]).toMatch(/^ghostline\.sid=.*; HttpOnly; SameSite=Lax/);
      await agent.get('/api/client/profile').expect(200, response.body.user);
    });

    it('stores an argon2id hash at OWASP parameters, never the password', async () => {
      // At the product's cost, not the suites' cheaper one (test/password-cost.ts).
      setPasswordHashCost(PASSWORD_HASH_COST);
      const { body, user } = await registeredClient().finally(() => setPasswordHashCost(TEST_HASH_COST));
      const [row] = await t.query<{ password: string }>('select password from users where id = $1', [
        user.id,
      ]);
      expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row!.password).not.toContain(body.password);
    });

    it('accepts long passwords', async () => {
      const long = 'a fairly long sentence that nobody would guess '.repeat(3);
      const { agent } = await registeredClient({ password: long });
      await agent.get('/api/client/profile').expect(200);
    });

    it.each([
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ password: 'short' }, 'Password must be at least 8 characters'],
      [{ password: 'password1' }, 'This password is too common. Please choose a less common one.'],
      [{ firstName: '' }, 'First name is required'],
      [{ lastName: '   ' }, 'Last name is required'],
    ])('refuses %j with the documented message', async (change, message) => {
      const response = await t.agent().post('/api/client/register').send(newClient(change)).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message });
    });

    it('never makes an admin: a role field is refused', async () => {
      const body = newClient();
      const response = await t
        .agent()
        .post('/api/client/register')
        .send({ ...body, role: 'admin' })
        .expect(400);
      expect(response.body.message).toBe("Unknown field 'role' is not allowed");
      expect(await t.query('select 1 from users where username = $1', [body.username])).toEqual([]);
    });

    it('answers 409 for a taken username or email (whatever its case)', async () => {
      const { body } = await registeredClient();
      const sameName = await t
        .agent()
        .post('/api/client/register')
        .send(newClient({ username: body.username }))
        .expect(409);
      expect(sameName.body.message).toBe('This username is already taken');
      const sameNameOtherCase = await t
        .agent()
        .post('/api/client/register')
        .send(newClient({ username: body.username.toUpperCase() }))
        .expect(409);
      expect(sameNameOtherCase.body.message).toBe('This username is already taken');
      const sameEmail = await t
        .agent()
        .post('/api/client/register')
        .send(newClient({ email: body.email.toUpperCase() }))
        .expect(409);
      expect(sameEmail.body.message).toBe('An account with this email already exists');
    });

    it("refuses a username with @, so that it is never someone's email", async () => {
      const body = newClient();
      const response = await t
        .agent()
        .post('/api/client/register')
        .send({ ...body, username: `x${body.email}` })
        .expect(400);
      expect(response.body.message).toBe('Username may not contain @');
    });
  });

  describe('signing in by username or email, in any case', () => {
    it.each([
      ['the email', (body: { email: string }) => body.email],
      ['the username in upper case', (body: { username: string }) => body.username.toUpperCase()],
      [
        'the email in upper case, with spaces around',
        (body: { email: string }) => ` ${body.email.toUpperCase()} `,
      ],
    ])('signs a client in with %s', async (_case, login) => {
      const { body, user } = await registeredClient({ username: `Mixed${sequence + 1}` });
      const agent = t.agent();
      const response = await agent
        .post('/api/client/login')
        .send({ username: login(body), password: body.password })
        .expect(200);
      expect(response.body.user).toMatchObject({ id: user.id, username: body.username });
      await agent.get('/api/client/profile').expect(200);
    });

    it('signs an admin in with the email or the username in another case', async () => {
      await t.query(
        "update users set email = 'boss@example.com', email_confirmed_at = now() where username = 'boss'",
      );
      for (const username of ['BOSS@Example.com', 'Boss']) {
        const response = await t
          .agent()
          .post('/api/admin/login')
          .send({ username, password: 'an admin passphrase' })
          .expect(200);
        expect(response.body.user).toMatchObject({ username: 'boss', role: 'admin' });
      }
    });

    it('counts failures against the account, however it is spelled', async () => {
      const { body } = await registeredClient();
      const spellings = [body.username, body.username.toUpperCase(), body.email, body.email.toUpperCase()];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await t
          .agent()
          .post('/api/client/login')
          .send({ username: spellings[attempt % spellings.length], password: 'wrong-password-9' })
          .expect(401);
      }
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: body.email, password: body.password })
        .expect(429);
      const rows = await t.query<{ key: string; points: number }>(
        `select key, points from rate_limits where key like 'sign_in_failures:%' and key ilike $1`,
        [`%${body.username}%`],
      );
      expect(rows).toEqual([
        { key: expect.stringMatching(`^sign_in_failures:client:${body.username}:.+$`), points: 10 },
      ]);
    });
  });

  describe('POST /api/client/login and logout', () => {
    it('signs a client in, sets lastLogin and gives a new session id', async () => {
      const { agent, body } = await registeredClient();
      const before = (await agent.get('/api/client/profile')).headers['set-cookie'];
      const response = await agent
        .post('/api/client/login')
        .send({ username: body.username, password: body.password })
        .expect(200);
      expect(response.body.user).toMatchObject({
        username: body.username,
        role: 'client',
        lastLogin: expect.any(String),
      });
      expect(response.headers['set-cookie']?.[0]).not.toEqual(before?.[0]);
      expect(response.text).not.toContain(body.password);
    });

    it.each([
      [
        'a wrong password',
        (body: { username: string }) => ({ username: body.username, password: 'wrong-password-9' }),
      ],
      ['an unknown username', () => ({ username: 'nobody-here', password: 'whatever-it-is' })],
    ])('answers one generic 401 for %s', async (_case, credentials) => {
      const { body } = await registeredClient();
      const response = await t.agent().post('/api/client/login').send(credentials(body)).expect(401);
      expect(response.body).toEqual({
        statusCode: 401,
        message: 'Invalid username or password',
        error: 'Unauthorized',
      });
    });

    it('refuses an admin at the client sign-in, with the same message', async () => {
      const response = await t
        .agent()
        .post('/api/client/login')
        .send({ username: 'boss', password: 'an admin passphrase' })
        .expect(401);
      expect(response.body.message).toBe('Invalid username or password');
    });

    it.each([
      [{ username: 'ab', password: 'x' }, 'Username must be at least 3 characters'],
      [{ username: 'ada' }, 'Password is required'],
    ])('validates %j before checking anything', async (body, message) => {
      const response = await t.agent().post('/api/client/login').send(body).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('logs out: the session is destroyed and the profile answers 401', async () => {
      const { agent, user } = await registeredClient();
      await agent.post('/api/client/logout').expect(200, { message: 'You have been logged out.' });
      await agent.get('/api/client/profile').expect(401);
      const sessions = await t.query(`select 1 from session where sess -> 'passport' ->> 'user' = $1`, [
        String(user.id),
      ]);
      expect(sessions).toEqual([]);
    });
  });

  describe('the signed-in hint (a readable cookie the sign-in page checks before asking who is signed in)', () => {
    const hintOf = (response: { headers: Record<string, unknown> }) =>
      ((response.headers['set-cookie'] as string[] | undefined) ?? []).find((cookie) =>
        cookie.startsWith('ghostline.signed-in='),
      );

    it('is set at sign-in, readable by the page and saying nothing of who, and cleared at sign-out', async () => {
      const { body } = await registeredClient();
      const agent = t.agent();
      const signIn = await agent
        .post('/api/client/login')
        .send({ username: body.username, password: body.password });
      const hint = hintOf(signIn);
      expect(hint).toMatch(/^ghostline\.signed-in=1; Max-Age=\d+; Path=\/; Expires=.*; SameSite=Lax$/);
      expect(hint).not.toContain('HttpOnly');

      const signOut = await agent.post('/api/client/logout').expect(200);
      expect(hintOf(signOut)).toMatch(/^ghostline\.signed-in=; Path=\/; Expires=Thu, 01 Jan 1970/);
    });

    it('is set for a session from before it, and cleared when the browser holds it without a session', async () => {
      const registered = await t.agent().post('/api/client/register').send(newClient()).expect(201);
      const session = (registered.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
      const before = await t.agent().get('/api/client/profile').set('Cookie', session).expect(200);
      expect(hintOf(before)).toMatch(/^ghostline\.signed-in=1; /);
      const hinted = await t
        .agent()
        .get('/api/client/profile')
        .set('Cookie', `${session}; ghostline.signed-in=1`);
      expect(hintOf(hinted)).toBeUndefined();

      const stale = await t
        .agent()
        .get('/api/client/profile')
        .set('Cookie', 'ghostline.signed-in=1')
        .expect(401);
      expect(hintOf(stale)).toMatch(/^ghostline\.signed-in=; /);
      const none = await t.agent().get('/api/client/profile').expect(401);
      expect(hintOf(none)).toBeUndefined();
    });
  });

  describe('throttling failed sign-ins', () => {
    it('answers 429 with Retry-After after 10 failures in a row, even for the right password, counted in PostgreSQL', async () => {
      const { body } = await registeredClient();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await t
          .agent()
          .post('/api/client/login')
          .send({ username: body.username, password: 'wrong-password-9' })
          .expect(401);
      }
      const response = await t
        .agent()
        .post('/api/client/login')
        .send({ username: body.username, password: body.password })
        .expect(429);
      expect(response.body.message).toMatch(
        /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      const [row] = await t.query<{ points: number }>(`select points from rate_limits where key like $1`, [
        `sign_in_failures:client:${body.username}:%`,
      ]);
      expect(row!.points).toBe(10);
    });

    it("does not let ten failed client sign-ins with the admin's username lock the admin out", async () => {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await t
          .agent()
          .post('/api/client/login')
          .send({ username: 'boss', password: 'wrong-password-9' })
          .expect(401);
      }
      // The client form is closed to that name from this address; the admin's own form is not.
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: 'boss', password: 'wrong-password-9' })
        .expect(429);
      const response = await t
        .agent()
        .post('/api/admin/login')
        .send({ username: 'boss', password: 'an admin passphrase' })
        .expect(200);
      expect(response.body.user).toMatchObject({ username: 'boss', role: 'admin' });
    });

    it('forgets the failures of a username once it signs in', async () => {
      const { body } = await registeredClient();
      const fail = () =>
        t.agent().post('/api/client/login').send({ username: body.username, password: 'wrong-password-9' });
      for (let attempt = 0; attempt < 9; attempt += 1) await fail().expect(401);
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: body.username, password: body.password })
        .expect(200);
      for (let attempt = 0; attempt < 9; attempt += 1) await fail().expect(401);
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: body.username, password: body.password })
        .expect(200);
    });
  });

  describe('the profile', () => {
    it('needs a session', async () => {
      await t.agent().get('/api/client/profile').expect(401);
      await t.agent().patch('/api/client/profile').send({ firstName: 'X' }).expect(401);
    });

    it('changes first and last name and answers { user }', async () => {
      const { agent } = await registeredClient();
      const response = await agent
        .patch('/api/client/profile')
        .send({ firstName: 'Grace', lastName: 'Hopper' })
        .expect(200);
      expect(response.body.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
      await agent
        .get('/api/client/profile')
        .expect(200)
        .expect(({ body }) => expect(body.firstName).toBe('Grace'));
    });

    it('accepts only those fields, with the rules of docs/product.md, "Validation rules" (the email changes through a mailed link)', async () => {
      const { agent } = await registeredClient();
      expect(
        (await agent.patch('/api/client/profile').send({ username: 'hijack' }).expect(400)).body.message,
      ).toBe("Unknown field 'username' is not allowed");
      expect(
        (await agent.patch('/api/client/profile').send({ firstName: '' }).expect(400)).body.message,
      ).toBe('First name is required');
      expect(
        (await agent.patch('/api/client/profile').send({ email: 'someone@example.com' }).expect(400)).body
          .message,
      ).toBe("Unknown field 'email' is not allowed");
    });
  });

  describe('POST /api/client/change-password', () => {
    it('refuses a wrong current password with a clear 400', async () => {
      const { agent } = await registeredClient();
      const response = await agent
        .post('/api/client/change-password')
        .send({ currentPassword: 'not-my-password', newPassword: 'new-plum-ladder-43' })
        .expect(400);
      expect(response.body.message).toBe('Your current password is incorrect');
    });

    it('limits wrong current passwords: past ten even the right one is refused (429) and nothing changes', async () => {
      const { agent, body } = await registeredClient();
      for (let attempt = 1; attempt <= 10; attempt++) {
        await agent
          .post('/api/client/change-password')
          .send({ currentPassword: `guess ${attempt}`, newPassword: 'new-plum-ladder-43' })
          .expect(400);
      }
      const blocked = await agent
        .post('/api/client/change-password')
        .send({ currentPassword: body.password, newPassword: 'new-plum-ladder-43' })
        .expect(429);
      expect(blocked.body.message).toMatch(/^Too many wrong passwords\. Please try again in /);
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: body.username, password: body.password })
        .expect(200);
    });

    it('changes the password and ends the other sessions, not this one', async () => {
      const { agent, body } = await registeredClient();
      const elsewhere = t.agent();
      await elsewhere
        .post('/api/client/login')
        .send({ username: body.username, password: body.password })
        .expect(200);

      await agent
        .post('/api/client/change-password')
        .send({ currentPassword: body.password, newPassword: 'new-plum-ladder-43' })
        .expect(200, { message: 'Your password has been updated successfully.' });

      await agent.get('/api/client/profile').expect(200);
      await elsewhere.get('/api/client/profile').expect(401);
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: body.username, password: body.password })
        .expect(401);
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: body.username, password: 'new-plum-ladder-43' })
        .expect(200);
    });
  });

  describe('password reset by email', () => {
    const SAME_ANSWER = {
      message: 'If the email exists in our system, you will receive instructions to reset your password.',
    };

    it('answers the same, no sooner than the floor, whether or not the email exists', async () => {
      const { body } = await registeredClient();
      for (const email of [body.email, 'nobody@example.com']) {
        const started = Date.now();
        await t.agent().post('/api/client/forgot-password').send({ email }).expect(200, SAME_ANSWER);
        expect(Date.now() - started).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
      }
    });

    it('emails a single-use link, stored only as a hash, that sets a new password and ends every session', async () => {
      const { agent, body } = await registeredClient();
      await t
        .agent()
        .post('/api/client/forgot-password')
        .send({ email: body.email })
        .expect(200, SAME_ANSWER);

      const mail = await mailbox.waitFor(body.email, /Reset your Ghostline password/);
      const link = linkIn(mail, `${PUBLIC_URL}/reset-password?token=`);
      const token = link.searchParams.get('token')!;
      expect(mail.html).toContain(link.toString().replace(/&/g, '&#38;'));
      expect(mail.text).toContain('Ghostline');
      const [stored] = await t.query<{ token: string; expires_at: Date; used: boolean }>(
        'select token, expires_at, used from password_reset_tokens order by id desc limit 1',
      );
      expect(stored!.token).not.toBe(token);
      expect(stored!.token).toMatch(/^[0-9a-f]{64}$/);
      expect(stored!.expires_at.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
      expect(stored!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

      // The browser the link opens in is signed in to the account, on a new session id.
      const { agent: browser } = await registeredClient();
      const before = await t.query<{ sid: string }>('select sid from session');
      const reset = await browser
        .post('/api/client/reset-password')
        .send({ token, newPassword: 'reset-plum-ladder-44' })
        .expect(200);
      expect(reset.body).toEqual({
        message: 'Your password has been reset. You can now log in with your new password.',
        user: expect.objectContaining({
          username: body.username,
          role: 'client',
          lastLogin: expect.any(String),
        }),
      });
      await browser
        .get('/api/client/profile')
        .expect(200)
        .expect(({ body: profile }) => expect(profile.username).toBe(body.username));
      const [newSession] = await t.query<{ sid: string }>(
        `select sid from session where sess -> 'passport' ->> 'user' = $1`,
        [String(reset.body.user.id)],
      );
      expect(before.map((row) => row.sid)).not.toContain(newSession!.sid);
      await agent.get('/api/client/profile').expect(401);
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: body.username, password: 'reset-plum-ladder-44' })
        .expect(200);

      const again = await t
        .agent()
        .post('/api/client/reset-password')
        .send({ token, newPassword: 'another-plum-45' })
        .expect(400);
      expect(again.body.message).toBe(
        'This link is invalid or has expired: ask for a new one with "Forgot password?" on the login page',
      );
    });

    it('refuses an expired or unknown token', async () => {
      const { body } = await registeredClient();
      await t.agent().post('/api/client/forgot-password').send({ email: body.email }).expect(200);
      const token = linkIn(await mailbox.waitFor(body.email, /Reset your/), PUBLIC_URL).searchParams.get(
        'token',
      )!;
      await t.query(`update password_reset_tokens set expires_at = now() - interval '1 second'`);

      for (const attempt of [token, 'made-up-token']) {
        const response = await t
          .agent()
          .post('/api/client/reset-password')
          .send({ token: attempt, newPassword: 'reset-plum-ladder-44' })
          .expect(400);
        expect(response.body.message).toBe(
          'This link is invalid or has expired: ask for a new one with "Forgot password?" on the login page',
        );
      }
    });

    it('stops the links sent to the old address once the email changes', async () => {
      const { agent, body } = await registeredClient();
      await t.agent().post('/api/client/forgot-password').send({ email: body.email }).expect(200);
      const token = linkIn(await mailbox.waitFor(body.email, /Reset your/), PUBLIC_URL).searchParams.get(
        'token',
      )!;
      await agent
        .post('/api/client/profile/email-change')
        .send({ email: `moved-${body.email}`, currentPassword: body.password })
        .expect(200);
      const confirmation = linkIn(
        await mailbox.waitFor(`moved-${body.email}`, /Confirm your email address/),
        PUBLIC_URL,
      ).searchParams.get('token')!;
      await t.agent().post('/api/email-confirmations').send({ token: confirmation }).expect(200);
      await t
        .agent()
        .post('/api/client/reset-password')
        .send({ token, newPassword: 'reset-plum-ladder-44' })
        .expect(400);
    });
  });

  describe("an admin's reset link", () => {
    it('sets the password but signs nobody in through the client call', async () => {
      await t.query(
        "update users set email = 'boss@example.com', email_confirmed_at = now() where username = 'boss'",
      );
      await t.agent().post('/api/client/forgot-password').send({ email: 'boss@example.com' }).expect(200);
      const token = linkIn(
        await mailbox.waitFor('boss@example.com', /Reset your/),
        PUBLIC_URL,
      ).searchParams.get('token')!;
      const agent = t.agent();
      const reset = await agent
        .post('/api/client/reset-password')
        .send({ token, newPassword: 'a new admin passphrase' })
        .expect(200);
      expect(reset.body.user).toBeNull();
      await agent.get('/api/admin/check-auth').expect(401);
      await t
        .agent()
        .post('/api/admin/login')
        .send({ username: 'boss', password: 'a new admin passphrase' })
        .expect(200);
      await t.app.get(AdminAccountsService).createOrReset('boss', 'an admin passphrase');
    });
  });

  describe('admins', () => {
    it('sign in at /api/admin/login, pass check-auth, and sign out', async () => {
      const agent = t.agent();
      const login = await agent
        .post('/api/admin/login')
        .send({ username: 'boss', password: 'an admin passphrase' })
        .expect(200);
      expect(login.body.user).toMatchObject({ username: 'boss', role: 'admin' });
      await agent
        .get('/api/admin/check-auth')
        .expect(200)
        .expect(({ body }) => expect(body.username).toBe('boss'));
      await agent.post('/api/admin/logout').expect(200);
      await agent.get('/api/admin/check-auth').expect(401);
    });

    it('refuses a client at the admin sign-in, and a client session at admin endpoints (403)', async () => {
      const { agent, body } = await registeredClient();
      const response = await t
        .agent()
        .post('/api/admin/login')
        .send({ username: body.username, password: body.password })
        .expect(401);
      expect(response.body.message).toBe('Invalid username or password');
      await agent.get('/api/admin/check-auth').expect(403);
      await agent.get('/api/leads').expect(403);
    });

    it('are never made with @ in the username, nor as a client in another case', async () => {
      const accounts = t.app.get(AdminAccountsService);
      await expect(accounts.createOrReset('boss@example.com', 'an admin passphrase')).rejects.toThrow(
        'Username may not contain @',
      );
      const { body } = await registeredClient();
      await expect(
        accounts.createOrReset(body.username.toUpperCase(), 'an admin passphrase'),
      ).rejects.toThrow(`"${body.username}" is a client account; choose another username for the admin`);
      expect(await accounts.createOrReset('BOSS', 'an admin passphrase')).toBe('reset');
    });

    it('validates the admin sign-in with its own messages', async () => {
      expect(
        (await t.agent().post('/api/admin/login').send({ username: '', password: 'x' }).expect(400)).body
          .message,
      ).toBe('Username is required');
    });
  });

  describe('POST /api/admin/change-password', () => {
    const NEW_PASSWORD = 'new-quill-harbour-lantern-18';

    /** The status of a sign-in at the team's door with `password`. */
    const teamSignIn = async (username: string, password: string) =>
      (await t.agent().post('/api/admin/login').send({ username, password })).status;

    it.each([
      ['a writer', 'writer', 'wren'],
      ['an admin', 'admin', 'ariadne'],
    ] as const)(
      'lets %s change their password: the old one stops working, the new one signs in, their other sessions end and this one stays',
      async (_who, role, username) => {
        await createTeamMember(t, { username, role });
        const agent = await signInMember(t, username);
        const elsewhere = await signInMember(t, username);

        await agent
          .post('/api/admin/change-password')
          .send({ currentPassword: MEMBER_PASSWORD, newPassword: NEW_PASSWORD })
          .expect(200, { message: 'Your password has been updated successfully.' });

        await agent
          .get('/api/admin/check-auth')
          .expect(200)
          .expect(({ body }) => expect(body).toMatchObject({ username, role }));
        await elsewhere.get('/api/admin/check-auth').expect(401);
        expect(await teamSignIn(username, MEMBER_PASSWORD)).toBe(401);
        expect(await teamSignIn(username, NEW_PASSWORD)).toBe(200);
      },
    );

    it('refuses a wrong current password with a 400 naming it, and a new password that breaks a rule, changing nothing', async () => {
      await createTeamMember(t, { username: 'wilbur' });
      const agent = await signInMember(t, 'wilbur');
      const elsewhere = await signInMember(t, 'wilbur');

      const wrong = await agent
        .post('/api/admin/change-password')
        .send({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD })
        .expect(400);
      expect(wrong.body.message).toBe('Your current password is incorrect');
      const short = await agent
        .post('/api/admin/change-password')
        .send({ currentPassword: MEMBER_PASSWORD, newPassword: 'short' })
        .expect(400);
      expect(short.body.message).toBe('Password must be at least 8 characters');

      await elsewhere.get('/api/admin/check-auth').expect(200);
      expect(await teamSignIn('wilbur', MEMBER_PASSWORD)).toBe(200);
      expect(await teamSignIn('wilbur', NEW_PASSWORD)).toBe(401);
    });

    it("limits a member's wrong current passwords: past ten even the right one is refused (429)", async () => {
      await createTeamMember(t, { username: 'wendell' });
      const agent = await signInMember(t, 'wendell');
      for (let attempt = 1; attempt <= 10; attempt++) {
        await agent
          .post('/api/admin/change-password')
          .send({ currentPassword: `guess ${attempt}`, newPassword: NEW_PASSWORD })
          .expect(400);
      }
      await agent
        .post('/api/admin/change-password')
        .send({ currentPassword: MEMBER_PASSWORD, newPassword: NEW_PASSWORD })
        .expect(429);
      expect(await teamSignIn('wendell', MEMBER_PASSWORD)).toBe(200);
    });

    it('refuses a client (403) and anyone not signed in (401)', async () => {
      const { agent, body } = await registeredClient();
      const change = { currentPassword: body.password, newPassword: NEW_PASSWORD };

      await agent.post('/api/admin/change-password').send(change).expect(403);
      await t.agent().post('/api/admin/change-password').send(change).expect(401);
      // The client's password is as it was.
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: body.username, password: body.password })
        .expect(200);
    });
  });
});

describe('the per-address throttle', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 after 100 failed sign-ins from one address in a day, whatever the usernames', async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: `guess${attempt}`, password: 'wrong-password-9' })
        .expect(401);
    }
    const response = await t
      .agent()
      .post('/api/client/login')
      .send({ username: 'someone-else', password: 'whatever-9' })
      .expect(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
  });
});

describe('the first admin', () => {
  it('is made from ADMIN_USERNAME and ADMIN_PASSWORD when no admin exists', async () => {
    const t = await createTestApp({
      env: { ADMIN_USERNAME: 'founder', ADMIN_PASSWORD: 'founder passphrase' },
    });
    try {
      await t
        .agent()
        .post('/api/admin/login')
        .send({ username: 'founder', password: 'founder passphrase' })
        .expect(200);
    } finally {
      await t.close();
    }
  });

  it('is made with a random password on the embedded default, for the start banner to print once', async () => {
    const t = await createTestApp({
      embedded: true,
      env: { ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined },
    });
    try {
      const credentials = t.app.get(AdminAccountsService).generatedCredentials!;
      expect(credentials.username).toBe('admin');
      expect(credentials.password.length).toBeGreaterThanOrEqual(20);
      await t.agent().post('/api/admin/login').send(credentials).expect(200);
    } finally {
      await t.close();
    }
  });

  it('is not made on a DATABASE_URL without ADMIN_USERNAME', async () => {
    const t = await createTestApp({ env: { ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined } });
    try {
      expect(t.app.get(AdminAccountsService).generatedCredentials).toBeUndefined();
      await t
        .agent()
        .post('/api/admin/login')
        .send({ username: 'admin', password: 'anything-at-all' })
        .expect(401);
    } finally {
      await t.close();
    }
  });
});
