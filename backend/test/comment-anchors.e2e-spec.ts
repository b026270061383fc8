import { jest } from '@jest/globals';
import type { Agent } from 'supertest';
import { Clock } from '../src/common/clock.js';
import { ConversationMails } from '../src/comments/conversation-mails.js';
import { Mailbox } from './utils/mailbox.js';
import { race } from './utils/race.js';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, signInMember } from './utils/writer-accounts.js';

interface Anchor {
  version: number;
  start: number;
  end: number;
  quote: string;
  currentStart: number | null;
  currentEnd: number | null;
  outdated: boolean;
}
interface Suggestion {
  text: string;
  state: 'pending' | 'accepted' | 'declined';
  outdated: boolean;
  decidedByName: string | null;
  reason: string | null;
  notTakenInto: number | null;
  acceptRefusal: string | null;
}
interface Thread {
  id: number;
  body: string;
  version: number | null;
  anchor: Anchor | null;
  suggestion: Suggestion | null;
}
interface Conversation {
  text: { version: number; content: string } | null;
  threads: Thread[];
  unsent: number;
}

/** A post's first version: emoji, a combining accent and a \r\n line break, past the feed's fold. */
const FIRST =
  'Our customers hire slowly 🐢 and that is fine.\r\n' +
  'We built a café\u0301 of interviews, not a funnel. '.repeat(4) +
  '\r\nEvery candidate meets two people 👩‍👩‍👧 before an offer.\r\nThe customers who wait get better hires.';

const rangeOf = (text: string, words: string, from = 0) => {
  const start = text.indexOf(words, from);
  if (start < 0) throw new Error(`"${words}" is not in the text`);
  return { start, end: start + words.length, quote: words };
};

/**
 * Comments on the words of a post (docs/product.md, "Comments on the words"): a range of the latest
 * version's text with its quote, placed again in every later version; suggested edits the writer
 * accepts into the draft or declines with a reason.
 */
describe('comments on the words of a post', () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: Agent;
  let client: Agent;
  let wendy: Agent;
  let subscriptionId: number;

  const clientUrl = (postId: number) => `/api/client/content/${postId}/comments`;
  const teamUrl = (postId: number) => `/api/admin/content/${postId}/comments`;
  const draftOf = async (postId: number) =>
    (await admin.get(`/api/admin/content/${postId}`).expect(200)).body.content as string;
  const threadOn = (conversation: Conversation, quote: string) =>
    conversation.threads.find((thread) => thread.anchor?.quote === quote)!;

  /** A post delivered to the client with `content` as version 1. */
  async function delivered(content = FIRST): Promise<number> {
    const { body } = await admin
      .post('/api/admin/content')
      .send({ subscriptionId, title: `Anchors ${Math.random()}`, content })
      .expect(201);
    await admin.post(`/api/admin/content/${body.id}/status`).send({ status: 'delivered' }).expect(200);
    return body.id;
  }
  const comment = (postId: number, input: Record<string, unknown>) =>
    client.post(clientUrl(postId)).send(input);
  const onWords = (words: string, extra: Record<string, unknown> = {}, text = FIRST, from = 0) => ({
    anchor: { version: 1, ...rangeOf(text, words, from) },
    ...extra,
  });
  const deliver = (postId: number) =>
    admin.post(`/api/admin/content/${postId}/status`).send({ status: 'delivered' }).expect(200);

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start() } });
    admin = await t.signedInAdmin();
    const portal = await t.signedInPortalClient('ivy');
    client = portal.agent;
    const { body } = await admin.get(`/api/admin/clients/${portal.id}`).expect(200);
    subscriptionId = body.subscriptions.find((row: { plan: string }) => row.plan === 'echo').id;
    const wendyId = await createTeamMember(t, { username: 'wendy', firstName: 'Wendy', lastName: 'Writer' });
    await admin
      .patch(`/api/admin/clients/${portal.id}/production`)
      .send({ assignedToId: wendyId })
      .expect(200);
    wendy = await signInMember(t, 'wendy');
  });

  afterAll(async () => {
    await t?.mailsSettled();
    await t?.close();
    await mailbox.stop();
  });

  it('keeps a range of UTF-16 code units with its quote, emoji, accents and \\r\\n included', async () => {
    const id = await delivered();
    const words = 'fine.\r\nWe built a café\u0301';
    const { body } = await comment(id, { body: 'Not my word.', ...onWords(words) }).expect(201);
    const answer = body as Conversation;
    expect(answer.text).toEqual({ version: 1, content: FIRST });
    const range = rangeOf(FIRST, words);
    expect(answer.threads[0]!.anchor).toEqual({
      version: 1,
      ...range,
      currentStart: range.start,
      currentEnd: range.end,
      outdated: false,
    });
    // A family emoji is 8 code units; the range around it counts them all.
    const family = rangeOf(FIRST, 'two people 👩‍👩‍👧');
    expect(family.end - family.start).toBe('two people '.length + 8);
    await comment(id, { body: 'Lovely.', ...onWords('two people 👩‍👩‍👧') }).expect(201);
    // Past the feed's fold (210 characters): the range is of the whole text.
    const across = { start: 200, end: 230, quote: FIRST.slice(200, 230) };
    expect(across.start).toBeLessThan(210);
    expect(across.end).toBeGreaterThan(210);
    await comment(id, { body: 'Across the fold.', anchor: { version: 1, ...across } }).expect(201);
  });

  it('names the field and the rule for a range that is not words of the latest version, and stores nothing', async () => {
    const id = await delivered();
    const emoji = FIRST.indexOf('🐢');
    const bad: [Record<string, unknown>, number, string][] = [
      [
        { anchor: { version: 1, start: 5, end: 5, quote: '' } },
        400,
        'anchor.end must be after anchor.start: select at least one character',
      ],
      [
        { anchor: { version: 1, start: 9, end: 4, quote: 'x' } },
        400,
        'anchor.end must be after anchor.start: select at least one character',
      ],
      [
        { anchor: { version: 1, start: 0, end: FIRST.length + 1, quote: `${FIRST} ` } },
        400,
        `anchor.end must be at most ${FIRST.length}, the length of the text`,
      ],
      [
        { anchor: { version: 1, start: 0, end: 3, quote: 'Ours' } },
        400,
        'anchor.quote must be the words from anchor.start to anchor.end',
      ],
      [
        {
          anchor: { version: 1, start: emoji + 1, end: emoji + 2, quote: FIRST.slice(emoji + 1, emoji + 2) },
        },
        400,
        'anchor.quote must not contain broken characters',
      ],
      [
        { anchor: { version: 1, start: -1, end: 3, quote: 'Our' } },
        400,
        'anchor.start: must be a position in the text',
      ],
      [
        { anchor: { version: 1, start: 0, end: 3, quote: 'Our', extra: 1 } },
        400,
        "Unknown field 'anchor.extra' is not allowed",
      ],
      [{ anchor: 'Our' }, 400, 'anchor must be the selected words: version, start, end and quote'],
      [
        { anchor: { version: 2, start: 0, end: 3, quote: 'Our' } },
        400,
        'anchor.version must be the number of a version delivered',
      ],
      [{ suggestion: 'Our' }, 400, 'suggestion: select the words it replaces (anchor)'],
      [
        onWords('customers', { suggestion: 'customers' }),
        400,
        'suggestion must differ from the words it replaces',
      ],
      [onWords('customers', { suggestion: 42 }), 400, 'suggestion must be the new words'],
    ];
    for (const [input, status, message] of bad) {
      const { body } = await comment(id, { body: 'Hm.', ...input }).expect(status);
      expect([input, ([] as string[]).concat(body.message)]).toEqual([
        input,
        expect.arrayContaining([message]),
      ]);
    }
    // A reply is on its thread's words.
    const team = await wendy
      .post(teamUrl(id))
      .send({ body: 'Is the turtle too much?', internal: false })
      .expect(201);
    const parentId = (team.body as Conversation).threads[0]!.id;
    expect(
      (await comment(id, { body: 'No.', parentId, ...onWords('customers') }).expect(400)).body.message,
    ).toBe('anchor: a reply is on its thread’s words; leave anchor out');
    expect((await comment(id, { parentId, suggestion: 'x' }).expect(400)).body.message).toBe(
      'suggestion: a reply cannot suggest an edit; comment on the words instead',
    );
    expect(((await client.get(clientUrl(id)).expect(200)).body as Conversation).threads).toHaveLength(1);
  });

  it('answers 409 for words selected in a version no longer the latest, and for a suggestion on a published post', async () => {
    const id = await delivered();
    await comment(id, onWords('customers hire', { body: 'Say clients.', suggestion: 'clients hire' })).expect(
      201,
    );
    await client.post(`/api/client/content/${id}/revision`).send({}).expect(200);
    // The writer's notice quotes the words, the comment and the new words.
    const notice = await mailbox.waitFor('wendy@example.com', /^Revision requested/);
    expect(notice.text).toContain('“On ‘customers hire’: Say clients. Suggests ‘clients hire’ instead.”');
    await admin
      .patch(`/api/admin/content/${id}`)
      .send({ content: `${FIRST}\nP.S.` })
      .expect(200);
    await deliver(id);
    expect((await comment(id, { body: 'Old words.', ...onWords('slowly') }).expect(409)).body.message).toBe(
      'anchor.version: version 2 was delivered after version 1, where these words were selected: select them again',
    );
    await client.post(`/api/client/content/${id}/publish`).send({}).expect(200);
    const second = `${FIRST}\nP.S.`;
    expect(
      (
        await comment(id, {
          anchor: { version: 2, ...rangeOf(second, 'P.S.') },
          suggestion: 'PS',
        }).expect(409)
      ).body.message,
    ).toBe('This post is published: its conversation is closed');
    // The team cannot point at words of a post never delivered.
    const { body: draft } = await admin
      .post('/api/admin/content')
      .send({ subscriptionId, title: 'Never delivered', content: 'Just a draft.' })
      .expect(201);
    expect(
      (
        await wendy
          .post(teamUrl(draft.id))
          .send({ body: 'Hm.', anchor: { version: 1, start: 0, end: 4, quote: 'Just' } })
          .expect(409)
      ).body.message,
    ).toBe(
      'anchor: this post has not been delivered yet, so it has no words to comment on: comment on the whole post',
    );
    // Nor suggest new words: the team's comment has no such field.
    await wendy
      .post(teamUrl(id))
      .send({ body: 'Hm.', anchor: { version: 2, ...rangeOf(second, 'P.S.') }, suggestion: 'PS' })
      .expect(400);
  });

  it('takes one suggestion into the draft, outdates the one on overlapping words, declines another, and keeps every thread on its words in the next version', async () => {
    const id = await delivered();
    await comment(id, onWords('Our customers', { suggestion: 'Our clients' })).expect(201);
    await comment(
      id,
      onWords('customers hire slowly', {
        body: 'Not slowly: carefully.',
        suggestion: 'customers hire carefully',
      }),
    ).expect(201);
    await comment(id, onWords('The customers who wait', { suggestion: 'Those who wait' }, FIRST)).expect(201);
    await comment(id, onWords('Every candidate meets two people', { body: 'Love this line.' })).expect(201);
    // The client changes a suggestion before sending it.
    const mine = (await client.get(clientUrl(id)).expect(200)).body as Conversation;
    const third = threadOn(mine, 'The customers who wait');
    await client
      .patch(`${clientUrl(id)}/${third.id}`)
      .send({ suggestion: 'The clients who wait' })
      .expect(200);
    await client
      .patch(`${clientUrl(id)}/${threadOn(mine, 'Every candidate meets two people').id}`)
      .send({ suggestion: 'x' })
      .expect(400);
    await client.post(`/api/client/content/${id}/revision`).send({}).expect(200);

    let team = (await wendy.get(teamUrl(id)).expect(200)).body as Conversation;
    const clients = threadOn(team, 'Our customers');
    const slowly = threadOn(team, 'customers hire slowly');
    const wait = threadOn(team, 'The customers who wait');
    expect(clients.suggestion).toMatchObject({
      state: 'pending',
      outdated: false,
      notTakenInto: null,
      acceptRefusal: null,
    });

    team = (await wendy.post(`${teamUrl(id)}/${clients.id}/accept`).expect(200)).body as Conversation;
    const afterAccept = await draftOf(id);
    expect(afterAccept.startsWith('Our clients hire slowly 🐢')).toBe(true);
    expect(threadOn(team, 'Our customers').suggestion).toMatchObject({
      state: 'accepted',
      decidedByName: 'Wendy Writer',
    });
    // The overlapping one can no longer be taken: its words are gone from the draft.
    expect(threadOn(team, 'customers hire slowly').suggestion).toMatchObject({
      state: 'pending',
      outdated: true,
      acceptRefusal:
        'The words this suggestion replaces have changed in the draft: edit the draft by hand, or decline it',
    });
    expect((await wendy.post(`${teamUrl(id)}/${slowly.id}/accept`).expect(409)).body.message).toBe(
      'The words this suggestion replaces have changed in the draft: edit the draft by hand, or decline it',
    );
    expect(await draftOf(id)).toBe(afterAccept);
    expect((await wendy.post(`${teamUrl(id)}/${clients.id}/accept`).expect(409)).body.message).toBe(
      'This suggestion was accepted already',
    );
    expect(
      (
        await wendy
          .post(`${teamUrl(id)}/${wait.id}/decline`)
          .send({ reason: '  ' })
          .expect(400)
      ).body.message,
    ).toBe('reason: please say why, for the client');
    await wendy
      .post(`${teamUrl(id)}/${wait.id}/decline`)
      .send({ reason: 'Waiting is the point of the line.' })
      .expect(200);
    expect((await wendy.post(`${teamUrl(id)}/${wait.id}/accept`).expect(409)).body.message).toBe(
      'This suggestion was declined already',
    );
    const loveId = threadOn(team, 'Every candidate meets two people').id;
    expect((await wendy.post(`${teamUrl(id)}/${loveId}/accept`).expect(409)).body.message).toBe(
      'This comment suggests no edit',
    );

    // The writer moves a paragraph, then delivers version 2.
    const moved = afterAccept.replace('\r\nEvery candidate meets two people 👩‍👩‍👧 before an offer.', '');
    await admin
      .patch(`/api/admin/content/${id}`)
      .send({ content: `Every candidate meets two people 👩‍👩‍👧 before an offer.\n${moved}` })
      .expect(200);
    await deliver(id);

    const seen = (await client.get(clientUrl(id)).expect(200)).body as Conversation;
    const text = seen.text!.content;
    expect(seen.text!.version).toBe(2);
    const at = (thread: Thread) =>
      thread.anchor!.outdated ? null : text.slice(thread.anchor!.currentStart!, thread.anchor!.currentEnd!);
    // The accepted suggestion points at its new words; the comment followed its moved sentence.
    expect(at(threadOn(seen, 'Our customers'))).toBe('Our clients');
    expect(at(threadOn(seen, 'Every candidate meets two people'))).toBe('Every candidate meets two people');
    expect(threadOn(seen, 'Every candidate meets two people').anchor!.currentStart).toBe(0);
    // The overlapping suggestion's words are gone: outdated, with its quote.
    expect(threadOn(seen, 'customers hire slowly').anchor).toMatchObject({
      quote: 'customers hire slowly',
      outdated: true,
      currentStart: null,
    });
    expect(threadOn(seen, 'The customers who wait').suggestion).toMatchObject({
      state: 'declined',
      reason: 'Waiting is the point of the line.',
      decidedByName: 'Wendy Writer',
      notTakenInto: null,
      acceptRefusal: null,
    });
    // One never taken says what became of it once version 2 went out without it; one taken does not.
    expect(threadOn(seen, 'customers hire slowly').suggestion).toMatchObject({
      state: 'pending',
      notTakenInto: 2,
    });
    expect(threadOn(seen, 'Our customers').suggestion).toMatchObject({
      state: 'accepted',
      notTakenInto: null,
    });
    // A suggestion still pending from version 1 cannot be taken into a later draft.
    team = (await wendy.get(teamUrl(id)).expect(200)).body as Conversation;
    expect(threadOn(team, 'customers hire slowly').suggestion!.notTakenInto).toBe(2);
    expect(threadOn(team, 'customers hire slowly').suggestion!.acceptRefusal).toBe(
      'This suggestion is on version 1, and version 2 was delivered since: edit the draft by hand, or decline it',
    );
    expect((await wendy.post(`${teamUrl(id)}/${slowly.id}/accept`).expect(409)).body.message).toBe(
      'This suggestion is on version 1, and version 2 was delivered since: edit the draft by hand, or decline it',
    );
  });

  describe('mail', () => {
    const MINUTE = 60 * 1000;
    let moved: jest.Spied<Clock['now']>;
    let start: number;
    /** The clock at `minutes` past the test's start: moved, not waited for. */
    const at = (minutes: number) => moved.mockReturnValue(new Date(start + minutes * MINUTE));
    /** The minute's pass, as the schedule runs it (which may also run it meanwhile, at the same clock). */
    const pass = () => t.app.get(ConversationMails).run();
    const mailsAbout = async (kind: string, title: string) =>
      (
        await t.query<{ subject: string }>(
          'select subject from outgoing_mails where kind = $1 and subject like $2 order by id',
          [kind, `%${title}%`],
        )
      ).map((row) => row.subject);
    const subjectOf = (words: string, title: string) =>
      new RegExp(`^${`${words}${title}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

    beforeEach(() => {
      start = Date.now();
      moved = jest.spyOn(t.app.get(Clock), 'now');
    });
    afterEach(() => moved.mockRestore());

    it('mails the team’s burst of comments and decisions as one, once it is over, and a later burst as another', async () => {
      const id = await delivered();
      const { title } = (await client.get(`/api/client/content/${id}`).expect(200)).body as { title: string };
      await comment(id, onWords('Our customers', { suggestion: 'Our clients' })).expect(201);
      await comment(id, onWords('that is fine', { suggestion: 'that is good' })).expect(201);
      await comment(id, { body: 'Can it be shorter?' }).expect(201);
      await client.post(`/api/client/content/${id}/revision`).send({}).expect(200);
      const sent = (await wendy.get(teamUrl(id)).expect(200)).body as Conversation;
      const suggested = threadOn(sent, 'Our customers');
      const taken = threadOn(sent, 'that is fine');
      const shorter = sent.threads.find((thread) => thread.body === 'Can it be shorter?')!;

      at(0);
      await wendy
        .post(teamUrl(id))
        .send({ body: 'Yes: I cut the second paragraph.', parentId: shorter.id })
        .expect(201);
      at(1);
      await wendy
        .post(`${teamUrl(id)}/${suggested.id}/decline`)
        .send({ reason: 'Your readers say customers.' })
        .expect(200);
      await wendy.post(`${teamUrl(id)}/${taken.id}/accept`).expect(200);
      at(2);
      await wendy
        .post(teamUrl(id))
        .send({ body: 'Shall we say clients?', internal: false, ...onWords('Our customers') })
        .expect(201);
      await wendy.post(teamUrl(id)).send({ body: 'She said no to clients last month.' }).expect(201);
      // Two quiet minutes: the burst may go on.
      at(4);
      await pass();
      expect(await mailsAbout('comment_answered', title)).toEqual([]);

      at(5);
      await pass();
      const mail = await mailbox.waitFor('ivy@example.com', subjectOf('New comments on your post: ', title));
      const said = [
        `Wendy Writer wrote to you about "${title}":`,
        '“Yes: I cut the second paragraph.”',
        'Declined the suggestion to change ‘Our customers’ to ‘Our clients’: Your readers say customers.',
        'Accepted the suggestion to change ‘that is fine’ to ‘that is good’.',
        '“On ‘Our customers’: Shall we say clients?”',
      ].map((line) => mail.text!.indexOf(line));
      expect(said.every((place, index) => place >= 0 && (index === 0 || place > said[index - 1]!))).toBe(
        true,
      );
      expect(mail.text).not.toContain('She said no to clients');
      expect(await mailsAbout('comment_answered', title)).toEqual([`New comments on your post: ${title}`]);

      // A later burst is a mail of its own.
      at(20);
      await wendy.post(`${teamUrl(id)}/${shorter.id}/resolve`).expect(200);
      at(23);
      await pass();
      const later = await mailbox.waitFor('ivy@example.com', subjectOf('New comment on your post: ', title));
      expect(later.text).toContain('Resolved the conversation on “Can it be shorter?”.');
      expect(later.text).not.toContain('Yes: I cut the second paragraph.');
      expect(await mailsAbout('comment_answered', title)).toHaveLength(2);
    });

    it('mails a burst that goes on at most 15 minutes after its first comment; the client’s to their writer', async () => {
      const id = await delivered();
      const { title } = (await client.get(`/api/client/content/${id}`).expect(200)).body as { title: string };
      at(0);
      const asked = (
        await wendy.post(teamUrl(id)).send({ body: 'Which story first?', internal: false }).expect(201)
      ).body as Conversation;
      const question = asked.threads.find((thread) => thread.body === 'Which story first?')!;
      // A reply every two minutes: never quiet long enough to end the burst.
      for (let minute = 1; minute <= 13; minute += 2) {
        at(minute);
        await client
          .post(clientUrl(id))
          .send({ body: `Thought ${minute}`, parentId: question.id })
          .expect(201);
      }
      at(12);
      await pass();
      expect(await mailsAbout('client_replied', title)).toEqual([]);
      at(14);
      await pass();
      const notice = await mailbox.waitFor(
        'wendy@example.com',
        subjectOf('Ada Lovelace replied on "', `${title}"`),
      );
      for (let minute = 1; minute <= 13; minute += 2) expect(notice.text).toContain(`“Thought ${minute}”`);
      expect(await mailsAbout('client_replied', title)).toHaveLength(1);
    });
  });

  it('stores one of two accepts at the same moment, and leaves the draft as the other found it', async () => {
    const id = await delivered();
    await comment(id, onWords('Our customers', { suggestion: 'Our clients' })).expect(201);
    await comment(id, onWords('customers hire', { suggestion: 'buyers hire' })).expect(201);
    await client.post(`/api/client/content/${id}/revision`).send({}).expect(200);
    const team = (await wendy.get(teamUrl(id)).expect(200)).body as Conversation;
    const first = threadOn(team, 'Our customers');
    const second = threadOn(team, 'customers hire');

    // The same suggestion twice: one is stored, the other hears it was.
    const same = await race(
      t.databaseUrl,
      { sql: 'select 1 from post_comments where id = $1 for update', values: [first.id] },
      () => [
        wendy.post(`${teamUrl(id)}/${first.id}/accept`),
        admin.post(`${teamUrl(id)}/${first.id}/accept`),
      ],
    );
    expect(same.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(same.find((answer) => answer.status === 409)!.body.message).toBe(
      'This suggestion was accepted already',
    );
    expect((await draftOf(id)).startsWith('Our clients hire slowly')).toBe(true);

    // Two overlapping suggestions at once (after the first is undone by hand): one changes the draft.
    await admin.patch(`/api/admin/content/${id}`).send({ content: FIRST }).expect(200);
    await t.query(
      `update post_comments set suggestion_state = 'pending', decided_at = null, decided_by_id = null where id = $1`,
      [first.id],
    );
    const overlapping = await race(
      t.databaseUrl,
      { sql: 'select 1 from content_deliverables where id = $1 for update', values: [id] },
      () => [
        wendy.post(`${teamUrl(id)}/${first.id}/accept`),
        admin.post(`${teamUrl(id)}/${second.id}/accept`),
      ],
    );
    expect(overlapping.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const draft = await draftOf(id);
    expect(
      [draft.startsWith('Our clients hire slowly'), draft.startsWith('Our buyers hire slowly')].sort(),
    ).toEqual([false, true]);
    // The refused one is still waiting, its answer not stored.
    const states = ((await wendy.get(teamUrl(id)).expect(200)).body as Conversation).threads.map(
      (thread) => thread.suggestion!.state,
    );
    expect(states.sort()).toEqual(['accepted', 'pending']);
  });
});
