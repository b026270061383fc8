import type { ParsedMail } from 'mailparser';
import type request from 'supertest';
import { AdminAccountsService } from '../src/auth/admin-accounts.service.js';
import { linkIn, Mailbox } from './utils/mailbox.js';
import { ADMIN, CLIENT_PASSWORD, createTestApp, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'http://ghostline.test';
const PASSWORD = 'quiet-harbour-lantern-7';

type Agent = ReturnType<typeof request.agent>;

/**
 * A team member's email: changed on Your account with the current password, confirmed by a link
 * mailed to the new address (the old one told); set by an admin on the team page; given at the first
 * start (ADMIN_EMAIL) or by admin:create (--email). check-auth says when the team's notices reach no one.
 */
describe("a team member's email", () => {
  let t: TestApp;
  let admin: Agent;
  let adminId: number;
  const mailbox = new Mailbox();
  let sequence = 0;

  /** The mails to `address` whose subject matches, once every mail recorded so far is sent. */
  async function mailsTo(address: string, subject: RegExp): Promise<ParsedMail[]> {
    await t.mailsSettled();
    return mailbox.messages.filter(
      (mail) => JSON.stringify(mail.to).includes(address) && subject.test(mail.subject ?? ''),
    );
  }

  /** The token of the newest confirmation link mailed to `address`. */
  async function confirmationTokenOf(address: string): Promise<string> {
    const mails = await mailsTo(address, /Confirm your email address/);
    if (mails.length === 0) throw new Error(`No confirmation mail to ${address}`);
    return linkIn(mails.at(-1)!, `${PUBLIC_URL}/confirm-email?token=`).searchParams.get('token')!;
  }

  /** A writer invited by the admin, their password set from the invitation, signed in. */
  async function signedInWriter(role: 'writer' | 'admin' = 'writer') {
    sequence += 1;
    const email = `member${sequence}@example.com`;
    const { body: member } = await admin
      .post('/api/admin/team')
      .send({ firstName: 'Grace', lastName: `Hopper${sequence}`, email, role })
      .expect(201);
    await t.mailsSettled();
    const invitation = mailbox.messages.filter(
      (mail) => JSON.stringify(mail.to).includes(email) && /Ghostline team/.test(mail.subject ?? ''),
    );
    const token = linkIn(invitation.at(-1)!, `${PUBLIC_URL}/set-password?token=`).searchParams.get('token')!;
    await t.agent().post('/api/client/reset-password').send({ token, newPassword: PASSWORD }).expect(200);
    const agent = t.agent();
    await agent.post('/api/admin/login').send({ username: member.username, password: PASSWORD }).expect(200);
    return { id: member.id as number, username: member.username as string, email, agent };
  }

  const noticesReachNoOne = async (agent: Agent) =>
    (await agent.get('/api/admin/check-auth').expect(200)).body.noticesReachNoOne as boolean;

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start(), PUBLIC_URL } });
    admin = await t.signedInAdmin();
    adminId = (await admin.get('/api/admin/check-auth').expect(200)).body.id;
  });

  beforeEach(async () => {
    await t.query('delete from rate_limits');
  });

  afterAll(async () => {
    await t?.close();
    await mailbox.stop();
  });

  describe('on Your account', () => {
    it('shows the account with no email, and saves a change of names at once', async () => {
      const { agent, id } = await signedInWriter();
      const { body } = await agent
        .patch('/api/admin/account')
        .send({ firstName: ' Ada ', lastName: 'Byron' })
        .expect(200);
      expect(body).toMatchObject({ id, firstName: 'Ada', lastName: 'Byron', emailConfirmed: true });
      expect((await agent.get('/api/admin/account').expect(200)).body).toMatchObject({
        firstName: 'Ada',
        lastName: 'Byron',
        pendingEmail: null,
      });
      const response = await agent.patch('/api/admin/account').send({ firstName: '' }).expect(400);
      expect(JSON.stringify(response.body)).toContain('First name is required');
      // The email is not changed here: it goes through the password and the link.
      const unknown = await agent.patch('/api/admin/account').send({ email: 'x@example.com' }).expect(400);
      expect(JSON.stringify(unknown.body)).toContain("Unknown field 'email'");
    });

    it('refuses a wrong current password, naming it, and counts it towards a limit', async () => {
      const { agent, email } = await signedInWriter();
      const wrong = await agent
        .post('/api/admin/account/email-change')
        .send({ email: 'elsewhere@example.com', currentPassword: 'not my password' })
        .expect(400);
      expect(wrong.body.message).toBe('Your current password is incorrect');
      expect((await agent.get('/api/admin/account').expect(200)).body).toMatchObject({
        email,
        pendingEmail: null,
      });
      expect(await mailsTo('elsewhere@example.com', /./)).toEqual([]);

      for (let attempt = 2; attempt <= 10; attempt++) {
        await agent
          .post('/api/admin/account/email-change')
          .send({ email: 'elsewhere@example.com', currentPassword: `guess ${attempt}` })
          .expect(400);
      }
      // Past ten wrong passwords even the right one waits.
      const blocked = await agent
        .post('/api/admin/account/email-change')
        .send({ email: 'elsewhere@example.com', currentPassword: PASSWORD })
        .expect(429);
      expect(blocked.body.message).toMatch(/Too many wrong passwords/);
      expect(blocked.headers['retry-after']).toBeDefined();
    });

    it('mails the old address, mails a link to the new one, and changes the email only when the link is opened, once', async () => {
      const { agent, email: oldEmail, username } = await signedInWriter();
      const newEmail = `new.${username}@example.com`;
      const { body } = await agent
        .post('/api/admin/account/email-change')
        .send({ email: `  ${newEmail.toUpperCase()} `, currentPassword: PASSWORD })
        .expect(200);
      expect(body).toMatchObject({ email: oldEmail, emailConfirmed: true, pendingEmail: newEmail });

      const [notice] = await mailsTo(oldEmail, /email address of your Ghostline account is changing/);
      expect(notice?.text).toContain(newEmail);
      const token = await confirmationTokenOf(newEmail);
      // Until then the account keeps its address, and signs in with it.
      expect((await admin.get('/api/admin/team').expect(200)).body).toContainEqual(
        expect.objectContaining({ username, email: oldEmail }),
      );
      await t.agent().post('/api/admin/login').send({ username: oldEmail, password: PASSWORD }).expect(200);

      const confirmed = await t.agent().post('/api/email-confirmations').send({ token }).expect(200);
      expect(confirmed.body).toEqual({
        message: 'Your email address is confirmed.',
        email: newEmail,
        signInPath: '/admin/login',
      });
      expect((await agent.get('/api/admin/account').expect(200)).body).toMatchObject({
        email: newEmail,
        emailConfirmed: true,
        pendingEmail: null,
      });
      await t.agent().post('/api/admin/login').send({ username: newEmail, password: PASSWORD }).expect(200);

      const again = await t.agent().post('/api/email-confirmations').send({ token }).expect(400);
      expect(again.body.message).toMatch(/invalid, already used or expired/);
      const [{ rows }] = await t.query<{ rows: string }>(
        `select count(*)::text as rows from email_confirmations where token_hash = $1`,
        [token],
      );
      // Only its hash is stored.
      expect(rows).toBe('0');
    });

    it('refuses an address another account has (409 naming it), and one taken before the link is opened', async () => {
      const other = await signedInWriter();
      const { agent, username, email } = await signedInWriter();
      const taken = await agent
        .post('/api/admin/account/email-change')
        .send({ email: other.email, currentPassword: PASSWORD })
        .expect(409);
      expect(taken.body.message).toBe(`The email ${other.email} already belongs to another account`);

      const wanted = `wanted.${username}@example.com`;
      await agent
        .post('/api/admin/account/email-change')
        .send({ email: wanted, currentPassword: PASSWORD })
        .expect(200);
      const token = await confirmationTokenOf(wanted);
      await t.query('update users set email = $1 where id = $2', [wanted, other.id]);
      const late = await t.agent().post('/api/email-confirmations').send({ token }).expect(409);
      expect(late.body.message).toBe(`The email ${wanted} already belongs to another account`);
      expect((await agent.get('/api/admin/account').expect(200)).body.email).toBe(email);
    });

    it('sends the link again (the earlier one ends) and cancels the change (its link ends)', async () => {
      const { agent, username, email } = await signedInWriter();
      const wanted = `again.${username}@example.com`;
      await agent
        .post('/api/admin/account/email-change')
        .send({ email: wanted, currentPassword: PASSWORD })
        .expect(200);
      const first = await confirmationTokenOf(wanted);
      const resent = await agent.post('/api/admin/account/email-change/resend').expect(200);
      expect(resent.body.pendingEmail).toBe(wanted);
      const second = await confirmationTokenOf(wanted);
      expect(second).not.toBe(first);
      await t.agent().post('/api/email-confirmations').send({ token: first }).expect(400);

      const canceled = await agent.delete('/api/admin/account/email-change').expect(200);
      expect(canceled.body).toMatchObject({ email, pendingEmail: null });
      await t.agent().post('/api/email-confirmations').send({ token: second }).expect(400);
      const nothing = await agent.post('/api/admin/account/email-change/resend').expect(409);
      expect(nothing.body.message).toBe('No email address of yours is waiting for confirmation');
    });

    it('names the field and the rule of bad input (400)', async () => {
      const { agent } = await signedInWriter();
      const response = await agent
        .post('/api/admin/account/email-change')
        .send({ email: 'not-an-email', currentPassword: '' })
        .expect(400);
      const messages = JSON.stringify(response.body);
      expect(messages).toContain('Please enter a valid email address');
      expect(messages).toContain('Current password is required');
      const token = await t.agent().post('/api/email-confirmations').send({}).expect(400);
      expect(token.body.message).toMatch(/token/);
    });
  });

  describe("a client's own, on Settings", () => {
    const change = (agent: Agent, email: string, currentPassword = CLIENT_PASSWORD) =>
      agent.post('/api/client/profile/email-change').send({ email, currentPassword });
    const portalClient = async () => {
      sequence += 1;
      const username = `portal${sequence}`;
      return { ...(await t.signedInPortalClient(username)), username, email: `${username}@example.com` };
    };

    it('is no longer changed by PATCH /client/profile: the email goes through the password and the link', async () => {
      const { agent, email } = await portalClient();
      const refused = await agent
        .patch('/api/client/profile')
        .send({ email: 'taken.over@example.com' })
        .expect(400);
      expect(JSON.stringify(refused.body)).toContain("Unknown field 'email'");
      const names = await agent.patch('/api/client/profile').send({ firstName: 'Ada' }).expect(200);
      expect(names.body.user).toMatchObject({ firstName: 'Ada', email });
    });

    it('asks the current password, mails a link to the new address and a notice to the old, and changes the email once the link is opened', async () => {
      const { agent, email: oldEmail, username } = await portalClient();
      const wrong = await change(agent, `new.${username}@example.com`, 'not my password').expect(400);
      expect(wrong.body.message).toBe('Your current password is incorrect');
      expect(await mailsTo(`new.${username}@example.com`, /./)).toEqual([]);

      const newEmail = `new.${username}@example.com`;
      const { body } = await change(agent, ` ${newEmail.toUpperCase()} `).expect(200);
      expect(body).toEqual({
        message: `We sent a confirmation link to ${newEmail}. Your email changes once you open it.`,
      });
      expect((await agent.get('/api/client/profile').expect(200)).body.email).toBe(oldEmail);
      const [notice] = await mailsTo(oldEmail, /is changing/);
      expect(notice!.text).toContain(newEmail);
      expect(notice!.text).toContain('reply to this email to tell us');

      const confirmed = await t
        .agent()
        .post('/api/email-confirmations')
        .send({ token: await confirmationTokenOf(newEmail) })
        .expect(200);
      expect(confirmed.body).toMatchObject({ email: newEmail, signInPath: '/auth' });
      expect((await agent.get('/api/client/profile').expect(200)).body.email).toBe(newEmail);
    });

    it('answers alike for an address another account has: that address is told, and no link is sent', async () => {
      const { agent, email } = await portalClient();
      const other = await portalClient();
      const spare = `${other.username}.spare@example.com`;
      const free = await change(agent, spare).expect(200);
      const taken = await change(agent, other.email).expect(200);
      expect(taken.body.message).toBe(free.body.message.replace(spare, other.email));
      const told = await mailsTo(other.email, /Your email address for Ghostline/);
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain('already has a Ghostline account');
      expect(await mailsTo(other.email, /Confirm your email address/)).toEqual([]);
      // The earlier link to the free address ended with this request.
      await t
        .agent()
        .post('/api/email-confirmations')
        .send({ token: await confirmationTokenOf(spare) })
        .expect(400);
      expect((await agent.get('/api/client/profile').expect(200)).body.email).toBe(email);
    });

    it('limits the confirmation mails of an account, and wrong current passwords', async () => {
      const { agent, username } = await portalClient();
      for (let attempt = 1; attempt <= 5; attempt++) {
        await change(agent, `try${attempt}.${username}@example.com`).expect(200);
      }
      const tooMany = await change(agent, `try6.${username}@example.com`).expect(429);
      expect(tooMany.body.message).toMatch(/^Too many confirmation emails for this account/);

      for (let attempt = 1; attempt <= 10; attempt++) {
        await change(agent, `guess.${username}@example.com`, `guess ${attempt}`).expect(400);
      }
      const blocked = await change(agent, `guess.${username}@example.com`).expect(429);
      expect(blocked.body.message).toMatch(/Too many wrong passwords/);
    });

    it("is the client's alone: a reviewer and the team are refused (403), and nobody signed in (401)", async () => {
      await t
        .agent()
        .post('/api/client/profile/email-change')
        .send({ email: 'a@example.com', currentPassword: 'x' })
        .expect(401);
      await admin
        .post('/api/client/profile/email-change')
        .send({ email: 'a@example.com', currentPassword: ADMIN.password })
        .expect(403);
    });
  });

  describe('on the team page', () => {
    it("lets an admin change a member's names and email: theirs at once, not confirmed, until the link mailed there is opened", async () => {
      const { id, email: oldEmail, agent } = await signedInWriter();
      const newEmail = `fixed${id}@example.com`;
      const { body } = await admin
        .patch(`/api/admin/team/${id}/profile`)
        .send({ firstName: 'Katherine', lastName: 'Johnson', email: newEmail })
        .expect(200);
      expect(body).toMatchObject({
        id,
        name: 'Katherine Johnson',
        email: newEmail,
        emailConfirmed: false,
      });
      const [notice] = await mailsTo(oldEmail, /is changing/);
      expect(notice?.text).toContain(`${ADMIN.username} changed the email address of your Ghostline account`);
      const token = await confirmationTokenOf(newEmail);
      expect((await agent.get('/api/admin/account').expect(200)).body).toMatchObject({
        email: newEmail,
        emailConfirmed: false,
        pendingEmail: null,
      });

      await t.agent().post('/api/email-confirmations').send({ token }).expect(200);
      const listed = (await admin.get('/api/admin/team').expect(200)).body as { id: number }[];
      expect(listed.find((member) => member.id === id)).toMatchObject({
        email: newEmail,
        emailConfirmed: true,
      });
    });

    it('sends a member who never signed in their invitation at the new address instead', async () => {
      sequence += 1;
      const { body: member } = await admin
        .post('/api/admin/team')
        .send({ firstName: 'Typo', lastName: 'Fixed', email: `typo${sequence}@exmaple.com`, role: 'writer' })
        .expect(201);
      const right = `right${sequence}@example.com`;
      await admin.patch(`/api/admin/team/${member.id}/profile`).send({ email: right }).expect(200);
      const [invitation] = await mailsTo(right, /invited to the Ghostline team/);
      const token = linkIn(invitation!, `${PUBLIC_URL}/set-password?token=`).searchParams.get('token')!;
      await t.agent().post('/api/client/reset-password').send({ token, newPassword: PASSWORD }).expect(200);
      // Choosing the password from the link mailed there proves the address.
      const listed = (await admin.get('/api/admin/team').expect(200)).body as { id: number }[];
      expect(listed.find((row) => row.id === member.id)).toMatchObject({
        email: right,
        emailConfirmed: true,
      });
    });

    it("refuses an email another account has (409 naming it), and the admin's own email (Your account asks the password)", async () => {
      const one = await signedInWriter();
      const two = await signedInWriter();
      const taken = await admin
        .patch(`/api/admin/team/${two.id}/profile`)
        .send({ email: one.email.toUpperCase() })
        .expect(409);
      expect(taken.body.message).toBe(`The email ${one.email} already belongs to another account`);
      const own = await admin
        .patch(`/api/admin/team/${adminId}/profile`)
        .send({ email: 'boss@example.com' })
        .expect(409);
      expect(own.body.message).toMatch(/Your account/);
      // Names of one's own row save.
      await admin.patch(`/api/admin/team/${adminId}/profile`).send({ firstName: 'Bo' }).expect(200);
    });

    it("does not let a writer edit another member (403), nor reach a client's row (404)", async () => {
      const writer = await signedInWriter();
      const other = await signedInWriter();
      await writer.agent
        .patch(`/api/admin/team/${other.id}/profile`)
        .send({ firstName: 'Mallory' })
        .expect(403);
      await admin.patch('/api/admin/team/999999/profile').send({ firstName: 'Nobody' }).expect(404);
      const listed = (await admin.get('/api/admin/team').expect(200)).body as { id: number; name: string }[];
      expect(listed.find((member) => member.id === other.id)?.name).not.toContain('Mallory');
    });
  });

  describe('the banner of every admin page', () => {
    it('says the notices reach no one until an active admin has a confirmed email, then not, to the whole team', async () => {
      const writer = await signedInWriter();
      expect(await noticesReachNoOne(admin)).toBe(true);
      expect(await noticesReachNoOne(writer.agent)).toBe(true);
      await admin
        .post('/api/admin/account/email-change')
        .send({ email: 'owner@example.com', currentPassword: ADMIN.password })
        .expect(200);
      // Asked for, not confirmed yet: still no one.
      expect(await noticesReachNoOne(admin)).toBe(true);
      const token = await confirmationTokenOf('owner@example.com');
      await t.agent().post('/api/email-confirmations').send({ token }).expect(200);
      expect(await noticesReachNoOne(admin)).toBe(false);
      expect(await noticesReachNoOne(writer.agent)).toBe(false);
      // A deactivated admin's address reaches no one either.
      await t.query('update users set deactivated_at = now() where id = $1', [adminId]);
      expect(await noticesReachNoOne(writer.agent)).toBe(true);
      await t.query('update users set deactivated_at = null where id = $1', [adminId]);
    });
  });
});

describe('the first admin’s email', () => {
  it('is ADMIN_EMAIL, confirmed, with ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
    const t = await createTestApp({
      env: {
        ADMIN_USERNAME: 'founder',
        ADMIN_PASSWORD: 'founder passphrase',
        ADMIN_EMAIL: 'Founder@Example.com',
      },
    });
    try {
      const agent = t.agent();
      await agent
        .post('/api/admin/login')
        .send({ username: 'founder', password: 'founder passphrase' })
        .expect(200);
      expect((await agent.get('/api/admin/account').expect(200)).body).toMatchObject({
        email: 'founder@example.com',
        emailConfirmed: true,
      });
      expect((await agent.get('/api/admin/check-auth').expect(200)).body.noticesReachNoOne).toBe(false);
      expect(await t.app.get(AdminAccountsService).noticeAddresses()).toEqual(['founder@example.com']);
    } finally {
      await t.close();
    }
  });

  it('is ADMIN_EMAIL, confirmed, for the generated admin of the embedded first start', async () => {
    const t = await createTestApp({
      embedded: true,
      env: {
        ADMIN_USERNAME: undefined,
        ADMIN_PASSWORD: undefined,
        ADMIN_EMAIL: 'owner@example.com',
        DEMO_DATA: 'off',
      },
    });
    try {
      const credentials = t.app.get(AdminAccountsService).generatedCredentials!;
      const [row] = await t.query<{ email: string; confirmed: boolean }>(
        'select email, email_confirmed_at is not null as confirmed from users where username = $1',
        [credentials.username],
      );
      expect(row).toEqual({ email: 'owner@example.com', confirmed: true });
    } finally {
      await t.close();
    }
  });

  it('is none at a first start without ADMIN_EMAIL: the notices reach no one', async () => {
    const t = await createTestApp({
      embedded: true,
      env: { ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined, ADMIN_EMAIL: undefined, DEMO_DATA: 'off' },
    });
    try {
      const credentials = t.app.get(AdminAccountsService).generatedCredentials!;
      const agent = t.agent();
      await agent.post('/api/admin/login').send(credentials).expect(200);
      expect((await agent.get('/api/admin/check-auth').expect(200)).body.noticesReachNoOne).toBe(true);
      expect(await t.app.get(AdminAccountsService).noticeAddresses()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('is set, confirmed, by admin:create with --email, and refused when another account has it', async () => {
    const t = await createTestApp();
    try {
      const admins = t.app.get(AdminAccountsService);
      await admins.createOrReset('chief', 'chief passphrase', 'chief@example.com');
      const [row] = await t.query<{ email: string; confirmed: boolean }>(
        `select email, email_confirmed_at is not null as confirmed from users where username = 'chief'`,
      );
      expect(row).toEqual({ email: 'chief@example.com', confirmed: true });
      await expect(admins.createOrReset('deputy', 'deputy passphrase', 'CHIEF@example.com')).rejects.toThrow(
        'The email chief@example.com already belongs to another account',
      );
      // Resetting the same admin's password with its own address is no clash.
      await expect(admins.createOrReset('chief', 'new chief passphrase', 'chief@example.com')).resolves.toBe(
        'reset',
      );
    } finally {
      await t.close();
    }
  });
});
