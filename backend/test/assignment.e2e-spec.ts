import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { linkIn, Mailbox } from './utils/mailbox.js';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, deactivate } from './utils/writer-accounts.js';

/**
 * An admin assigns clients and leads to team members: only an active admin or writer may be given
 * work, a member newly given a client is mailed, a lead's history keeps each assignment, and a lead's
 * member goes on as the client's writer once it is converted.
 */

const PUBLIC_URL = 'https://ghostline.test';
const MEMBER_RULE = "assignedToId must be a team member's id, or null for nobody";

describe('assigning work', () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: ReturnType<TestApp['agent']>;
  let adminId: number;
  let wendyId: number;
  let walterId: number;
  let doraId: number;
  let anna: number;

  /** The team's mails of a kind, oldest first. */
  const mailsOf = (kind: string) =>
    t.query<{ recipient: string; about: string | null }>(
      'select recipient, about from outgoing_mails where kind = $1 order by id',
      [kind],
    );

  const production = (clientId: number, body: Record<string, unknown>) =>
    admin.patch(`/api/admin/clients/${clientId}/production`).send(body);

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start(), PUBLIC_URL } });
    admin = await t.signedInAdmin();
    await t.query(
      "update users set email = 'boss@example.com', email_confirmed_at = now() where username = 'boss'",
    );
    [{ id: adminId }] = await t.query<{ id: number }>("select id from users where username = 'boss'");
    wendyId = await createTeamMember(t, { username: 'wendy', firstName: 'Wendy', lastName: 'Writer' });
    walterId = await createTeamMember(t, { username: 'walter', firstName: 'Walter', lastName: 'Wright' });
    doraId = await createTeamMember(t, { username: 'dora', firstName: 'Dora', lastName: 'Gone' });
    await deactivate(t, doraId);
    ({ id: anna } = await t.signedInPortalClient('anna'));
  });

  afterAll(async () => {
    await t?.close();
    await mailbox.stop();
  });

  describe('a client’s production settings', () => {
    it('assign a writer, who is mailed the client’s name and a link to their page', async () => {
      const { body } = await production(anna, { assignedToId: wendyId }).expect(200);
      expect(body).toMatchObject({
        id: anna,
        assignedTo: { id: wendyId, name: 'Wendy Writer', active: true },
        reviewRequired: false,
      });
      const mail = await mailbox.waitFor('wendy@example.com', /^A new client for you: Ada Lovelace$/);
      expect(mail.text).toContain('Hi Wendy,');
      expect(linkIn(mail, PUBLIC_URL).toString()).toBe(`${PUBLIC_URL}/admin/clients/${anna}`);
      // About the client: erasing them takes the notice too.
      expect(await mailsOf('client_assigned')).toEqual([
        { recipient: 'wendy@example.com', about: 'anna@example.com' },
      ]);
    });

    it('mail nobody when the same writer is assigned again', async () => {
      await production(anna, { assignedToId: wendyId }).expect(200);
      expect(await mailsOf('client_assigned')).toHaveLength(1);
    });

    it('tell the writer who had the client who has them now, and mail no admin who took them', async () => {
      const { body } = await production(anna, { assignedToId: adminId }).expect(200);
      expect(body.assignedTo).toMatchObject({ id: adminId, active: true });
      const mail = await mailbox.waitFor('wendy@example.com', /^Ada Lovelace is no longer your client$/);
      expect(mail.text).toContain('Hi Wendy,');
      expect(mail.text).toContain('Ada Lovelace is now with boss, who writes their posts');
      // Their page is no longer theirs to open: the link goes to their board.
      expect(linkIn(mail, PUBLIC_URL).toString()).toBe(`${PUBLIC_URL}/admin`);
      expect(await mailsOf('client_assigned')).toEqual([
        { recipient: 'wendy@example.com', about: 'anna@example.com' },
        { recipient: 'wendy@example.com', about: 'anna@example.com' },
      ]);
    });

    it('mail the new writer when the client moves to them, and not the admin who had them', async () => {
      await production(anna, { assignedToId: walterId }).expect(200);
      expect((await mailsOf('client_assigned')).map((mail) => mail.recipient)).toEqual([
        'wendy@example.com',
        'wendy@example.com',
        'walter@example.com',
      ]);
    });

    it('change only what is given: review without touching the writer, then unassign with null', async () => {
      const reviewed = (await production(anna, { reviewRequired: true }).expect(200)).body;
      expect(reviewed).toMatchObject({ reviewRequired: true, assignedTo: { id: walterId } });
      expect((await admin.get(`/api/admin/clients/${anna}`).expect(200)).body.reviewRequired).toBe(true);

      const unassigned = (await production(anna, { assignedToId: null }).expect(200)).body;
      expect(unassigned).toMatchObject({ reviewRequired: true, assignedTo: null });
      const [{ assigned_to_id }] = await t.query('select assigned_to_id from users where id = $1', [anna]);
      expect(assigned_to_id).toBeNull();
      const told = await mailbox.waitFor('walter@example.com', /^Ada Lovelace is no longer your client$/);
      expect(told.text).toContain('the team will give them to another writer');
    });

    it('refuse an id that is no team member’s with a 400 naming the field, and change nothing', async () => {
      for (const assignedToId of [anna, 999_999, 0, -3, 1.5, 'wendy', true]) {
        const { body } = await production(anna, { assignedToId }).expect(400);
        expect([assignedToId, body.message]).toEqual([assignedToId, MEMBER_RULE]);
      }
      const { body } = await production(anna, { reviewRequired: 'yes' }).expect(400);
      expect(body.message).toBe('reviewRequired must be true or false');
      const client = (await admin.get(`/api/admin/clients/${anna}`).expect(200)).body;
      expect(client).toMatchObject({ assignedTo: null, reviewRequired: true });
    });

    it('refuse a deactivated member with a 409 that names them', async () => {
      const { body } = await production(anna, { assignedToId: doraId }).expect(409);
      expect(body.message).toBe('Dora Gone is deactivated: choose an active team member');
    });

    it('answer 404 for an id that is no client’s', async () => {
      for (const id of [wendyId, adminId, 999_999]) {
        const { body } = await production(id, { reviewRequired: true }).expect(404);
        expect(body.message).toBe('Client not found');
      }
      const [{ review_required }] = await t.query('select review_required from users where id = $1', [
        wendyId,
      ]);
      expect(review_required).toBe(false);
    });
  });

  describe('a lead’s assignment', () => {
    let lead: number;
    let other: number;

    beforeAll(async () => {
      ({ id: lead } = await t.submitLead({ name: 'Lena Lead', email: 'lena@example.com' }));
      ({ id: other } = await t.submitLead({ name: 'Otto Other', email: 'otto@example.com' }));
    });

    it('assigns and unassigns the lead, keeping each in its history', async () => {
      const assigned = (
        await admin.put(`/api/leads/${lead}/assignment`).send({ assignedToId: wendyId }).expect(200)
      ).body;
      expect(assigned).toMatchObject({
        id: lead,
        assignedTo: { id: wendyId, name: 'Wendy Writer', active: true },
      });
      expect(assigned.activity[0]).toMatchObject({ description: 'Assigned to Wendy Writer', actor: 'boss' });

      // The same again changes nothing.
      const again = (
        await admin.put(`/api/leads/${lead}/assignment`).send({ assignedToId: wendyId }).expect(200)
      ).body;
      expect(again.activity).toHaveLength(assigned.activity.length);

      const unassigned = (
        await admin.put(`/api/leads/${lead}/assignment`).send({ assignedToId: null }).expect(200)
      ).body;
      expect(unassigned.assignedTo).toBeNull();
      expect(unassigned.activity[0]).toMatchObject({ description: 'Unassigned', actor: 'boss' });
      expect((await admin.get(`/api/leads/${lead}`).expect(200)).body.assignedTo).toBeNull();
    });

    it('applies the same rules to the assignee, and answers 404 for no such lead', async () => {
      const put = (id: number, body: Record<string, unknown>) =>
        admin.put(`/api/leads/${id}/assignment`).send(body);
      expect((await put(lead, { assignedToId: anna }).expect(400)).body.message).toBe(MEMBER_RULE);
      expect((await put(lead, {}).expect(400)).body.message).toBe(MEMBER_RULE);
      expect((await put(lead, { assignedToId: doraId }).expect(409)).body.message).toBe(
        'Dora Gone is deactivated: choose an active team member',
      );
      expect((await put(999_999, { assignedToId: wendyId }).expect(404)).body.message).toBe('Lead not found');
      expect((await admin.get(`/api/leads/${lead}`).expect(200)).body.assignedTo).toBeNull();
    });

    it('narrows the leads list and its CSV to one member’s leads, or to nobody’s', async () => {
      await admin.put(`/api/leads/${lead}/assignment`).send({ assignedToId: walterId }).expect(200);
      const walters = (
        await admin
          .get('/api/leads')
          .query({ assignedTo: String(walterId) })
          .expect(200)
      ).body;
      expect(walters).toMatchObject({
        total: 1,
        items: [{ id: lead, assignedTo: { id: walterId, name: 'Walter Wright', active: true } }],
      });
      const nobodys = (await admin.get('/api/leads').query({ assignedTo: 'unassigned' }).expect(200)).body;
      expect(nobodys.items.map((row: { id: number }) => row.id)).toContain(other);
      expect(nobodys.items.map((row: { id: number }) => row.id)).not.toContain(lead);

      const csv = (
        await admin
          .get('/api/leads/export.csv')
          .query({ assignedTo: String(walterId) })
          .expect(200)
      ).text;
      expect(csv).toContain('lena@example.com');
      expect(csv).not.toContain('otto@example.com');
      const rest = (await admin.get('/api/leads/export.csv').query({ assignedTo: 'unassigned' }).expect(200))
        .text;
      expect(rest).toContain('otto@example.com');
      expect(rest).not.toContain('lena@example.com');
    });
  });

  describe('converting an assigned lead', () => {
    const convert = (leadId: number, username: string) =>
      admin
        .post(`/api/admin/leads/${leadId}/convert`)
        .send({
          username,
          email: `${username}@example.com`,
          firstName: 'Carla',
          lastName: username,
          plan: 'echo',
          amount: 299,
        })
        .expect(201);

    it('makes the lead’s member the client’s writer, and mails them', async () => {
      const { id } = await t.submitLead({ name: 'Carla Kept', email: 'kept@example.com' });
      await admin.put(`/api/leads/${id}/assignment`).send({ assignedToId: wendyId }).expect(200);
      const { body } = await convert(id, 'kept');
      const client = (await admin.get(`/api/admin/clients/${body.clientId}`).expect(200)).body;
      expect(client.assignedTo).toEqual({ id: wendyId, name: 'Wendy Writer', active: true });
      await mailbox.waitFor('wendy@example.com', /^A new client for you: Carla kept$/);
    });

    it('leaves the client unassigned when the lead’s member was deactivated since', async () => {
      const gone = await createTeamMember(t, { username: 'gina', firstName: 'Gina', lastName: 'Left' });
      const { id } = await t.submitLead({ name: 'Carla Lost', email: 'lost@example.com' });
      await admin.put(`/api/leads/${id}/assignment`).send({ assignedToId: gone }).expect(200);
      await deactivate(t, gone);
      const { body } = await convert(id, 'lost');
      const client = (await admin.get(`/api/admin/clients/${body.clientId}`).expect(200)).body;
      expect(client.assignedTo).toBeNull();
      await t.mailsSettled();
      expect((await mailsOf('client_assigned')).map((mail) => mail.recipient)).not.toContain(
        'gina@example.com',
      );
    });
  });
});
