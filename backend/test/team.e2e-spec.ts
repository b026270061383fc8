import type request from 'supertest';
import { AdminAccountsService } from '../src/auth/admin-accounts.service.js';
import { INVALID_RESET_LINK } from '../src/auth/dto/password.dto.js';
import { SESSION_TABLE } from '../src/database/library-tables.js';
import { race } from './utils/race.js';
import { linkIn, Mailbox } from './utils/mailbox.js';
import { ADMIN, createTestApp, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'http://ghostline.test';
const PASSWORD = 'quiet-harbour-lantern-7';

type Agent = ReturnType<typeof request.agent>;

interface Member {
  id: number;
  username: string;
  name: string;
  email: string;
  role: 'admin' | 'writer';
  active: boolean;
  invitationPending: boolean;
  clientsAssigned: number;
  isYou: boolean;
}

/** /admin/team: admins invite, give roles to and deactivate the admins and writers. */
describe('the team', () => {
  let t: TestApp;
  let admin: Agent;
  let adminId: number;
  const mailbox = new Mailbox();
  let sequence = 0;

  /** Invites a member (a writer unless said), with names and an email nobody has used in this file. */
  async function invite(fields: Partial<{ firstName: string; lastName: string; role: string }> = {}) {
    sequence += 1;
    const body = {
      firstName: 'Grace',
      lastName: `Hopper${sequence}`,
      email: `member${sequence}@example.com`,
      role: 'writer',
      ...fields,
    };
    const response = await admin.post('/api/admin/team').send(body).expect(201);
    return response.body as Member;
  }

  /** The token of the newest invitation mailed to `email`. */
  async function invitationTokenOf(email: string): Promise<string> {
    await t.mailsSettled();
    const mails = mailbox.messages.filter(
      (mail) => JSON.stringify(mail.to).includes(email) && /Ghostline team/.test(mail.subject ?? ''),
    );
    if (mails.length === 0) throw new Error(`No invitation to ${email}`);
    return linkIn(mails.at(-1)!, `${PUBLIC_URL}/set-password?token=`).searchParams.get('token')!;
  }

  /** Invites a member, sets their password from the mail's link and signs them in at the team's sign-in. */
  async function signedInMember(role: 'admin' | 'writer' = 'writer') {
    const member = await invite({ role });
    await t
      .agent()
      .post('/api/client/reset-password')
      .send({ token: await invitationTokenOf(member.email), newPassword: PASSWORD })
      .expect(200);
    const agent = t.agent();
    await agent.post('/api/admin/login').send({ username: member.username, password: PASSWORD }).expect(200);
    return { member, agent };
  }

  async function listed(id: number): Promise<Member | undefined> {
    const { body } = await admin.get('/api/admin/team').expect(200);
    return (body as Member[]).find((member) => member.id === id);
  }

  /** A client (registered) assigned to `writerId`, and a lead assigned to them too. */
  async function workOf(writerId: number) {
    sequence += 1;
    const client = await t
      .agent()
      .post('/api/client/register')
      .send({
        username: `client${sequence}`,
        email: `client${sequence}@example.com`,
        password: PASSWORD,
        firstName: 'Ada',
        lastName: 'Lovelace',
      })
      .expect(201);
    const clientId = client.body.user.id as number;
    const lead = await t.submitLead();
    await t.query('update users set assigned_to_id = $1 where id = $2', [writerId, clientId]);
    await t.query('update leads set assigned_to_id = $1 where id = $2', [writerId, lead.id]);
    return { clientId, leadId: lead.id };
  }

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

  describe('inviting', () => {
    it('creates a writer without a password, named from their name, and mails them a link to choose one', async () => {
      const member = await invite({ firstName: 'Zoë', lastName: "O'Brien" });
      expect(member).toMatchObject({
        username: 'zoe.obrien',
        name: "Zoë O'Brien",
        role: 'writer',
        active: true,
        invitationPending: true,
        clientsAssigned: 0,
        isYou: false,
      });
      expect(JSON.stringify(member)).not.toMatch(/password|token/i);

      await t.mailsSettled();
      const mail = await mailbox.waitFor(member.email, /You are invited to the Ghostline team/);
      expect(mail.text).toContain(`Hi Zoë,`);
      expect(mail.text).toContain(`${ADMIN.username} invited you to join the Ghostline team as a writer`);
      expect(mail.text).toContain('Your username is zoe.obrien.');
      expect(mail.text).toContain(`${PUBLIC_URL}/admin/login`);
      expect(mail.text).toContain('expires in 7 days');
      const [row] = await t.query<{ kind: string }>('select kind from outgoing_mails where recipient = $1', [
        member.email,
      ]);
      expect(row?.kind).toBe('team_invitation');

      // Nobody can sign in before the password is chosen.
      await t.agent().post('/api/admin/login').send({ username: member.username, password: '' }).expect(400);
    });

    it('numbers the username when the name is taken', async () => {
      const first = await invite({ firstName: 'Ida', lastName: 'Noddack' });
      const second = await invite({ firstName: 'Ida', lastName: 'Noddack' });
      expect([first.username, second.username]).toEqual(['ida.noddack', 'ida.noddack2']);
    });

    it("lets the invited writer set a password from the mail's link and sign in at the team's sign-in", async () => {
      const { member, agent } = await signedInMember();
      const me = await agent.get('/api/admin/check-auth').expect(200);
      expect(me.body).toMatchObject({ id: member.id, role: 'writer' });
      expect((await listed(member.id))?.invitationPending).toBe(false);
      // A writer is not an admin: the team's page is not theirs.
      await agent.get('/api/admin/team').expect(403);
    });

    it('does not sign the team member in from the link (they sign in at /admin/login)', async () => {
      const member = await invite({ role: 'admin' });
      const agent = t.agent();
      const { body } = await agent
        .post('/api/client/reset-password')
        .send({ token: await invitationTokenOf(member.email), newPassword: PASSWORD })
        .expect(200);
      expect(body.user).toBeNull();
      await agent.get('/api/admin/check-auth').expect(401);
    });

    it('refuses an email any account has, in any case, naming it (409)', async () => {
      const member = await invite();
      const upper = member.email.toUpperCase();
      const response = await admin
        .post('/api/admin/team')
        .send({ firstName: 'A', lastName: 'B', email: upper, role: 'writer' })
        .expect(409);
      expect(response.body.message).toBe(`The email ${member.email} already belongs to another account`);
    });

    it('names the field and the rule of bad input (400)', async () => {
      const response = await admin
        .post('/api/admin/team')
        .send({ firstName: '', lastName: 'B', email: 'not-an-email', role: 'client' })
        .expect(400);
      const messages = JSON.stringify(response.body);
      expect(messages).toContain('First name is required');
      expect(messages).toContain('Please enter a valid email address');
      expect(messages).toContain('The role must be admin or writer');
    });
  });

  describe('the list', () => {
    it('holds admins and writers, never clients, active first then by name, with their clients counted', async () => {
      const anna = await invite({ firstName: 'Anna', lastName: 'Aardvark' });
      const zed = await invite({ firstName: 'Aaron', lastName: 'Zed' });
      await workOf(anna.id);
      await workOf(anna.id);
      await admin.post(`/api/admin/team/${zed.id}/deactivation`).expect(200);

      const { body } = await admin.get('/api/admin/team').expect(200);
      const members = body as Member[];
      expect(members.every((member) => member.role === 'admin' || member.role === 'writer')).toBe(true);
      const active = members.filter((member) => member.active);
      expect(members.slice(0, active.length)).toEqual(active);
      const names = active.map((member) => member.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect(members.find((member) => member.id === anna.id)?.clientsAssigned).toBe(2);
      expect(members.find((member) => member.id === zed.id)?.active).toBe(false);
      expect(members.filter((member) => member.isYou).map((member) => member.id)).toEqual([adminId]);
    });

    it('is for admins only', async () => {
      await t.agent().get('/api/admin/team').expect(401);
      const { agent } = await signedInMember();
      await agent.get('/api/admin/team').expect(403);
      await agent.post('/api/admin/team').send({}).expect(403);
    });
  });

  describe('changing a role', () => {
    it('makes a writer an admin and back, who keeps their clients', async () => {
      const { member, agent } = await signedInMember();
      await workOf(member.id);
      const promoted = await admin.patch(`/api/admin/team/${member.id}`).send({ role: 'admin' }).expect(200);
      expect(promoted.body).toMatchObject({ role: 'admin', clientsAssigned: 1 });
      // Their live session has the new role at once.
      await agent.get('/api/admin/team').expect(200);

      const demoted = await admin.patch(`/api/admin/team/${member.id}`).send({ role: 'writer' }).expect(200);
      expect(demoted.body).toMatchObject({ role: 'writer', clientsAssigned: 1 });
      await agent.get('/api/admin/team').expect(403);
    });

    it('refuses your own role (409)', async () => {
      const own = await admin.patch(`/api/admin/team/${adminId}`).send({ role: 'writer' }).expect(409);
      expect(own.body.message).toBe('You cannot change your own role');
    });

    it('never leaves the team without an active admin when two admins demote each other at once', async () => {
      const { member, agent } = await signedInMember('admin');
      // boss and the new admin are the only active admins.
      const others = await t.query<{ id: number }>(
        `update users set deactivated_at = now()
          where role = 'admin' and deactivated_at is null and id not in ($1, $2) returning id`,
        [adminId, member.id],
      );
      // Both past the roles guard and waiting on the admins' rows before either goes on (race.ts): sent
      // unheld, the second could start after the first's commit and be refused as no longer an admin.
      const answers = await race(
        t.databaseUrl,
        { sql: `select 1 from users where id in ($1, $2) for update`, values: [adminId, member.id] },
        () => [
          admin.patch(`/api/admin/team/${member.id}`).send({ role: 'writer' }),
          agent.patch(`/api/admin/team/${adminId}`).send({ role: 'writer' }),
        ],
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body.message).toBe('They are the last active admin: make another member an admin first');
      const active = await t.query(`select id from users where role = 'admin' and deactivated_at is null`);
      expect(active).toHaveLength(1);

      // As it was: boss an admin, the others active again.
      await t.query(`update users set role = 'admin' where id = $1`, [adminId]);
      await t.query('update users set deactivated_at = null where id = any($1)', [
        others.map((row) => row.id),
      ]);
    });

    it('answers 404 for no such member, a client included, and 400 for another role', async () => {
      await admin.patch('/api/admin/team/999999').send({ role: 'writer' }).expect(404);
      const { clientId } = await workOf(adminId);
      const response = await admin.patch(`/api/admin/team/${clientId}`).send({ role: 'admin' }).expect(404);
      expect(response.body.message).toBe('No such team member');
      const bad = await admin.patch(`/api/admin/team/${clientId}`).send({ role: 'client' }).expect(400);
      expect(JSON.stringify(bad.body)).toContain('The role must be admin or writer');
    });
  });

  describe('deactivating', () => {
    it("ends the member's live session at once, refuses their sign-in and unassigns their work", async () => {
      const { member, agent } = await signedInMember();
      const { clientId, leadId } = await workOf(member.id);
      await agent.get('/api/admin/check-auth').expect(200);

      const { body } = await admin.post(`/api/admin/team/${member.id}/deactivation`).expect(200);
      expect(body).toMatchObject({ active: false, clientsAssigned: 0 });
      expect(body.deactivatedAt).toEqual(expect.any(String));

      await agent.get('/api/admin/check-auth').expect(401);
      const [sessions] = await t.query<{ count: string }>(
        `select count(*) from ${SESSION_TABLE} where (sess -> 'passport' ->> 'user') = $1`,
        [String(member.id)],
      );
      expect(Number(sessions?.count)).toBe(0);
      const refused = await t
        .agent()
        .post('/api/admin/login')
        .send({ username: member.username, password: PASSWORD })
        .expect(401);
      expect(refused.body.message).toBe('Invalid username or password');

      const [client] = await t.query('select assigned_to_id from users where id = $1', [clientId]);
      const [lead] = await t.query('select assigned_to_id from leads where id = $1', [leadId]);
      expect(client?.assigned_to_id).toBeNull();
      expect(lead?.assigned_to_id).toBeNull();
    });

    it('hands their clients and leads to the member chosen, who is mailed once without client names', async () => {
      const leaving = await invite();
      const taking = await invite({ firstName: 'Tom', lastName: `Taker${sequence}` });
      const first = await workOf(leaving.id);
      const second = await workOf(leaving.id);
      const untouched = await workOf(adminId);

      const { body } = await admin
        .post(`/api/admin/team/${leaving.id}/deactivation`)
        .send({ assignedToId: taking.id })
        .expect(200);
      expect(body).toMatchObject({ active: false, clientsAssigned: 0 });
      expect((await listed(taking.id))?.clientsAssigned).toBe(2);

      const ownerOf = async (table: 'users' | 'leads', ids: number[]) =>
        (
          await t.query<{ assigned_to_id: number | null }>(
            `select assigned_to_id from ${table} where id = any($1) order by id`,
            [ids],
          )
        ).map((row) => row.assigned_to_id);
      expect(await ownerOf('users', [first.clientId, second.clientId, untouched.clientId])).toEqual([
        taking.id,
        taking.id,
        adminId,
      ]);
      expect(await ownerOf('leads', [first.leadId, second.leadId, untouched.leadId])).toEqual([
        taking.id,
        taking.id,
        adminId,
      ]);

      const mail = await mailbox.waitFor(taking.email, /^Grace Hopper\d+'s work is yours now$/);
      expect(mail.text).toContain('Hi Tom,');
      expect(mail.text).toMatch(/their 2 clients and 2 leads are yours now/);
      expect(mail.text).not.toContain('Ada');
      expect(linkIn(mail, PUBLIC_URL).toString()).toBe(`${PUBLIC_URL}/admin/clients?assignedTo=${taking.id}`);
      const [notices] = await t.query<{ count: string }>(
        `select count(*) from outgoing_mails where recipient = $1 and kind = 'client_assigned'`,
        [taking.email],
      );
      expect(Number(notices?.count)).toBe(1);
    });

    it('mails nobody when there was no work, or when the admin deactivating takes it', async () => {
      const idle = await invite();
      const taking = await invite();
      await admin
        .post(`/api/admin/team/${idle.id}/deactivation`)
        .send({ assignedToId: taking.id })
        .expect(200);
      // The admin has an address here, so only the rule keeps the mail from them.
      await t.query("update users set email = 'boss@example.com', email_confirmed_at = now() where id = $1", [
        adminId,
      ]);
      const busy = await invite();
      const { clientId } = await workOf(busy.id);
      await admin.post(`/api/admin/team/${busy.id}/deactivation`).send({ assignedToId: adminId }).expect(200);
      const [client] = await t.query('select assigned_to_id from users where id = $1', [clientId]);
      expect(client?.assigned_to_id).toBe(adminId);
      await t.mailsSettled();
      const handOvers = mailbox.messages.filter((mail) => /work is yours now/.test(mail.subject ?? ''));
      expect(handOvers.map((mail) => JSON.stringify(mail.to))).not.toContain(taking.email);
      const [notices] = await t.query<{ count: string }>(
        `select count(*) from outgoing_mails where kind = 'client_assigned' and recipient = any($1)`,
        [[taking.email, 'boss@example.com']],
      );
      await t.query('update users set email = null where id = $1', [adminId]);
      expect(Number(notices?.count)).toBe(0);
    });

    it('refuses to hand the work to themselves (400), to a deactivated member (409) or to a client (400), changing nothing', async () => {
      const leaving = await invite();
      const gone = await invite({ firstName: 'Dora', lastName: `Gone${sequence}` });
      await admin.post(`/api/admin/team/${gone.id}/deactivation`).expect(200);
      const { clientId } = await workOf(leaving.id);

      const self = await admin
        .post(`/api/admin/team/${leaving.id}/deactivation`)
        .send({ assignedToId: leaving.id })
        .expect(400);
      expect(self.body.message).toBe(
        'assignedToId must be another team member than the one deactivated, or null for nobody',
      );
      const deactivated = await admin
        .post(`/api/admin/team/${leaving.id}/deactivation`)
        .send({ assignedToId: gone.id })
        .expect(409);
      expect(deactivated.body.message).toBe(`${gone.name} is deactivated: choose an active team member`);
      for (const assignedToId of [clientId, 0, 'tom', 1.5]) {
        const bad = await admin
          .post(`/api/admin/team/${leaving.id}/deactivation`)
          .send({ assignedToId })
          .expect(400);
        expect(bad.body.message).toBe("assignedToId must be a team member's id, or null for nobody");
      }
      await admin
        .post(`/api/admin/team/${leaving.id}/deactivation`)
        .send({ assignedToId: gone.id, extra: 1 })
        .expect(400);

      expect((await listed(leaving.id))?.active).toBe(true);
      const [client] = await t.query('select assigned_to_id from users where id = $1', [clientId]);
      expect(client?.assigned_to_id).toBe(leaving.id);
    });

    it('never hands work to a member deactivated at the same moment, nor deadlocks when two hand over to each other', async () => {
      const one = await invite();
      const other = await invite();
      const work = [await workOf(one.id), await workOf(other.id)];
      const [a, b] = await Promise.all([
        admin.post(`/api/admin/team/${one.id}/deactivation`).send({ assignedToId: other.id }),
        admin.post(`/api/admin/team/${other.id}/deactivation`).send({ assignedToId: one.id }),
      ]);
      // One wins; the other finds the member it chose deactivated.
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const owners = await t.query<{ assigned_to_id: number | null }>(
        'select assigned_to_id from users where id = any($1)',
        [work.map((w) => w.clientId)],
      );
      const [winner] = a.status === 200 ? [other] : [one];
      expect(owners.map((row) => row.assigned_to_id)).toEqual([winner.id, winner.id]);
    });

    it('treats a session the sign-out missed as signed out', async () => {
      const { member, agent } = await signedInMember();
      await t.query('update users set deactivated_at = now() where id = $1', [member.id]);
      await agent.get('/api/admin/check-auth').expect(401);
    });

    it('changes nothing the second time, and refuses yourself (409)', async () => {
      const member = await invite();
      const first = await admin.post(`/api/admin/team/${member.id}/deactivation`).expect(200);
      const second = await admin.post(`/api/admin/team/${member.id}/deactivation`).expect(200);
      expect(second.body.deactivatedAt).toBe(first.body.deactivatedAt);

      const own = await admin.post(`/api/admin/team/${adminId}/deactivation`).expect(409);
      expect(own.body.message).toBe('You cannot deactivate yourself');
      await admin.post('/api/admin/team/999999/deactivation').expect(404);
    });

    it('makes their invitation link invalid, and a reset asked for them sends nothing', async () => {
      const member = await invite();
      const token = await invitationTokenOf(member.email);
      await admin.post(`/api/admin/team/${member.id}/deactivation`).expect(200);
      const response = await t
        .agent()
        .post('/api/client/reset-password')
        .send({ token, newPassword: PASSWORD })
        .expect(400);
      expect(response.body.message).toBe(INVALID_RESET_LINK);

      await t.agent().post('/api/client/forgot-password').send({ email: member.email }).expect(200);
      await t.mailsSettled();
      const [resets] = await t.query<{ count: string }>(
        `select count(*) from outgoing_mails where recipient = $1 and kind = 'password_reset'`,
        [member.email],
      );
      expect(Number(resets?.count)).toBe(0);
    });

    it('refuses a link issued before deactivation that was not revoked', async () => {
      const member = await invite();
      const token = await invitationTokenOf(member.email);
      await t.query('update users set deactivated_at = now() where id = $1', [member.id]);
      const response = await t
        .agent()
        .post('/api/client/reset-password')
        .send({ token, newPassword: PASSWORD })
        .expect(400);
      expect(response.body.message).toBe(INVALID_RESET_LINK);
    });

    it('stops team notices to a deactivated admin', async () => {
      const member = await invite({ role: 'admin' });
      await admin.post(`/api/admin/team/${member.id}/deactivation`).expect(200);
      await t.submitLead();
      await t.mailsSettled();
      const rows = await t.query(`select 1 from outgoing_mails where recipient = $1 and kind = 'new_lead'`, [
        member.email,
      ]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('reactivating', () => {
    it('lets them sign in again, their clients staying unassigned', async () => {
      const { member } = await signedInMember();
      const { clientId } = await workOf(member.id);
      await admin.post(`/api/admin/team/${member.id}/deactivation`).expect(200);
      const { body } = await admin.post(`/api/admin/team/${member.id}/reactivation`).expect(200);
      expect(body).toMatchObject({ active: true, deactivatedAt: null, clientsAssigned: 0 });
      await t
        .agent()
        .post('/api/admin/login')
        .send({ username: member.username, password: PASSWORD })
        .expect(200);
      const [client] = await t.query('select assigned_to_id from users where id = $1', [clientId]);
      expect(client?.assigned_to_id).toBeNull();
      await admin.post('/api/admin/team/999999/reactivation').expect(404);
    });
  });

  describe('sending the invitation again', () => {
    it('sends a new link that works (the old one no longer does)', async () => {
      const member = await invite();
      const first = await invitationTokenOf(member.email);
      await admin.post(`/api/admin/team/${member.id}/invitation`).expect(204);
      const second = await invitationTokenOf(member.email);
      expect(second).not.toBe(first);
      await t
        .agent()
        .post('/api/client/reset-password')
        .send({ token: first, newPassword: PASSWORD })
        .expect(400);
      await t
        .agent()
        .post('/api/client/reset-password')
        .send({ token: second, newPassword: PASSWORD })
        .expect(200);
    });

    it('refuses one who signed in, is deactivated, or has no email (409); 404 for a client', async () => {
      const { member } = await signedInMember();
      const signedIn = await admin.post(`/api/admin/team/${member.id}/invitation`).expect(409);
      expect(signedIn.body.message).toMatch(/signed in already/);

      const deactivated = await invite();
      await admin.post(`/api/admin/team/${deactivated.id}/deactivation`).expect(200);
      const refused = await admin.post(`/api/admin/team/${deactivated.id}/invitation`).expect(409);
      expect(refused.body.message).toMatch(/deactivated/);

      const noEmail = await invite();
      await t.query('update users set email = null where id = $1', [noEmail.id]);
      const without = await admin.post(`/api/admin/team/${noEmail.id}/invitation`).expect(409);
      expect(without.body.message).toMatch(/no email/);

      const { clientId } = await workOf(adminId);
      await admin.post(`/api/admin/team/${clientId}/invitation`).expect(404);
    });
  });

  describe('npm run admin:create', () => {
    it("refuses a writer's username, naming the role", async () => {
      const member = await invite();
      await expect(
        t.app.get(AdminAccountsService).createOrReset(member.username, 'an admin passphrase'),
      ).rejects.toThrow(`"${member.username}" is a writer account; choose another username for the admin`);
    });

    it('reactivates a deactivated admin it resets (the way back in)', async () => {
      const member = await invite({ role: 'admin', firstName: 'Operator', lastName: 'Way' });
      await admin.post(`/api/admin/team/${member.id}/deactivation`).expect(200);
      expect(await t.app.get(AdminAccountsService).createOrReset(member.username, PASSWORD)).toBe('reset');
      await t
        .agent()
        .post('/api/admin/login')
        .send({ username: member.username, password: PASSWORD })
        .expect(200);
    });
  });
});
