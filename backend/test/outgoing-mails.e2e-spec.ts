import { setTimeout as delay } from 'node:timers/promises';
import { jest } from '@jest/globals';
import type { Agent } from 'supertest';
import { MailQueue } from '../src/mail/mail-queue.js';
import { seedOutgoingMail } from './utils/outgoing-mails.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const ITEM_KEYS = [
  'attempts',
  'createdAt',
  'id',
  'kind',
  'lastError',
  'recipient',
  'sentAt',
  'status',
  'subject',
].sort();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('Outgoing mail (admin)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    // No queue: the mails the suite seeds stay as seeded (a running queue would send the queued ones).
    t = await createTestApp({ queue: false });
    admin = await t.signedInAdmin();
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    // Other work of the app (a sign-in's mails, say) may have recorded mails: each test sees its own.
    await t.query('delete from outgoing_mails');
  });

  describe('GET /api/admin/outgoing-mails', () => {
    it('lists mails newest first with the counts per status, and never their bodies', async () => {
      const sent = await seedOutgoingMail(t, { status: 'sent', createdAt: minutesAgo(30) });
      const failed = await seedOutgoingMail(t, {
        status: 'failed',
        kind: 'invitation',
        recipient: 'grace@example.com',
        subject: 'Set your Ghostline password',
        attempts: 5,
        lastError: '550 5.1.1 No such user',
        createdAt: minutesAgo(20),
      });
      const retrying = await seedOutgoingMail(t, { status: 'retrying', createdAt: minutesAgo(10) });
      const queued = await seedOutgoingMail(t, { status: 'queued', createdAt: minutesAgo(1) });

      const { body } = await admin.get('/api/admin/outgoing-mails').expect(200);

      expect(body.items.map((item: { id: number }) => item.id)).toEqual([queued, retrying, failed, sent]);
      expect(body).toMatchObject({
        total: 4,
        page: 1,
        pageSize: 50,
        counts: { queued: 1, retrying: 1, sent: 1, failed: 1 },
      });
      expect(body.items[2]).toEqual({
        id: failed,
        kind: 'invitation',
        recipient: 'grace@example.com',
        subject: 'Set your Ghostline password',
        status: 'failed',
        attempts: 5,
        lastError: '550 5.1.1 No such user',
        createdAt: expect.any(String),
        sentAt: null,
      });
      expect(body.items[3].sentAt).toEqual(expect.any(String));
      for (const item of body.items) expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
      expect(JSON.stringify(body)).not.toContain('secret body');
    });

    it('filters by status; the counts stay those of every status', async () => {
      const failedOld = await seedOutgoingMail(t, { status: 'failed', createdAt: minutesAgo(5) });
      const failedNew = await seedOutgoingMail(t, { status: 'failed', createdAt: minutesAgo(2) });
      await seedOutgoingMail(t, { status: 'sent' });
      await seedOutgoingMail(t, { status: 'sent' });
      await seedOutgoingMail(t, { status: 'sent' });

      const { body } = await admin.get('/api/admin/outgoing-mails').query({ status: 'failed' }).expect(200);

      expect(body.items.map((item: { id: number }) => item.id)).toEqual([failedNew, failedOld]);
      expect(body.total).toBe(2);
      expect(body.counts).toEqual({ queued: 0, retrying: 0, sent: 3, failed: 2 });
    });

    it('searches recipients and subjects literally, in any case; the counts follow the search', async () => {
      const ada = await seedOutgoingMail(t, {
        recipient: 'ada@example.com',
        subject: 'Welcome',
        status: 'sent',
      });
      const reset = await seedOutgoingMail(t, {
        recipient: 'bea@example.com',
        subject: 'Reset your ADA_PASSWORD',
        status: 'failed',
      });
      await seedOutgoingMail(t, { recipient: 'carl@example.com', subject: 'Hello', status: 'failed' });

      const found = await admin.get('/api/admin/outgoing-mails').query({ search: '  ada ' }).expect(200);
      expect(found.body.items.map((item: { id: number }) => item.id).sort()).toEqual([ada, reset].sort());
      expect(found.body.counts).toEqual({ queued: 0, retrying: 0, sent: 1, failed: 1 });

      // "_" is a letter here, not LIKE's any-character.
      const literal = await admin.get('/api/admin/outgoing-mails').query({ search: 'a_p' }).expect(200);
      expect(literal.body.items.map((item: { id: number }) => item.id)).toEqual([reset]);
    });

    it('pages the list, with the total over every page', async () => {
      const ids: number[] = [];
      for (let minute = 5; minute >= 1; minute--) {
        ids.push(await seedOutgoingMail(t, { status: 'sent', createdAt: minutesAgo(minute) }));
      }
      const { body } = await admin
        .get('/api/admin/outgoing-mails')
        .query({ page: 2, pageSize: 2 })
        .expect(200);
      expect(body.items.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1]]);
      expect(body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    });

    it.each([
      ['an unknown status', { status: 'lost' }, 'The status must be queued, retrying, sent or failed'],
      ['page 0', { page: '0' }, 'The page must be 1 or more'],
      ['a page of 201', { pageSize: '201' }, 'A page holds at most 200 mails'],
      ['a long search', { search: 'x'.repeat(201) }, 'The search must be at most 200 characters'],
      ['an unknown field', { sort: 'recipient' }, "Unknown field 'sort' is not allowed"],
    ])('refuses %s with a 400 that says why', async (_case, query, message) => {
      const { body } = await admin.get('/api/admin/outgoing-mails').query(query).expect(400);
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(body.message).toContain(message);
    });
  });

  describe('POST /api/admin/outgoing-mails/{id}/retry', () => {
    it('queues a failed mail again, its tries kept, and hands it to the queue', async () => {
      const id = await seedOutgoingMail(t, { status: 'failed', attempts: 5 });
      const dispatch = jest.spyOn(t.app.get(MailQueue), 'dispatch');
      try {
        const { body } = await admin.post(`/api/admin/outgoing-mails/${id}/retry`).expect(200);

        expect(body).toMatchObject({ id, status: 'queued', attempts: 5 });
        expect(Object.keys(body).sort()).toEqual(ITEM_KEYS);
        expect(dispatch).toHaveBeenCalledWith([id]);
        // This app's queue is not running: the mail waits, queued, for the relay of one that is.
        const [row] = await t.query('select status, attempts, text from outgoing_mails where id = $1', [id]);
        expect(row).toMatchObject({ status: 'queued', attempts: 5, text: expect.any(String) });
      } finally {
        dispatch.mockRestore();
      }
    });

    it.each(['queued', 'retrying', 'sent'] as const)('refuses a %s mail with a 409', async (status) => {
      const id = await seedOutgoingMail(t, { status });
      const { body } = await admin.post(`/api/admin/outgoing-mails/${id}/retry`).expect(409);
      expect(body).toEqual({
        statusCode: 409,
        message: `Only a failed mail can be retried: this one is ${status}`,
        error: 'Conflict',
      });
      const [row] = await t.query('select status from outgoing_mails where id = $1', [id]);
      expect(row!.status).toBe(status);
    });

    it('answers 404 for a mail that does not exist, 400 for an id that is none', async () => {
      const missing = await admin.post('/api/admin/outgoing-mails/2147483647/retry').expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: 'Mail not found', error: 'Not Found' });
      const bad = await admin.post('/api/admin/outgoing-mails/abc/retry').expect(400);
      expect(bad.body.message).toBe('The id must be a whole number from 1 to 2147483647');
    });

    it('of two retries at once, one queues the mail and the other is told it is queued already', async () => {
      const id = await seedOutgoingMail(t, { status: 'failed' });
      const dispatch = jest.spyOn(t.app.get(MailQueue), 'dispatch');
      try {
        const statuses = (
          await Promise.all([
            admin.post(`/api/admin/outgoing-mails/${id}/retry`),
            admin.post(`/api/admin/outgoing-mails/${id}/retry`),
          ])
        ).map((response) => response.status);
        expect(statuses.sort()).toEqual([200, 409]);
        expect(dispatch).toHaveBeenCalledTimes(1);
      } finally {
        dispatch.mockRestore();
      }
    });
  });
});

describe('Outgoing mail (admin), Retry with the queue running', () => {
  let running: TestApp;

  beforeAll(async () => {
    running = await createTestApp();
  });

  afterAll(async () => {
    await running?.close();
  });

  it('queues a failed mail again, its tries kept, and hands it to the queue, which sends it', async () => {
    const id = await seedOutgoingMail(running, { status: 'failed', attempts: 5 });
    const admin = await running.signedInAdmin();
    const dispatch = jest.spyOn(running.app.get(MailQueue), 'dispatch');
    try {
      const { body } = await admin.post(`/api/admin/outgoing-mails/${id}/retry`).expect(200);

      expect(body).toMatchObject({ id, status: 'queued', attempts: 5 });
      expect(Object.keys(body).sort()).toEqual(ITEM_KEYS);
      expect(dispatch).toHaveBeenCalledWith([id]);
    } finally {
      dispatch.mockRestore();
    }
    // The queue takes it at once: its sixth try sends it (into DATA_DIR/outbox, without SMTP_URL).
    const deadline = Date.now() + 10_000;
    const rowOf = async () =>
      (await running.query('select status, attempts, text from outgoing_mails where id = $1', [id]))[0];
    let row = await rowOf();
    while (row?.status !== 'sent' && Date.now() < deadline) {
      await delay(100);
      row = await rowOf();
    }
    expect(row).toEqual({ status: 'sent', attempts: 6, text: null });
  });
});
