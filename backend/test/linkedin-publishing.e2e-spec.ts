import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Agent } from 'supertest';
import { Clock } from '../src/common/clock.js';
import { zonedInstant } from '../src/common/time-zones.js';
import { LinkedInEndingMails } from '../src/linkedin/linked-in-ending-mails.js';
import { LinkedInPublisher, MAX_TRIES } from '../src/linkedin/linked-in-publisher.js';
import { MEDIA_STORAGE, type MediaStorage } from '../src/media/media-storage.js';
import { jpeg, png } from './media-fixtures.js';
import { FakeLinkedIn } from './utils/fake-linkedin.js';
import { linkIn, Mailbox } from './utils/mailbox.js';
import { race } from './utils/race.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Approved posts going out on the client's LinkedIn profile by themselves (docs/product.md,
 * "Publishing on LinkedIn"), against a local LinkedIn that answers as LinkedIn's pages show: at their
 * time in the client's zone, with their images or document, once; every way LinkedIn says no; and
 * everything refused before anything is stored. The clock is moved, never waited for.
 */
describe('publishing on LinkedIn', () => {
  const linkedIn = new FakeLinkedIn();
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: Agent;
  let client: { id: number; agent: Agent };
  let other: { id: number; agent: Agent };
  let subscriptionId: number;
  let publisher: LinkedInPublisher;
  let clock: jest.Spied<Clock['now']>;
  let titles = 0;
  /** The time the app lives at: moved forward by the tests, never back. */
  let now = Date.now();

  beforeAll(async () => {
    await linkedIn.start();
    t = await createTestApp({ env: { ...linkedIn.env(), SMTP_URL: await mailbox.start() } });
    admin = await t.signedInAdmin();
    client = await t.signedInPortalClient('paz');
    other = await t.signedInPortalClient('quinn');
    const { body } = await admin.get(`/api/admin/clients/${client.id}`).expect(200);
    subscriptionId = body.subscriptions.find((s: { status: string }) => s.status === 'active').id;
    publisher = t.app.get(LinkedInPublisher);
    // The admin reachable by mail: the team's notices about the client go to them.
    await t.query(
      `update users set email = 'boss@example.com', email_confirmed_at = now() where username = 'boss'`,
    );
    clock = jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    await client.agent.patch('/api/client/profile').send({ timeZone: 'Europe/Paris' }).expect(200);
    await connect(client.agent);
  });
  afterAll(async () => {
    clock?.mockRestore();
    await t?.close();
    await linkedIn.stop();
    await mailbox.stop();
  });

  async function connect(agent: Agent): Promise<void> {
    const { authorizationUrl } = (await agent.post('/api/client/linkedin/connect').expect(200)).body;
    const back = new URL((await fetch(authorizationUrl, { redirect: 'manual' })).headers.get('location')!);
    await agent.get(`${back.pathname}${back.search}`).expect(303);
  }

  /** A file stored as an upload leaves it (its original, which is what LinkedIn gets), for `clientId`. */
  async function storedFile(clientId: number, kind: 'image' | 'document', bytes: Buffer): Promise<number> {
    const storageKey = randomBytes(24).toString('hex');
    await t.app
      .get<MediaStorage>(MEDIA_STORAGE)
      .put(
        `${storageKey}/original`,
        Readable.from(bytes),
        kind === 'image' ? 'image/jpeg' : 'application/pdf',
      );
    const [{ id }] = await t.query<{ id: number }>(
      `insert into media_files (client_id, kind, content_type, byte_size, file_name, sha256, width, height,
                                page_count, preview_pages, storage_key)
       values ($1, $2, $3, $4, $5, repeat('0', 64), $6, $7, $8, $9, $10) returning id`,
      kind === 'image'
        ? [clientId, kind, 'image/jpeg', bytes.length, 'photo.jpg', 640, 480, null, 0, storageKey]
        : [clientId, kind, 'application/pdf', bytes.length, 'deck.pdf', null, null, 3, 3, storageKey],
    );
    return id;
  }

  /** A post delivered to the client, with `media` (as the media editor takes it) and `content`. */
  async function delivered(content = 'A post about focus.', media?: object): Promise<number> {
    const { id } = (
      await admin
        .post('/api/admin/content')
        .send({ subscriptionId, title: `LinkedIn post ${++titles}`, content })
        .expect(201)
    ).body;
    if (media) await admin.put(`/api/admin/content/${id}/media`).send(media).expect(200);
    await admin.post(`/api/admin/content/${id}/status`).send({ status: 'delivered' }).expect(200);
    return id;
  }

  const approve = (postId: number, body: object, agent = client.agent) =>
    agent.post(`/api/client/content/${postId}/linkedin`).send(body);
  const publishNow = (postId: number, agent = client.agent) =>
    agent.post(`/api/client/content/${postId}/linkedin/now`).send({});
  const publishing = async (postId: number) =>
    (await client.agent.get(`/api/client/content/${postId}/linkedin`).expect(200)).body;
  const row = async (postId: number) =>
    (await t.query(`select * from linkedin_publications where post_id = $1`, [postId]))[0]!;
  const postRow = async (postId: number) =>
    (
      await t.query(`select status, published_url, scheduled_for from content_deliverables where id = $1`, [
        postId,
      ])
    )[0]!;

  /** Until no server holds the post and it is not due: the minute's pass or a "now" job may be sending it. */
  async function settled(postId: number): Promise<Record<string, unknown>> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const current = await row(postId);
      const busy =
        current.state === 'publishing' ||
        (current.state === 'scheduled' && new Date(current.next_try_at).getTime() <= now);
      if (!busy) return current;
      if (Date.now() > deadline) throw new Error(`Post ${postId} is still ${current.state}`);
      await publisher.run();
    }
  }

  /** `date` at `time` in `zone`, as the API writes the instant (no daylight-saving change near). */
  const zonedIso = (date: string, time: string, zone: string) =>
    zonedInstant({ date, time }, zone)!.instant.toISOString();

  /** The `nth` Sunday of `month` (0-based) next after `from`, as YYYY-MM-DD. */
  function nextSunday(from: number, month: number, nth: number): string {
    for (let year = new Date(from).getUTCFullYear(); ; year++) {
      const first = new Date(Date.UTC(year, month, 1));
      const day = 1 + ((7 - first.getUTCDay()) % 7) + (nth - 1) * 7;
      const sunday = Date.UTC(year, month, day);
      if (sunday > from + 2 * DAY) return new Date(sunday).toISOString().slice(0, 10);
    }
  }

  /** A wall time in Paris `days` from the moved clock's day, at `time`. */
  const parisDay = (days: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(now + days * DAY));

  it('goes out at its time in the client’s zone, with its three images, once, and everyone is told', async () => {
    const images = [await jpeg(), await png(), await jpeg(320, 320)];
    const ids = [];
    for (const bytes of images) ids.push(await storedFile(client.id, 'image', bytes));
    const postId = await delivered('Three pictures from the offsite.', {
      items: ids.map((mediaId, index) => ({ mediaId, altText: `Offsite ${index + 1}` })),
    });
    const date = parisDay(2);
    const { body } = await approve(postId, { date, time: '08:30' }).expect(200);
    expect(body.fit).toBe('exact');
    expect(body.note).toBeNull();
    expect(body.publishing).toMatchObject({
      state: 'scheduled',
      timeZone: 'Europe/Paris',
      approvedBy: expect.any(String),
      approvalBlock: null,
    });
    const at = new Date(body.publishing.publishAt);
    // 08:30 in Paris, whatever the server's zone.
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', timeStyle: 'short' }).format(at),
    ).toBe('08:30');
    expect(await postRow(postId)).toMatchObject({ status: 'scheduled', scheduled_for: at });
    // The team's calendar marks it as going out on LinkedIn by itself.
    const { body: month } = await admin
      .get('/api/admin/calendar')
      .query({ from: date, to: date, tz: 'Europe/Paris' })
      .expect(200);
    expect(month.items.find((item: { id: number }) => item.id === postId)).toMatchObject({
      onLinkedIn: true,
    });

    // A minute early: nothing goes.
    now = at.getTime() - MINUTE;
    await publisher.run();
    expect(linkedIn.posts).toHaveLength(0);

    now = at.getTime();
    await Promise.all([publisher.run(), publisher.run()]);
    const done = await settled(postId);
    expect(linkedIn.posts).toHaveLength(1);
    const [post] = linkedIn.posts;
    expect(post!.shown).toBe('Three pictures from the offsite.');
    const sent = (post!.content as { multiImage: { images: { id: string; altText: string }[] } }).multiImage
      .images;
    expect(sent.map((image) => image.altText)).toEqual(['Offsite 1', 'Offsite 2', 'Offsite 3']);
    // Each image's own bytes reached LinkedIn, in order.
    sent.forEach((image, index) => {
      const [, upload] = [...linkedIn.uploads.entries()].find(([id]) => image.id.endsWith(id))!;
      expect(upload.bytes?.equals(images[index]!)).toBe(true);
    });
    expect(done).toMatchObject({ state: 'published', linkedin_urn: post!.urn, attempts: 1 });
    expect(await postRow(postId)).toMatchObject({
      status: 'published',
      published_url: `https://www.linkedin.com/feed/update/${post!.urn}/`,
    });
    expect(await publishing(postId)).toMatchObject({
      state: 'published',
      linkedinUrn: post!.urn,
      linkedinUrl: `https://www.linkedin.com/feed/update/${post!.urn}/`,
      approvalBlock: 'published',
    });
    // Once: a later pass sends nothing more, and it cannot be approved again.
    now += 5 * MINUTE;
    await publisher.run();
    expect(linkedIn.posts).toHaveLength(1);
    expect((await publishNow(postId).expect(409)).body.message).toBe('This post is already published');
    expect((await approve(postId, { date: parisDay(3), time: '09:00' }).expect(409)).body.message).toBe(
      'This post is already published',
    );
    const mail = await mailbox.waitFor('paz@example.com', /^Your post is live on LinkedIn/);
    expect(mail.text).toContain(post!.urn);
    const notice = await mailbox.waitFor('boss@example.com', /^Published on LinkedIn for /);
    expect(notice.subject).toContain(`LinkedIn post ${titles}`);
  });

  it('sends a carousel “now”, its words exactly as written: every reserved character, emoji and line breaks', async () => {
    const pdf = Buffer.from('%PDF-1.4 a small deck');
    const document = await storedFile(client.id, 'document', pdf);
    const words =
      'Growth (fast) | {braces} @team [x] <y> #leadership \\ * _ ~ 🚀\nSecond line\n\nThird, after a gap';
    const postId = await delivered(words, { items: [{ mediaId: document }], documentTitle: 'Q3 deck' });
    await publishNow(postId).expect(200);
    const done = await settled(postId);
    expect(done.state).toBe('published');
    const post = linkedIn.posts.at(-1)!;
    expect(post.shown).toBe(words);
    expect(post.content).toEqual({
      media: { id: expect.stringMatching(/^urn:li:document:/), title: 'Q3 deck' },
    });
    const upload = [...linkedIn.uploads.values()].find((u) => u.kind === 'document');
    expect(upload?.bytes?.equals(pdf)).toBe(true);
  });

  it('tries again after LinkedIn is busy, later each time, and then publishes', async () => {
    const postId = await delivered('Busy day on LinkedIn.');
    linkedIn.script('POST /rest/posts', { status: 429 }, { status: 503 });
    await publishNow(postId).expect(200);
    let current = await settled(postId);
    expect(current).toMatchObject({
      state: 'scheduled',
      attempts: 1,
      reason: 'LinkedIn is busy: it will be tried again.',
    });
    expect(new Date(current.next_try_at as string).getTime()).toBe(now + MINUTE);
    expect((await publishing(postId)).state).toBe('scheduled');
    now += MINUTE;
    current = await settled(postId);
    expect(current).toMatchObject({ state: 'scheduled', attempts: 2 });
    expect(new Date(current.next_try_at as string).getTime()).toBe(now + 2 * MINUTE);
    now += 2 * MINUTE;
    expect(await settled(postId)).toMatchObject({ state: 'published', attempts: 3 });
    expect(linkedIn.posts.filter((post) => post.shown === 'Busy day on LinkedIn.')).toHaveLength(1);
  });

  it('gives up after an hour of busy answers: “Not published”, and the manual path stays open', async () => {
    const postId = await delivered('Never a quiet moment.');
    linkedIn.script('POST /rest/posts', ...Array.from({ length: MAX_TRIES }, () => ({ status: 500 })));
    await publishNow(postId).expect(200);
    for (let tries = 1; tries < MAX_TRIES; tries++) {
      await settled(postId);
      now += 2 ** (tries - 1) * MINUTE;
    }
    expect(await settled(postId)).toMatchObject({ state: 'not_published', attempts: MAX_TRIES });
    expect(await postRow(postId)).toMatchObject({ status: 'delivered' });
    expect(await publishing(postId)).toMatchObject({ state: 'not_published', approvalBlock: null });
    // Marked published by hand, it reads as published, not as a failure.
    await client.agent.post(`/api/client/content/${postId}/publish`).send({}).expect(200);
    expect((await publishing(postId)).state).toBe('none');
  });

  it('never sends twice a create whose answer was lost: “Check LinkedIn”, then published again on request', async () => {
    const postId = await delivered('Lost in transit.');
    linkedIn.script('POST /rest/posts', 'drop');
    const creates = () => linkedIn.calls.filter((call) => call === 'POST /rest/posts').length;
    const before = creates();
    await publishNow(postId).expect(200);
    expect(await settled(postId)).toMatchObject({ state: 'check_linkedin' });
    expect((await publishing(postId)).reason).toMatch(/check LinkedIn/);
    now += DAY;
    await publisher.run();
    expect(creates()).toBe(before + 1);
    await mailbox.waitFor(
      'paz@example.com',
      new RegExp(`^Check LinkedIn: did your post go out\\? LinkedIn post ${titles}$`),
    );
    await mailbox.waitFor('boss@example.com', /^Check LinkedIn for /);
    // The client looked, and it is not there: "Publish now" again.
    await publishNow(postId).expect(200);
    expect(await settled(postId)).toMatchObject({ state: 'published' });
    expect(creates()).toBe(before + 2);
  });

  it('takes a server gone mid-send into account: unsent posts are taken again, sent ones are left to check', async () => {
    const unsent = await delivered('The server stopped before sending.');
    const sent = await delivered('The server stopped after sending.');
    for (const postId of [unsent, sent]) {
      await approve(postId, { date: parisDay(1), time: '09:00' }).expect(200);
      await t.query(
        `update linkedin_publications set state = 'publishing', claimed_at = $2, attempts = 1,
                sent_at = case when post_id = $3 then $2::timestamptz end where post_id = $1`,
        [postId, new Date(now - 11 * MINUTE), sent],
      );
    }
    now += 2 * DAY;
    await publisher.run();
    expect(await settled(unsent)).toMatchObject({ state: 'published' });
    expect(await settled(sent)).toMatchObject({ state: 'check_linkedin' });
  });

  it('ends in “Not published” with a reconnect link when the token has expired, and loses nothing', async () => {
    const postId = await delivered('Written while the token ran out.');
    for (const token of linkedIn.tokens.values()) token.expired = true;
    await publishNow(postId).expect(200);
    expect(await settled(postId)).toMatchObject({
      state: 'not_published',
      reason: 'Your LinkedIn connection has ended: connect LinkedIn again in Settings.',
    });
    const mail = await mailbox.waitFor(
      'paz@example.com',
      new RegExp(`^Your post was not published: LinkedIn post ${titles}$`),
    );
    expect(mail.text).toContain('Connect LinkedIn again');
    expect(mail.text).toContain('/dashboard/settings?linkedin=connect');
    expect((await client.agent.get(`/api/client/content/${postId}`).expect(200)).body).toMatchObject({
      content: 'Written while the token ran out.',
      status: 'delivered',
    });
    // Connected again, "Publish now" sends it.
    for (const token of linkedIn.tokens.values()) token.expired = false;
    await connect(client.agent);
    await publishNow(postId).expect(200);
    expect(await settled(postId)).toMatchObject({ state: 'published' });
  });

  it('says “Not published” with LinkedIn’s reason when it refuses the content', async () => {
    const postId = await delivered('Something LinkedIn will not take.');
    linkedIn.script('POST /rest/posts', {
      status: 422,
      body: { status: 422, message: 'ERROR :: /commentary :: commentary is too long' },
    });
    await publishNow(postId).expect(200);
    expect(await settled(postId)).toMatchObject({
      state: 'not_published',
      reason: 'LinkedIn refused it: ERROR :: /commentary :: commentary is too long',
    });
    await mailbox.waitFor(
      'paz@example.com',
      new RegExp(`^Your post was not published: LinkedIn post ${titles}$`),
    );
    // The board lists it for the team, with the reason.
    const { body: board } = await admin.get('/api/admin/board').expect(200);
    expect(board.linkedIn.trouble).toContainEqual({
      postId,
      title: `LinkedIn post ${titles}`,
      clientId: client.id,
      clientName: expect.any(String),
      state: 'not_published',
      reason: 'LinkedIn refused it: ERROR :: /commentary :: commentary is too long',
      since: expect.any(String),
    });
  });

  it('needs approving again once the post changed: it is not sent as it was approved', async () => {
    const postId = await delivered('Before the change.');
    await approve(postId, { date: parisDay(1), time: '10:00' }).expect(200);
    await admin.post(`/api/admin/content/${postId}/status`).send({ status: 'draft' }).expect(200);
    await admin.patch(`/api/admin/content/${postId}`).send({ content: 'After the change.' }).expect(200);
    await admin.post(`/api/admin/content/${postId}/status`).send({ status: 'delivered' }).expect(200);
    expect((await publishing(postId)).state).toBe('changed');
    const before = linkedIn.posts.length;
    now += 2 * DAY;
    await publisher.run();
    expect(linkedIn.posts).toHaveLength(before);
    await approve(postId, { date: parisDay(1), time: '10:00' }).expect(200);
    // The team moves it on the calendar: the client approved another time.
    const moved = new Date(now + 3 * DAY).toISOString();
    await admin.patch(`/api/admin/content/${postId}`).send({ scheduledFor: moved }).expect(200);
    expect((await publishing(postId)).state).toBe('changed');
    now += 4 * DAY;
    await publisher.run();
    expect(linkedIn.posts).toHaveLength(before);
    await approve(postId, { date: parisDay(1), time: '10:00' }).expect(200);
    now += 2 * DAY;
    expect(await settled(postId)).toMatchObject({ state: 'published', reason: null });
    expect(linkedIn.posts.at(-1)!.shown).toBe('After the change.');
  });

  it('reads a time the clocks skip or repeat as it says, in the client’s zone', async () => {
    await other.agent.patch('/api/client/profile').send({ timeZone: 'America/New_York' }).expect(200);
    await t.query(`update users set time_zone = 'America/New_York' where id = $1`, [client.id]);
    try {
      // New York's next jump forward (the second Sunday of March, at 02:00) and back (the first of
      // November), both within the year ahead, whatever day the suite runs.
      const skippedOn = nextSunday(now, 2, 2);
      const repeatedOn = nextSunday(now, 10, 1);
      const skipped = await delivered('Spring forward.');
      const gap = (await approve(skipped, { date: skippedOn, time: '02:30' }).expect(200)).body;
      expect(gap.fit).toBe('gap');
      expect(gap.note).toBe(
        `02:30 does not exist on ${skippedOn} in America/New_York: the clocks go forward then, so it goes out at 03:30`,
      );
      expect(gap.publishing.publishAt).toBe(`${skippedOn}T07:30:00.000Z`);
      const repeated = await delivered('Fall back.');
      const repeat = (await approve(repeated, { date: repeatedOn, time: '01:30' }).expect(200)).body;
      expect(repeat.fit).toBe('repeat');
      expect(repeat.publishing.publishAt).toBe(`${repeatedOn}T05:30:00.000Z`);
      await client.agent.delete(`/api/client/content/${skipped}/linkedin`).expect(200);
      await client.agent.delete(`/api/client/content/${repeated}/linkedin`).expect(200);
    } finally {
      await t.query(`update users set time_zone = 'Europe/Paris' where id = $1`, [client.id]);
    }
  });

  it('takes an approval back: the post waits, delivered; taking it back twice is refused', async () => {
    const postId = await delivered('Maybe later.');
    await approve(postId, { date: parisDay(3), time: '12:00' }).expect(200);
    expect(
      (await client.agent.delete(`/api/client/content/${postId}/linkedin`).expect(200)).body,
    ).toMatchObject({
      state: 'none',
      approvalBlock: null,
    });
    expect(await postRow(postId)).toMatchObject({ status: 'delivered' });
    expect(
      (await client.agent.delete(`/api/client/content/${postId}/linkedin`).expect(404)).body.message,
    ).toBe('This post is not approved for LinkedIn');
  });

  describe('refuses, storing nothing', () => {
    let postId: number;
    beforeAll(async () => {
      postId = await delivered('Refusals.');
    });
    afterEach(async () =>
      expect(await t.query(`select 1 from linkedin_publications where post_id = $1`, [postId])).toHaveLength(
        0,
      ),
    );

    it.each([
      [{ date: '2020-01-01', time: '09:00' }, 'time must be later than now'],
      [{ date: '2099-01-01', time: '09:00' }, 'date must be within a year from today'],
      [{ date: '2027-02-30', time: '09:00' }, 'date and time must name a real day and time'],
      [{ date: '2027-02-03', time: '9am' }, 'time must be a time of day as HH:mm (24-hour)'],
      [{ date: 'tomorrow', time: '09:00' }, 'date must be a day as YYYY-MM-DD'],
      [{ time: '09:00' }, 'date must be a day as YYYY-MM-DD'],
      [
        { date: '2027-02-03', time: '09:00', timeZone: '+01:00' },
        'timeZone must be a time zone such as America/New_York (its IANA name)',
      ],
      [{ date: '2027-02-03', time: '09:00', publishAt: 'now' }, "Unknown field 'publishAt' is not allowed"],
    ])('%j: %s', async (body, message) => {
      const answer = await approve(postId, body).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
    });

    it('another client’s post: 404, as if it did not exist', async () => {
      await approve(postId, { date: parisDay(1), time: '09:00' }, other.agent).expect(404);
      await publishNow(postId, other.agent).expect(404);
    });

    it('a post not delivered (back in draft for a revision), or the team without the client’s leave', async () => {
      const draft = await delivered('Back in draft.');
      await admin.post(`/api/admin/content/${draft}/status`).send({ status: 'draft' }).expect(200);
      expect((await publishNow(draft).expect(409)).body.message).toBe(
        'Only a delivered post can be published on LinkedIn',
      );
      expect(
        (await admin.post(`/api/admin/content/${postId}/linkedin/now`).send({}).expect(403)).body.message,
      ).toBe('The client has not let you publish on LinkedIn for them');
    });

    it('a client with no LinkedIn connected', async () => {
      const { body } = await admin.get(`/api/admin/clients/${other.id}`).expect(200);
      const otherSubscription = body.subscriptions.find((s: { status: string }) => s.status === 'active').id;
      const { id } = (
        await admin
          .post('/api/admin/content')
          .send({ subscriptionId: otherSubscription, title: 'Q', content: 'Q.' })
          .expect(201)
      ).body;
      await admin.post(`/api/admin/content/${id}/status`).send({ status: 'delivered' }).expect(200);
      expect((await publishNow(id, other.agent).expect(409)).body.message).toBe(
        'Connect a LinkedIn profile in Settings first',
      );
      expect(
        (await other.agent.get(`/api/client/content/${id}/linkedin`).expect(200)).body.approvalBlock,
      ).toBe('not-connected');
    });
  });

  it('“Publish now” twice at once: one goes, the other is told it is on its way; LinkedIn gets it once', async () => {
    const postId = await delivered('Pressed twice.');
    const before = linkedIn.posts.length;
    // Both wait on the post's row, held here, then go at once.
    const answers = await race(
      t.databaseUrl,
      { sql: 'select 1 from content_deliverables where id = $1 for update', values: [postId] },
      () => [publishNow(postId).then((answer) => answer), publishNow(postId).then((answer) => answer)],
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toMatch(
      /already on its way to LinkedIn|being published on LinkedIn right now/,
    );
    expect(await settled(postId)).toMatchObject({ state: 'published' });
    expect(linkedIn.posts).toHaveLength(before + 1);
  });

  it('lets the team publish once the client allows it, and approval is named', async () => {
    const postId = await delivered('The team sends this one.');
    await client.agent
      .put('/api/client/linkedin/permissions')
      .send({ teamMayPublish: true, reviewersMayPublish: false })
      .expect(200);
    try {
      const { body } = await admin.post(`/api/admin/content/${postId}/linkedin/now`).send({}).expect(200);
      expect(body.publishing.approvedBy).toMatch(/boss|Admin/i);
      expect(await settled(postId)).toMatchObject({ state: 'published' });
    } finally {
      await client.agent
        .put('/api/client/linkedin/permissions')
        .send({ teamMayPublish: false, reviewersMayPublish: false })
        .expect(200);
    }
  });

  it('lets a reviewer approve once the client allows it; only the client’s own choice sets their zone', async () => {
    const { body: invited } = await client.agent
      .post('/api/client/reviewers')
      .send({ firstName: 'Rae', lastName: 'Assistant', email: 'rae@example.com' })
      .expect(201);
    const invitation = await mailbox.waitFor('rae@example.com', /invited you to review their posts/);
    const token = /set-password\?token=([\w-]+)/.exec(invitation.text ?? '')![1];
    await t
      .agent()
      .post('/api/client/reset-password')
      .send({ token, newPassword: 'rae reads every post' })
      .expect(200);
    const reviewer = t.agent();
    await reviewer
      .post('/api/client/login')
      .send({ username: invited.username, password: 'rae reads every post' })
      .expect(200);
    await t.query(`update users set time_zone = null where id = $1`, [client.id]);
    try {
      const postId = await delivered('A reviewer sends this one.');
      const body = { date: parisDay(2), time: '09:00', timeZone: 'Asia/Tokyo' };
      expect((await approve(postId, body, reviewer).expect(403)).body.message).toBe(
        'The client has not let you publish on LinkedIn for them',
      );
      await client.agent
        .put('/api/client/linkedin/permissions')
        .send({ teamMayPublish: true, reviewersMayPublish: true })
        .expect(200);
      const { body: approved } = await approve(postId, body, reviewer).expect(200);
      expect(approved.publishing).toMatchObject({
        state: 'scheduled',
        approvedBy: 'Rae Assistant',
        timeZone: null,
      });
      // Read in the zone sent (9:00 in Tokyo), which does not become the client's.
      expect(approved.publishing.publishAt).toBe(zonedIso(body.date, '09:00', 'Asia/Tokyo'));
      await admin
        .post(`/api/admin/content/${postId}/linkedin`)
        .send({ ...body, timeZone: 'Asia/Dubai' })
        .expect(200);
      expect((await t.query(`select time_zone from users where id = $1`, [client.id]))[0]).toEqual({
        time_zone: null,
      });
      await reviewer.delete(`/api/client/content/${postId}/linkedin`).expect(200);
    } finally {
      await t.query(`update users set time_zone = 'Europe/Paris' where id = $1`, [client.id]);
      await client.agent
        .put('/api/client/linkedin/permissions')
        .send({ teamMayPublish: false, reviewersMayPublish: false })
        .expect(200);
    }
  });

  it('mails the client a week and a day before the connection ends, once each, with the posts waiting', async () => {
    const ending = t.app.get(LinkedInEndingMails);
    const waiting = await delivered('Waits past the end.');
    await t.query(`update linkedin_connections set expires_at = $2 where client_id = $1`, [
      client.id,
      new Date(now + 6 * DAY),
    ]);
    await approve(waiting, { date: parisDay(8), time: '09:00' }).expect(200);
    await ending.run();
    await ending.run();
    const week = await mailbox.waitFor('paz@example.com', /^Your LinkedIn connection ends on/);
    expect(week.text).toContain('1 approved post waits to go out after that.');
    expect(linkIn(week, 'http').pathname).toBe('/dashboard/settings');
    // The board lists the client, their end and the post waiting past it.
    const { body: board } = await admin.get('/api/admin/board').expect(200);
    expect(board.linkedIn.ending).toEqual([
      {
        clientId: client.id,
        name: expect.any(String),
        endsAt: new Date(now + 6 * DAY).toISOString(),
        waiting: 1,
      },
    ]);
    now += 5 * DAY + 12 * 3_600_000;
    await ending.run();
    await ending.run();
    await t.mailsSettled();
    expect(
      await t.query(
        `select 1 from outgoing_mails where kind = 'linkedin_ending' and recipient = 'paz@example.com'`,
      ),
    ).toHaveLength(2);
    // Connecting again owes the mails afresh.
    await connect(client.agent);
    expect(
      (
        await t.query(`select end_reminders_sent from linkedin_connections where client_id = $1`, [client.id])
      )[0],
    ).toEqual({
      end_reminders_sent: 0,
    });
  });

  it('lets the team mail a client the link to connect, and not once they are connected', async () => {
    await admin.post(`/api/admin/clients/${other.id}/linkedin-invitation`).expect(204);
    const mail = await mailbox.waitFor('quinn@example.com', /^Connect your LinkedIn profile to Ghostline/);
    expect(linkIn(mail, 'http').pathname).toBe('/dashboard/settings');
    expect(
      (await admin.post(`/api/admin/clients/${client.id}/linkedin-invitation`).expect(409)).body.message,
    ).toBe('This client has LinkedIn connected already');
  });
});
