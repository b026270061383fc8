import { INVALID_RESET_LINK } from '../src/auth/dto/password.dto.js';
import { PasswordResetService } from '../src/auth/password-reset.service.js';
import { User } from '../src/users/user.entity.js';
import { linkIn, Mailbox } from './utils/mailbox.js';
import { ONBOARDING_ANSWERS } from './utils/samples.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'http://ghostline.test';
const PASSWORD = 'plum-ladder-orbit-42';
const answers = ONBOARDING_ANSWERS;

/** One live link: a new reset link ends the earlier reset links, a new invitation the earlier invitations. */
describe('password links', () => {
  let t: TestApp;
  const mailbox = new Mailbox();
  let sequence = 0;

  /** The tokens of every mail to `email` whose link starts with `path`, oldest first. */
  async function tokensSentTo(email: string, path: string): Promise<string[]> {
    await t.mailsSettled();
    return mailbox.messages
      .filter((mail) => JSON.stringify(mail.to).includes(email))
      .filter((mail) => (mail.text ?? '').includes(`${PUBLIC_URL}${path}?token=`))
      .map((mail) => linkIn(mail, `${PUBLIC_URL}${path}?token=`).searchParams.get('token')!);
  }

  const setPassword = (token: string) =>
    t.agent().post('/api/client/reset-password').send({ token, newPassword: PASSWORD });

  async function registeredClient() {
    sequence += 1;
    const body = {
      username: `client${sequence}`,
      email: `client${sequence}@example.com`,
      password: 'first-password-long-9',
      firstName: 'Ada',
      lastName: 'Lovelace',
    };
    await t.agent().post('/api/client/register').send(body).expect(201);
    return body;
  }

  /** A client converted from a lead by the admin, which mails its first invitation. */
  async function invitedClient() {
    sequence += 1;
    const email = `invited${sequence}@example.com`;
    const lead = await t.submitLead({ email });
    await t.onboard(lead, answers);
    const admin = await t.signedInAdmin();
    const { body } = await admin
      .post(`/api/admin/leads/${lead.id}/convert`)
      .send({
        username: `invited${sequence}`,
        email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        plan: 'echo',
        amount: 299,
      })
      .expect(201);
    return { admin, email, clientId: body.clientId as number };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start(), PUBLIC_URL } });
  });

  beforeEach(async () => {
    await t.query('delete from rate_limits');
  });

  afterAll(async () => {
    await t?.close();
    await mailbox.stop();
  });

  describe('GET /api/client/reset-password: whether a link works, before the password is typed', () => {
    const check = (token: unknown) => t.agent().get('/api/client/reset-password').query({ token });

    it('says a link is usable without using it, then used once it set a password', async () => {
      const { email } = await registeredClient();
      await t.agent().post('/api/client/forgot-password').send({ email }).expect(200);
      const [token] = await tokensSentTo(email, '/reset-password');

      // Only the state: nothing of the account.
      await check(token).expect(200, { state: 'usable' });
      await check(token).expect(200, { state: 'usable' });
      await setPassword(token!).expect(200);
      await check(token).expect(200, { state: 'used' });
    });

    it('says a link replaced by a newer one is used, and an expired one expired', async () => {
      const { email } = await registeredClient();
      await t.agent().post('/api/client/forgot-password').send({ email }).expect(200);
      await t.agent().post('/api/client/forgot-password').send({ email }).expect(200);
      const [first, second] = await tokensSentTo(email, '/reset-password');
      await check(first).expect(200, { state: 'used' });
      await check(second).expect(200, { state: 'usable' });

      await t.query(
        `update password_reset_tokens set expires_at = now() - interval '1 minute' where used = false
           and user_id = (select id from users where email = $1)`,
        [email],
      );
      await check(second).expect(200, { state: 'expired' });
      await setPassword(second!).expect(400);
    });

    it('says an invitation link works, and an unknown token is unknown', async () => {
      const { email } = await invitedClient();
      const [token] = await tokensSentTo(email, '/set-password');
      await check(token).expect(200, { state: 'usable' });
      await check('no-such-link').expect(200, { state: 'unknown' });
    });

    it('refuses a missing or oversized token with the link message', async () => {
      for (const query of [{}, { token: '' }, { token: 'x'.repeat(513) }]) {
        const { body } = await t.agent().get('/api/client/reset-password').query(query).expect(400);
        expect(body.message).toBe(INVALID_RESET_LINK);
      }
    });
  });

  it('ends the earlier reset link when a newer one is sent', async () => {
    const { email } = await registeredClient();
    await t.agent().post('/api/client/forgot-password').send({ email }).expect(200);
    await t.agent().post('/api/client/forgot-password').send({ email }).expect(200);
    const [first, second] = await tokensSentTo(email, '/reset-password');
    expect(second).toBeDefined();

    const stale = await setPassword(first!).expect(400);
    expect(stale.body.message).toBe(INVALID_RESET_LINK);
    await setPassword(second!).expect(200);
  });

  it('ends the earlier invitation link when the invitation is sent again', async () => {
    const { admin, email, clientId } = await invitedClient();
    await admin.post(`/api/admin/clients/${clientId}/invitation`).expect(204);
    const [first, second] = await tokensSentTo(email, '/set-password');
    expect(second).toBeDefined();

    const stale = await setPassword(first!).expect(400);
    expect(stale.body.message).toBe(INVALID_RESET_LINK);
    await setPassword(second!).expect(200);
  });

  it("does not let someone asking a reset in a client's name end the team's invitation", async () => {
    const { email } = await invitedClient();
    await t.agent().post('/api/client/forgot-password').send({ email }).expect(200);
    const [invitation] = await tokensSentTo(email, '/set-password');
    expect(await tokensSentTo(email, '/reset-password')).toHaveLength(1);
    await setPassword(invitation!).expect(200);
  });

  it('leaves one live link when several are issued at the same moment', async () => {
    const { username } = await registeredClient();
    const user = await t.orm.em.fork().findOneOrFail(User, { username });
    const resets = t.app.get(PasswordResetService);
    await Promise.all(Array.from({ length: 10 }, () => resets.issue(user, 'reset')));
    const live = await t.query('select 1 from password_reset_tokens where user_id = $1 and not used', [
      user.id,
    ]);
    expect(live).toHaveLength(1);
  });
});
