import { jest } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Agent } from 'supertest';
import { MailService } from '../src/mail/mail.service.js';
import { pdf, png } from './media-fixtures.js';
import { ONBOARDING_ANSWERS } from './utils/samples.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'https://ghostline.test';
const PASSWORD = 'plum-ladder-orbit-42';

const answers = {
  ...ONBOARDING_ANSWERS,
  mistakeStory: 'The time I hired my cousin',
};

/** Spam deleted and clients erased, with mails saved to DATA_DIR/outbox (no SMTP_URL), as in development. */
describe('deleting leads and erasing clients', () => {
  let t: TestApp;
  let admin: Agent;
  let adminId: number;
  let outbox: string;
  let sequence = 0;

  /** The saved mails, each with the addresses it went to and its text. */
  async function savedMails(): Promise<{ file: string; to: string; text: string }[]> {
    await t.mailsSettled();
    let files: string[];
    try {
      files = readdirSync(outbox);
    } catch {
      return [];
    }
    return Promise.all(
      files.map(async (file) => {
        const mail = await simpleParser(readFileSync(join(outbox, file)));
        const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((one) => one.address));
        return { file, to: to.join(','), text: mail.text ?? '' };
      }),
    );
  }

  const newLead = (name: string, email = `lead${++sequence}@example.com`) =>
    t.submitLead({ name, email, notes: 'Call me' });

  async function onboardedLead(name: string, email?: string) {
    const lead = await newLead(name, email);
    await t.onboard(lead, answers);
    return lead;
  }

  /** Converts a fresh lead, signs the client in through the invitation's link, and delivers them a post. */
  async function convertedClient(name: string, username: string) {
    const email = `${username}@example.com`;
    const lead = await onboardedLead(name, email);
    await admin
      .post(`/api/leads/${lead.id}/notes`)
      .send({ body: `${name} prefers mornings` })
      .expect(201);
    const { body } = await admin
      .post(`/api/admin/leads/${lead.id}/convert`)
      .send({
        username,
        email,
        firstName: name.split(' ')[0],
        lastName: name.split(' ')[1],
        plan: 'echo',
        amount: 299,
      })
      .expect(201);
    const invitation = (await savedMails()).find(
      (mail) => mail.to === email && mail.text.includes('/set-password?token='),
    );
    const token = new URL(invitation!.text.match(/https?:\/\/\S+set-password\S+/)![0]).searchParams.get(
      'token',
    )!;
    await t.agent().post('/api/client/reset-password').send({ token, newPassword: PASSWORD }).expect(200);
    const client = t.agent();
    await client.post('/api/client/login').send({ username, password: PASSWORD }).expect(200);
    const subscriptionId = body.subscriptionId as number;
    const post = (
      await admin
        .post('/api/admin/content')
        .send({ subscriptionId, title: `${name} on hiring`, content: 'The time I hired my cousin.' })
        .expect(201)
    ).body;
    await admin.post(`/api/admin/content/${post.id}/status`).send({ status: 'delivered' }).expect(200);
    return {
      lead,
      client,
      clientId: body.clientId as number,
      subscriptionId,
      email,
      postId: post.id as number,
    };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: undefined, PUBLIC_URL } });
    outbox = join(process.env.DATA_DIR!, 'outbox');
    admin = await t.signedInAdmin();
    [{ id: adminId }] = await t.query<{ id: number }>("select id from users where username = 'boss'");
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('DELETE /api/leads/{id}', () => {
    it('removes a lead with its notes, history and answers, and records who deleted it and when', async () => {
      // The team hears of each lead: a notice about the lead, to the admin.
      await t.query(
        `update users set email = 'boss@ghostline.test', email_confirmed_at = now() where username = 'boss'`,
      );
      const { id } = await onboardedLead('Spam Bot', 'spam@example.com');
      await admin.post(`/api/leads/${id}/notes`).send({ body: 'Looks like spam' }).expect(201);
      await admin.patch(`/api/leads/${id}/status`).send({ status: 'archived' }).expect(200);
      const kept = await newLead('Real Person');
      await t.query(`update users set email = null where username = 'boss'`);
      const mailsOf = (address: string) =>
        t.query<{ kind: string }>(
          'select kind from outgoing_mails where recipient = $1 or about = $1 order by kind',
          [address],
        );
      expect((await mailsOf('spam@example.com')).map((mail) => mail.kind)).toEqual([
        'lead_confirmation',
        'new_lead',
      ]);

      await admin.delete(`/api/leads/${id}`).expect(204);
      // Its mails go with it (the confirmation and the team's notice); the other lead's stay.
      expect(await mailsOf('spam@example.com')).toEqual([]);
      expect(await mailsOf(kept.email)).toHaveLength(2);

      await admin.get(`/api/leads/${id}`).expect(404);
      expect(await t.query('select id from leads where id = $1', [id])).toEqual([]);
      expect(await t.query('select id from lead_notes where lead_id = $1', [id])).toEqual([]);
      expect(await t.query('select id from lead_activities where lead_id = $1', [id])).toEqual([]);
      expect(await t.query('select id from leads where id = $1', [kept.id])).toHaveLength(1);
      const [record] = await t.query(
        `select * from erasures where subject_kind = 'lead' and subject_id = $1`,
        [id],
      );
      expect(record).toEqual({
        id: expect.any(Number),
        created_at: expect.any(Date),
        admin_id: adminId,
        subject_kind: 'lead',
        subject_id: id,
      });
      expect(Date.now() - (record!.created_at as Date).getTime()).toBeLessThan(60_000);
    });

    it('refuses a lead converted into a client account: erasure is the way', async () => {
      const { lead } = await convertedClient('Hedy Lamarr', 'hedy');
      const response = await admin.delete(`/api/leads/${lead.id}`).expect(409);
      expect(response.body.message).toBe(
        "This lead became a client account and cannot be deleted: erase the client's personal data on the client's page instead",
      );
      expect(await t.query('select id from leads where id = $1', [lead.id])).toHaveLength(1);
    });

    it('answers 404 for an unknown lead, 401 without a session and 403 to a client', async () => {
      await admin.delete('/api/leads/999999').expect(404, {
        statusCode: 404,
        message: 'Lead not found',
        error: 'Not Found',
      });
      const { id } = await newLead('Not Spam');
      const client = t.agent();
      await client
        .post('/api/client/register')
        .send({
          username: 'nosy',
          email: 'nosy@example.com',
          password: PASSWORD,
          firstName: 'N',
          lastName: 'O',
        })
        .expect(201);
      await t.agent().delete(`/api/leads/${id}`).expect(401);
      await client.delete(`/api/leads/${id}`).expect(403);
      expect(await t.query('select id from leads where id = $1', [id])).toHaveLength(1);
    });
  });

  describe('POST /api/admin/clients/{id}/erasure', () => {
    it("removes the client's personal data, ends their sessions and links, and keeps the books", async () => {
      const ada = await convertedClient('Ada Lovelace', 'ada.lovelace');
      const grace = await convertedClient('Grace Hopper', 'grace.hopper');
      // A reset link asked for, and its mail saved, before the erasure.
      await t.agent().post('/api/client/forgot-password').send({ email: ada.email }).expect(200);
      const adaMails = (await savedMails()).filter((mail) => mail.to === ada.email);
      expect(adaMails.length).toBeGreaterThanOrEqual(3); // invitation, post delivered, reset link
      expect(
        await t.query('select id from password_reset_tokens where user_id = $1', [ada.clientId]),
      ).not.toEqual([]);
      const books = `select s.amount, s.plan, s.status, (select count(*)::int from content_deliverables p
          where p.client_id = s.client_id and p.delivered_at is not null) as delivered
        from client_subscriptions s where s.client_id = $1`;
      const before = await t.query(books, [ada.clientId]);
      // A payment with a note that names her: the payment stays for the books, the note goes.
      const [{ id: adaSubscription }] = await t.query(
        'select id from client_subscriptions where client_id = $1',
        [ada.clientId],
      );
      const { nextPeriod } = (
        await admin.get(`/api/admin/subscriptions/${adaSubscription}/payments`).expect(200)
      ).body;
      await admin
        .post(`/api/admin/subscriptions/${adaSubscription}/payments`)
        .send({ outcome: 'paid', periodStart: nextPeriod.start, note: 'Transfer from Ada Lovelace' })
        .expect(200);
      const graceMailsBefore = (await savedMails()).filter((mail) => mail.to === grace.email);

      const { body } = await admin.post(`/api/admin/clients/${ada.clientId}/erasure`).expect(200);

      expect(body).toMatchObject({
        id: ada.clientId,
        username: `erased-${ada.clientId}`,
        name: 'Erased client',
        firstName: 'Erased',
        lastName: 'client',
        email: null,
        voiceBrief: null,
        erasure: { erasedAt: expect.any(String), erasedBy: 'boss' },
      });
      // Signed out at once, and nobody can sign in again: not with the old name, nor the new.
      await ada.client.get('/api/client/profile').expect(401);
      for (const username of ['ada.lovelace', `erased-${ada.clientId}`]) {
        await t.agent().post('/api/client/login').send({ username, password: PASSWORD }).expect(401);
      }
      expect(
        await t.query('select id from password_reset_tokens where user_id = $1', [ada.clientId]),
      ).toEqual([]);
      await t.agent().get(`/api/leads/${ada.lead.id}`).query({ token: ada.lead.token }).expect(404);

      const [lead] = await t.query('select * from leads where id = $1', [ada.lead.id]);
      expect(lead).toMatchObject({
        name: 'Erased client',
        email: '',
        linkedin: '',
        notes: null,
        onboarding_token: null,
        job_title: null,
        company_name: null,
        goals: null,
        mistake_story: null,
        content_pillars: null,
      });
      expect(await t.query('select id from lead_notes where lead_id = $1', [ada.lead.id])).toEqual([]);
      expect(await t.query('select id from lead_activities where lead_id = $1', [ada.lead.id])).toEqual([]);
      const [post] = await t.query('select title, content, status from content_deliverables where id = $1', [
        ada.postId,
      ]);
      expect(post).toEqual({ title: 'Erased post', content: '', status: 'delivered' });
      const versions = await t.query('select title, content from content_versions where post_id = $1', [
        ada.postId,
      ]);
      expect(versions).toEqual([{ title: 'Erased post', content: '' }]);

      // The books: the subscription's amount and the posts delivered stay; the subscription has ended
      // (erasure-billing.e2e-spec.ts).
      expect(before).toEqual([{ amount: '299.00', plan: 'echo', status: 'active', delivered: 1 }]);
      expect(await t.query(books, [ada.clientId])).toEqual([{ ...before[0], status: 'canceled' }]);
      expect(
        await t.query('select amount, note, void_reason from payments where subscription_id = $1', [
          adaSubscription,
        ]),
      ).toEqual([{ amount: '299.00', note: null, void_reason: null }]);

      // The saved mails to the client go; the other client's stay.
      const after = await savedMails();
      expect(after.filter((mail) => mail.to === ada.email)).toEqual([]);
      expect(after.filter((mail) => mail.to === grace.email)).toEqual(graceMailsBefore);
      expect(graceMailsBefore.length).toBeGreaterThan(0);

      // The record says who and when, and nothing of the person.
      const records = await t.query(`select * from erasures where subject_kind = 'client'`);
      expect(records).toEqual([
        {
          id: expect.any(Number),
          created_at: expect.any(Date),
          admin_id: adminId,
          subject_kind: 'client',
          subject_id: ada.clientId,
        },
      ]);
      expect(JSON.stringify(records)).not.toMatch(/ada|lovelace/i);

      // Nowhere in the lists with personal data.
      const list = (await admin.get('/api/admin/clients').expect(200)).body.items as { id: number }[];
      expect(list.find((row) => row.id === ada.clientId)).toMatchObject({
        name: 'Erased client',
        email: null,
        username: `erased-${ada.clientId}`,
      });
      expect(JSON.stringify(list)).not.toMatch(/ada|lovelace/i);
      const board = (await admin.get('/api/admin/board').expect(200)).body;
      expect(JSON.stringify(board)).not.toMatch(/ada|lovelace/i);
      // Off the board: nothing is owed to them any more.
      expect(board.clients.map((row: { clientId: number }) => row.clientId)).not.toContain(ada.clientId);
      const leads = (await admin.get('/api/leads').expect(200)).body;
      expect(JSON.stringify(leads)).not.toMatch(/ada|lovelace/i);

      // The other client is untouched.
      await grace.client.get('/api/client/profile').expect(200);
    });

    it('removes their outgoing mails, once a try under way has ended, and its saved copy', async () => {
      const { clientId, email } = await convertedClient('Katherine Johnson', 'katherine');
      await t.mailsSettled();
      const mail = t.app.get(MailService);
      const send = mail.send.bind(mail);
      let started!: () => void;
      const sending = new Promise<void>((resolve) => (started = resolve));
      // A slow SMTP server: the try is still under way when the erasure comes.
      const slow = jest.spyOn(mail, 'send').mockImplementation(async (...args) => {
        started();
        await delay(500);
        return send(...args);
      });
      try {
        await t.agent().post('/api/client/forgot-password').send({ email }).expect(200);
        await sending;
        await admin.post(`/api/admin/clients/${clientId}/erasure`).expect(200);
      } finally {
        slow.mockRestore();
      }
      expect(
        await t.query('select id from outgoing_mails where recipient = $1 or about = $1', [email]),
      ).toEqual([]);
      expect((await savedMails()).filter((saved) => saved.to === email)).toEqual([]);
    });

    it("deletes the client's images and documents, bytes and rows, and no one else's", async () => {
      const media = join(process.env.DATA_DIR!, 'media');
      const withFiles = async (name: string, username: string) => {
        const client = await convertedClient(name, username);
        const draft = (
          await admin
            .post('/api/admin/content')
            .send({ subscriptionId: client.subscriptionId, title: 'Pictures', content: 'Words.' })
            .expect(201)
        ).body.id;
        await admin
          .post(`/api/admin/content/${draft}/media`)
          .attach('file', await png(), 'a.png')
          .expect(201);
        await admin.post(`/api/admin/content/${draft}/media`).attach('file', pdf(), 'b.pdf').expect(201);
        return client;
      };
      const keysOf = async (clientId: number) =>
        (
          await t.query<{ storage_key: string }>('select storage_key from media_files where client_id = $1', [
            clientId,
          ])
        ).map((row) => row.storage_key);
      const katherine = await withFiles('Katherine Johnson', 'katherine');
      const mary = await withFiles('Mary Jackson', 'mary');
      const [erased, kept] = [await keysOf(katherine.clientId), await keysOf(mary.clientId)];
      expect([erased.length, kept.length]).toEqual([2, 2]);

      await admin.post(`/api/admin/clients/${katherine.clientId}/erasure`).expect(200);

      expect(await keysOf(katherine.clientId)).toEqual([]);
      expect(await keysOf(mary.clientId)).toEqual(kept);
      const folders = readdirSync(media);
      for (const key of erased) expect(folders).not.toContain(key);
      for (const key of kept) expect(folders).toContain(key);
    });

    it('is harmless twice: the same answer, one record', async () => {
      const { clientId } = await convertedClient('Dorothy Vaughan', 'dorothy');
      const first = (await admin.post(`/api/admin/clients/${clientId}/erasure`).expect(200)).body;
      const second = (await admin.post(`/api/admin/clients/${clientId}/erasure`).expect(200)).body;
      expect(second).toEqual(first);
      expect(
        await t.query(`select id from erasures where subject_kind = 'client' and subject_id = $1`, [
          clientId,
        ]),
      ).toHaveLength(1);
      expect((await admin.get(`/api/admin/clients/${clientId}`).expect(200)).body.erasure).toEqual(
        first.erasure,
      );
    });

    it('erases a client whose erased-<id> username someone took for themselves', async () => {
      const { clientId } = await convertedClient('Annie Easley', 'annie');
      await t.query(
        `insert into users (username, username_key, password, role) values ($1, $1, 'x', 'client')`,
        [`erased-${clientId}`],
      );
      const { body } = await admin.post(`/api/admin/clients/${clientId}/erasure`).expect(200);
      expect(body.username).toMatch(new RegExp(`^erased-${clientId}-[0-9a-f]{8}$`));
      expect(body.name).toBe('Erased client');
    });

    it('answers 404 for an admin or unknown id, 401 without a session and 403 to a client', async () => {
      const notFound = { statusCode: 404, message: 'Client not found', error: 'Not Found' };
      await admin.post(`/api/admin/clients/${adminId}/erasure`).expect(404, notFound);
      await admin.post('/api/admin/clients/999999/erasure').expect(404, notFound);
      const { clientId, client } = await convertedClient('Mae Jemison', 'mae');
      await t.agent().post(`/api/admin/clients/${clientId}/erasure`).expect(401);
      await client.post(`/api/admin/clients/${clientId}/erasure`).expect(403);
      expect(await t.query('select username from users where id = $1', [clientId])).toEqual([
        { username: 'mae' },
      ]);
      expect(await t.query(`select id from erasures where subject_id = $1`, [clientId])).toEqual([]);
    });
  });
});
