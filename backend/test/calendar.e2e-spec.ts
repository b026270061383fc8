import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, signInMember } from './utils/writer-accounts.js';

/**
 * The content calendar (docs/product.md, Content calendar): the posts scheduled in a range of days (in the
 * viewer's time zone), by date; a writer sees their clients' only, a client their own as they see them. A
 * post moves with the post's own PATCH, under its rules.
 */

type Agent = ReturnType<TestApp['agent']>;

interface CalendarPost {
  id: number;
  title: string;
  status: string;
  scheduledFor: string;
  plan: string;
  clientId?: number;
  clientName?: string;
}

describe('the content calendar', () => {
  let t: TestApp;
  let admin: Agent;
  let wendy: Agent;
  let anna: { id: number; agent: Agent };
  let bert: { id: number; agent: Agent };
  /** Anna's posts by seeded title. */
  let annas: Record<string, number>;
  let bertsDelivered: number;
  let annasNewDraft: number;

  const postsOf = async (clientId: number) =>
    Object.fromEntries(
      (
        await t.query<{ id: number; title: string }>(
          'select id, title from content_deliverables where client_id = $1',
          [clientId],
        )
      ).map((row) => [row.title, row.id]),
    );
  const schedule = (id: number, at: string) =>
    t.query('update content_deliverables set scheduled_for = $2 where id = $1', [id, at]);

  beforeAll(async () => {
    t = await createTestApp({ queue: false });
    admin = await t.signedInAdmin();
    const wendyId = await createTeamMember(t, { username: 'wendy', firstName: 'Wendy', lastName: 'Writer' });
    wendy = await signInMember(t, 'wendy');
    anna = await t.signedInPortalClient('anna');
    bert = await t.signedInPortalClient('bert');
    await t.query("update users set first_name = 'Anna', last_name = 'Archer' where id = $1", [anna.id]);
    await t.query("update users set first_name = 'Bert', last_name = 'Brook' where id = $1", [bert.id]);
    await admin.patch(`/api/admin/clients/${anna.id}/production`).send({ assignedToId: wendyId }).expect(200);
    // Nothing seeded falls in 2031: only what is scheduled here.
    await t.query('update content_deliverables set scheduled_for = null');
    annas = await postsOf(anna.id);
    bertsDelivered = (await postsOf(bert.id))['Hiring is a system, not a hunch']!;
    const [subscription] = await t.query<{ id: number }>(
      "select id from client_subscriptions where client_id = $1 and status = 'active'",
      [anna.id],
    );
    annasNewDraft = (
      await admin
        .post('/api/admin/content')
        .send({ subscriptionId: subscription!.id, title: 'Not delivered yet', content: 'A body.' })
        .expect(201)
    ).body.id;
    await schedule(annas['Three pricing mistakes we made']!, '2031-03-10T09:00:00Z');
    await schedule(annas['Hiring is a system, not a hunch']!, '2031-03-02T16:30:00Z');
    await schedule(annas['The first 90 days of a new hire']!, '2031-03-20T08:00:00Z');
    await schedule(annasNewDraft, '2031-03-05T10:00:00Z');
    await schedule(bertsDelivered, '2031-03-03T12:00:00Z');
    // Outside the range, by an hour in Paris: 1 April 00:30 there is still 31 March in UTC.
    await schedule(annas['What losing a client taught me']!, '2031-03-31T22:30:00Z');
    // The writers rewrote the post being revised: the client still has the title they received.
    await t.query("update content_deliverables set title = 'A new angle' where id = $1", [
      annas['The first 90 days of a new hire'],
    ]);
  });

  afterAll(async () => {
    await t?.close();
  });

  const march = { from: '2031-03-01', to: '2031-03-31' };
  const titles = (items: CalendarPost[]) => items.map((item) => item.title);

  describe('GET /api/admin/calendar', () => {
    it('gives every client’s posts scheduled in the range, by date, with the client, status and plan', async () => {
      const { body } = await admin.get('/api/admin/calendar').query(march).expect(200);
      expect(titles(body.items)).toEqual([
        'Hiring is a system, not a hunch',
        'Hiring is a system, not a hunch',
        'Not delivered yet',
        'Three pricing mistakes we made',
        'A new angle',
        'What losing a client taught me',
      ]);
      expect(body.items[0]).toEqual({
        id: annas['Hiring is a system, not a hunch'],
        title: 'Hiring is a system, not a hunch',
        status: 'delivered',
        scheduledFor: '2031-03-02T16:30:00.000Z',
        plan: 'echo',
        // No media: nothing to show beside the title (post-media.e2e-spec has a post with some).
        mediaKind: null,
        thumbnailUrl: null,
        clientId: anna.id,
        clientName: 'Anna Archer',
        // Not approved for LinkedIn (linkedin-publishing.e2e-spec has one that is).
        onLinkedIn: false,
      });
      expect(body.items[1]).toMatchObject({
        id: bertsDelivered,
        clientId: bert.id,
        clientName: 'Bert Brook',
      });
      // The team sees its own draft and the draft being revised as drafts.
      expect(body.items[2]).toMatchObject({ id: annasNewDraft, status: 'draft' });
      expect(body.items[4]).toMatchObject({ status: 'draft' });
      expect(body.clients).toEqual([
        { id: anna.id, name: 'Anna Archer' },
        { id: bert.id, name: 'Bert Brook' },
      ]);
    });

    it('reads the days in the viewer’s time zone', async () => {
      const utc = await admin.get('/api/admin/calendar').query({ from: '2031-03-31', to: '2031-03-31' });
      expect(titles(utc.body.items)).toEqual(['What losing a client taught me']);
      const paris = await admin
        .get('/api/admin/calendar')
        .query({ from: '2031-03-31', to: '2031-03-31', tz: 'Europe/Paris' })
        .expect(200);
      expect(paris.body.items).toEqual([]);
      const april = await admin
        .get('/api/admin/calendar')
        .query({ from: '2031-04-01', to: '2031-04-01', tz: 'Europe/Paris' })
        .expect(200);
      expect(titles(april.body.items)).toEqual(['What losing a client taught me']);
    });

    it('narrows to one client', async () => {
      const { body } = await admin
        .get('/api/admin/calendar')
        .query({ ...march, clientId: String(bert.id) })
        .expect(200);
      expect(body.items.map((item: CalendarPost) => item.id)).toEqual([bertsDelivered]);
      // The filter still offers every client.
      expect(body.clients).toHaveLength(2);
    });

    it('gives a writer their clients only, and nothing of another’s client asked for', async () => {
      const { body } = await wendy.get('/api/admin/calendar').query(march).expect(200);
      expect(body.items.every((item: CalendarPost) => item.clientId === anna.id)).toBe(true);
      expect(body.items).toHaveLength(5);
      expect(body.clients).toEqual([{ id: anna.id, name: 'Anna Archer' }]);
      const other = await wendy
        .get('/api/admin/calendar')
        .query({ ...march, clientId: String(bert.id) })
        .expect(200);
      expect(other.body.items).toEqual([]);
    });

    it.each([
      [{ to: '2031-03-31' }, 'from must be a date written YYYY-MM-DD'],
      [{ from: '2031-03-01' }, 'to must be a date written YYYY-MM-DD'],
      [{ from: '2031-02-30', to: '2031-03-01' }, 'from must be a real date'],
      [{ from: '2031-03-01T00:00:00Z', to: '2031-03-02' }, 'from must be a date written YYYY-MM-DD'],
      [{ from: '2031-03-02', to: '2031-03-01' }, 'to must be on or after from'],
      [{ from: '2031-03-01', to: '2031-04-12' }, 'to must be at most 42 days from from, both days included'],
      [{ ...march, tz: 'Mars/Olympus' }, 'tz must be an IANA time zone, such as Europe/Paris'],
      [{ ...march, clientId: '0' }, 'The client id must be a whole number from 1 to 2147483647'],
    ])('refuses %j with a 400 naming the field', async (query, message) => {
      const { body } = await admin.get('/api/admin/calendar').query(query).expect(400);
      expect(body.message).toBe(message);
    });

    it('takes 42 days, both included', async () => {
      await admin.get('/api/admin/calendar').query({ from: '2031-03-01', to: '2031-04-11' }).expect(200);
    });
  });

  describe('GET /api/client/calendar', () => {
    it('gives the client their own posts as they see them: no undelivered draft, one being revised delivered', async () => {
      const { body } = await anna.agent.get('/api/client/calendar').query(march).expect(200);
      expect(body.items).toEqual([
        {
          id: annas['Hiring is a system, not a hunch'],
          title: 'Hiring is a system, not a hunch',
          status: 'delivered',
          scheduledFor: '2031-03-02T16:30:00.000Z',
          plan: 'echo',
          mediaKind: null,
          thumbnailUrl: null,
        },
        expect.objectContaining({ id: annas['Three pricing mistakes we made'], status: 'scheduled' }),
        expect.objectContaining({
          id: annas['The first 90 days of a new hire'],
          title: 'The first 90 days of a new hire',
          status: 'delivered',
        }),
        expect.objectContaining({ id: annas['What losing a client taught me'], status: 'published' }),
      ]);
    });

    it('never gives another client’s posts', async () => {
      const { body } = await bert.agent.get('/api/client/calendar').query(march).expect(200);
      expect(body.items.map((item: CalendarPost) => item.id)).toEqual([bertsDelivered]);
    });

    it('refuses a range past 42 days, and the team’s client filter', async () => {
      const long = await anna.agent
        .get('/api/client/calendar')
        .query({ from: '2031-01-01', to: '2031-03-31' })
        .expect(400);
      expect(long.body.message).toBe('to must be at most 42 days from from, both days included');
      const filter = await anna.agent
        .get('/api/client/calendar')
        .query({ ...march, clientId: String(bert.id) })
        .expect(400);
      expect(filter.body.message).toBe("Unknown field 'clientId' is not allowed");
    });
  });

  describe('a move on the calendar is the post’s PATCH', () => {
    it('moves an unpublished post, and refuses a published one with the post’s rule', async () => {
      const id = annas['Three pricing mistakes we made']!;
      await admin
        .patch(`/api/admin/content/${id}`)
        .send({ scheduledFor: '2031-03-12T09:00:00.000Z' })
        .expect(200);
      const { body } = await admin.get('/api/admin/calendar').query({ from: '2031-03-12', to: '2031-03-12' });
      expect(body.items.map((item: CalendarPost) => item.id)).toEqual([id]);
      const published = annas['What losing a client taught me']!;
      const refused = await admin
        .patch(`/api/admin/content/${published}`)
        .send({ scheduledFor: '2031-03-12T09:00:00.000Z' })
        .expect(409);
      expect(refused.body.message).toBe('This post is published: its schedule can no longer change');
    });
  });
});
