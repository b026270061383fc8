import type { Agent } from 'supertest';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, MEMBER_PASSWORD } from './utils/writer-accounts.js';

/**
 * Nothing of one lead is lost with another. The same person may send the lead form
 * twice; each lead's mails are its own (deleting one never takes the other's), leads with the same
 * email are flagged, and an admin merges the duplicate into the other, losing nothing. And an
 * archived lead is restored to the status it had.
 */

const IDEAS = {
  idea1: 'The hire I got wrong, and the interview question that would have caught it',
  idea2: 'Why our best engineers write fewer lines of code than anyone else',
  idea3: 'Three numbers I check every Monday before I open my inbox',
};

const ANSWERS = {
  jobTitle: 'Founder',
  companyName: 'Analytical Engines',
  goals: ['thought-leadership'],
  targetAudience: 'CTOs of early-stage startups',
  targetReaderTakeaway: 'Hiring well is a system',
  toneOfVoice: 'punchy',
  contentPillars: ['Hiring'],
  postingCadence: '1x-week',
};

interface MailRow {
  id: number;
  kind: string;
  recipient: string;
}

describe('leads with the same email', () => {
  let t: TestApp;
  let admin: Agent;
  let sequence = 0;

  /** Through the landing page's form, as a visitor sends it. */
  const submit = (email: string, name = `Ada Lovelace ${++sequence}`, fields: Record<string, unknown> = {}) =>
    t.submitLead({ name, email, linkedin: `https://www.linkedin.com/in/ada-${sequence}`, ...fields });
  const uniqueEmail = () => `person${++sequence}@example.com`;

  /** Every mail Outgoing mail lists, oldest first. */
  const outgoing = async (): Promise<MailRow[]> => {
    const { body } = await admin.get('/api/admin/outgoing-mails').query({ pageSize: 200 }).expect(200);
    return (body.items as MailRow[]).reverse().map(({ id, kind, recipient }) => ({ id, kind, recipient }));
  };
  /** What Outgoing mail lists for an address (as the admin searches it). */
  const outgoingFor = async (address: string): Promise<MailRow[]> =>
    (await outgoing()).filter((mail) => mail.recipient === address);
  const mailsOfLead = (id: number) =>
    t.query<{ kind: string }>('select kind from outgoing_mails where lead_id = $1 order by id', [id]);
  const lead = async (id: number) => (await admin.get(`/api/leads/${id}`).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp({ throttleScale: 1000 });
    admin = await t.signedInAdmin();
    // The team hears of each lead: the admin has an address, so each lead has a notice about it.
    await t.query(
      `update users set email = 'boss@ghostline.test', email_confirmed_at = now() where username = 'boss'`,
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('the issue’s reproduction: delete lead B, lead A keeps its mails and history', () => {
    it('keeps A’s confirmation, notice and ideas in Outgoing mail and A’s history whole', async () => {
      const email = 'twice@example.com';
      // Both are accepted: the form takes the same address twice.
      const a = await submit(email, 'Ada Lovelace');
      const b = await submit(email, 'Ada Lovelace');
      expect(a.id).not.toBe(b.id);
      await admin.post(`/api/leads/${a.id}/ideas`).send(IDEAS).expect(200);
      // Each lead's confirmation to the visitor and notice to the admin, in the order they came in.
      const before = await outgoing();
      const ofKind = (kind: string) => before.filter((mail) => mail.kind === kind);
      expect(before.map((mail) => [mail.kind, mail.recipient])).toEqual([
        ['lead_confirmation', email],
        ['new_lead', 'boss@ghostline.test'],
        ['lead_confirmation', email],
        ['new_lead', 'boss@ghostline.test'],
        ['free_ideas', email],
      ]);
      const [confirmationOfA, confirmationOfB] = ofKind('lead_confirmation');
      const [noticeOfA, noticeOfB] = ofKind('new_lead');

      await admin.delete(`/api/leads/${b.id}`).expect(204);

      // A's confirmation, the team's notice of A and A's ideas are all still there; only B's went.
      expect(await outgoing()).toEqual(
        before.filter((mail) => mail !== confirmationOfB && mail !== noticeOfB),
      );
      expect((await outgoingFor(email)).map((mail) => mail.kind)).toEqual([
        'lead_confirmation',
        'free_ideas',
      ]);
      expect(confirmationOfA && noticeOfA).toBeTruthy();
      expect((await mailsOfLead(a.id)).map((mail) => mail.kind)).toEqual([
        'lead_confirmation',
        'new_lead',
        'free_ideas',
      ]);
      const kept = await lead(a.id);
      expect(kept.activity.map((entry: { kind: string }) => entry.kind)).toEqual([
        'status_changed',
        'ideas_sent',
        'created',
      ]);
      expect(kept.activity[1].ideas).toEqual([IDEAS.idea1, IDEAS.idea2, IDEAS.idea3]);
      expect(kept.sameEmailCount).toBe(0);
      await admin.get(`/api/leads/${b.id}`).expect(404);
    });

    it('still takes the deleted lead’s own mails, and only those', async () => {
      const email = uniqueEmail();
      const other = await submit(uniqueEmail());
      const spam = await submit(email);
      expect((await mailsOfLead(spam.id)).map((mail) => mail.kind)).toEqual([
        'lead_confirmation',
        'new_lead',
      ]);
      await admin.delete(`/api/leads/${spam.id}`).expect(204);
      expect(await outgoingFor(email)).toEqual([]);
      expect(await mailsOfLead(other.id)).toHaveLength(2);
    });
  });

  describe('the flag on the list and on the lead page', () => {
    let first: { id: number };
    let second: { id: number };
    let third: number;
    let alone: { id: number };

    beforeAll(async () => {
      first = await submit('grace@example.com', 'Grace Hopper');
      second = await submit('grace@example.com', 'Grace B. Hopper');
      // Written before addresses were normalised at the form: another case, spaces around it.
      [{ id: third }] = await t.query<{ id: number }>(
        `insert into leads (name, email, linkedin, industry) values ('Grace H', '  Grace@Example.COM ', 'https://www.linkedin.com/in/gh', 'tech') returning id`,
      );
      alone = await submit(uniqueEmail(), 'Alan Turing');
    });

    it('counts the other leads with the same email on each row of the list (case and spaces aside)', async () => {
      const { body } = await admin.get('/api/leads').query({ search: 'grace', pageSize: 200 }).expect(200);
      const counts = Object.fromEntries(
        (body.items as { id: number; sameEmailCount: number }[]).map((row) => [row.id, row.sameEmailCount]),
      );
      expect(counts).toEqual({ [first.id]: 2, [second.id]: 2, [third]: 2 });
      const { body: others } = await admin.get('/api/leads').query({ search: 'alan' }).expect(200);
      expect(others.items).toEqual([expect.objectContaining({ id: alone.id, sameEmailCount: 0 })]);
    });

    it('lists the other leads on the lead page, oldest first', async () => {
      const page = await lead(second.id);
      expect(page.sameEmailCount).toBe(2);
      expect(page.sameEmailLeads).toEqual([
        {
          id: first.id,
          name: 'Grace Hopper',
          status: 'new',
          isOnboarded: false,
          isClient: false,
          createdAt: expect.any(String),
        },
        expect.objectContaining({ id: third, name: 'Grace H' }),
      ]);
      expect((await lead(alone.id)).sameEmailLeads).toEqual([]);
    });

    it('never flags erased leads (an empty email) as the same person', async () => {
      const [{ id: x }] = await t.query<{ id: number }>(
        `insert into leads (name, email, linkedin, industry) values ('Erased client', '', '', 'tech') returning id`,
      );
      await t.query(
        `insert into leads (name, email, linkedin, industry) values ('Erased client', '', '', 'tech')`,
      );
      expect((await lead(x)).sameEmailLeads).toEqual([]);
      const { body } = await admin.get('/api/leads').query({ search: 'erased' }).expect(200);
      expect(body.items.map((row: { sameEmailCount: number }) => row.sameEmailCount)).toEqual([0, 0]);
    });
  });

  describe('POST /api/leads/{id}/merge', () => {
    const merge = (id: number, intoLeadId: unknown) =>
      admin.post(`/api/leads/${id}/merge`).send({ intoLeadId });

    it('moves the duplicate’s notes, history and mails to the lead that stays, takes its answers when it has none, and deletes it', async () => {
      const email = uniqueEmail();
      const keep = await submit(email, 'Joan Didion');
      const duplicate = await submit(email, 'Joan Didion', { notes: 'Please call me in the morning' });
      await t.onboard(duplicate, ANSWERS);
      await admin.post(`/api/leads/${duplicate.id}/notes`).send({ body: 'Sounded keen on Echo' }).expect(201);
      await admin.post(`/api/leads/${duplicate.id}/ideas`).send(IDEAS).expect(200);
      await admin.post(`/api/leads/${keep.id}/notes`).send({ body: 'First request' }).expect(201);
      const duplicateHistory = (await lead(duplicate.id)).activity.map((entry: { id: number }) => entry.id);
      const duplicateMails = await mailsOfLead(duplicate.id);
      expect(duplicateMails.map((mail) => mail.kind)).toEqual([
        'lead_confirmation',
        'new_lead',
        'free_ideas',
      ]);

      const { body: merged } = await merge(duplicate.id, keep.id).expect(200);

      expect(merged).toMatchObject({
        id: keep.id,
        name: 'Joan Didion',
        // The duplicate was answered with the ideas: the person is no longer waiting.
        status: 'contacted',
        isOverdue: false,
        isOnboarded: true,
        jobTitle: 'Founder',
        contentPillars: ['Hiring'],
        notes: 'Please call me in the morning',
        sameEmailCount: 0,
        sameEmailLeads: [],
      });
      expect(merged.adminNotes.map((note: { body: string }) => note.body).sort()).toEqual(
        ['First request', 'Sounded keen on Echo'].sort(),
      );
      const historyIds = merged.activity.map((entry: { id: number }) => entry.id);
      expect(historyIds).toEqual(expect.arrayContaining(duplicateHistory));
      expect(merged.activity[0]).toMatchObject({
        kind: 'merged',
        actor: 'boss',
        createdAt: expect.any(String),
        description: expect.stringContaining(`Merged lead #${duplicate.id} (came in `),
      });
      expect(merged.activity[0].description).toContain('1 note, 5 history entries, 3 mails moved here');
      expect(merged.activity[0].description).toContain('its onboarding answers became this lead’s');
      expect(merged.activity.find((entry: { kind: string }) => entry.kind === 'ideas_sent').ideas).toEqual([
        IDEAS.idea1,
        IDEAS.idea2,
        IDEAS.idea3,
      ]);
      expect((await mailsOfLead(keep.id)).map((mail) => mail.kind).sort()).toEqual(
        ['free_ideas', 'lead_confirmation', 'lead_confirmation', 'new_lead', 'new_lead'].sort(),
      );
      await admin.get(`/api/leads/${duplicate.id}`).expect(404);
      expect(await t.query('select id from lead_notes where lead_id = $1', [duplicate.id])).toEqual([]);
    });

    it('keeps the survivor’s own answers when both answered, and the duplicate’s as a note', async () => {
      const email = uniqueEmail();
      const keep = await submit(email, 'Mary Shelley');
      await t.onboard(keep, { ...ANSWERS, jobTitle: 'Novelist', companyName: 'Frankenstein Ltd' });
      const duplicate = await submit(email, 'Mary W. Shelley');
      await t.onboard(duplicate, { ...ANSWERS, jobTitle: 'Editor', companyName: 'Villa Diodati' });

      const { body: merged } = await merge(duplicate.id, keep.id).expect(200);

      expect(merged).toMatchObject({ jobTitle: 'Novelist', companyName: 'Frankenstein Ltd', status: 'new' });
      const [note] = merged.adminNotes as { body: string; author: string }[];
      expect(note!.author).toBe('boss');
      expect(note!.body).toMatch(new RegExp(`^The onboarding answers of lead #${duplicate.id} \\(came in `));
      expect(note!.body).toContain('Job title: Editor');
      expect(note!.body).toContain('Company: Villa Diodati');
      expect(note!.body).toContain('CONTENT BRIEF: Mary W. Shelley');
      expect(merged.activity[0].description).toContain('its onboarding answers are kept as a note');
    });

    it('refuses a lead into itself, leads whose emails differ, and a duplicate that became a client (409), with nothing changed', async () => {
      const email = uniqueEmail();
      const keep = await submit(email);
      const duplicate = await submit(email);
      const stranger = await submit(uniqueEmail());
      const counts = () =>
        t.query<{ leads: number; history: number; notes: number; mails: number }>(
          `select (select count(*)::int from leads) as leads, (select count(*)::int from lead_activities) as history,
                  (select count(*)::int from lead_notes) as notes, (select count(*)::int from outgoing_mails) as mails`,
        );
      const before = await counts();

      expect((await merge(duplicate.id, duplicate.id).expect(409)).body.message).toBe(
        'A lead cannot be merged into itself: choose the other lead with this email',
      );
      expect((await merge(duplicate.id, stranger.id).expect(409)).body.message).toBe(
        'Only leads with the same email can be merged: these two have different emails',
      );
      expect((await merge(duplicate.id, 2147483647).expect(404)).body.message).toBe(
        'The lead to merge into was not found: it may have been deleted',
      );
      expect(
        (await admin.post('/api/leads/2147483647/merge').send({ intoLeadId: keep.id }).expect(404)).body
          .message,
      ).toBe('Lead not found');
      expect(await counts()).toEqual(before);

      // Converted into a client: its account and subscription name it, so it is the one that stays.
      await t.onboard(duplicate, ANSWERS);
      await admin
        .post(`/api/admin/leads/${duplicate.id}/convert`)
        .send({
          username: `client${sequence}`,
          email,
          firstName: 'Ada',
          lastName: 'Lovelace',
          plan: 'echo',
          amount: 299,
        })
        .expect(201);
      const converted = await counts();
      expect((await merge(duplicate.id, keep.id).expect(409)).body.message).toBe(
        'This lead became a client account and cannot be merged away: merge the other lead into it instead',
      );
      expect(await counts()).toEqual(converted);
      // The other way round is allowed: the client's lead keeps everything of the duplicate.
      const { body: survivor } = await merge(keep.id, duplicate.id).expect(200);
      expect(survivor).toMatchObject({ id: duplicate.id, status: 'converted', clientId: expect.any(Number) });
    });

    it('refuses a body without a lead id, or with anything else, with a 400 naming the field', async () => {
      const { id } = await submit(uniqueEmail());
      for (const [body, message] of [
        [{}, 'Please choose the lead to merge into'],
        [{ intoLeadId: 'two' }, 'Please choose the lead to merge into'],
        [{ intoLeadId: 0 }, 'Please choose the lead to merge into'],
        [{ intoLeadId: 2147483648 }, 'The lead to merge into must be an id of at most 2147483647'],
        [{ intoLeadId: 1, into: 2 }, "Unknown field 'into' is not allowed"],
      ] as const)
        expect((await admin.post(`/api/leads/${id}/merge`).send(body).expect(400)).body.message).toBe(
          message,
        );
    });

    it('is for admins only: a writer gets 403, as on every lead operation', async () => {
      const email = uniqueEmail();
      const keep = await submit(email);
      const duplicate = await submit(email);
      await createTeamMember(t, { username: 'wes' });
      const writer = t.agent();
      await writer.post('/api/admin/login').send({ username: 'wes', password: MEMBER_PASSWORD }).expect(200);
      await writer.post(`/api/leads/${duplicate.id}/merge`).send({ intoLeadId: keep.id }).expect(403);
      await t.agent().post(`/api/leads/${duplicate.id}/merge`).send({ intoLeadId: keep.id }).expect(401);
      expect(await lead(duplicate.id)).toMatchObject({ id: duplicate.id, sameEmailCount: 1 });
    });
  });

  describe('restoring an archived lead', () => {
    const setStatus = (id: number, status: string) => admin.patch(`/api/leads/${id}/status`).send({ status });

    it('gives a contacted lead back its status: it stays contacted and is not overdue again', async () => {
      const { id } = await submit(uniqueEmail());
      // It came in two days ago: only a new lead would be overdue.
      await t.query(`update leads set created_at = now() - interval '2 days' where id = $1`, [id]);
      await admin.post(`/api/leads/${id}/ideas`).send(IDEAS).expect(200);
      const archived = (await setStatus(id, 'archived').expect(200)).body;
      expect(archived.allowedStatuses).toEqual(['contacted']);

      expect((await setStatus(id, 'new').expect(409)).body.message).toBe(
        'This lead was contacted when it was archived: restoring it makes it contacted again',
      );
      const restored = (await setStatus(id, 'contacted').expect(200)).body;
      expect(restored).toMatchObject({
        status: 'contacted',
        isOverdue: false,
        allowedStatuses: ['archived'],
      });
      expect(restored.activity[0]).toMatchObject({
        kind: 'status_changed',
        description: 'Status changed from archived to contacted',
        actor: 'boss',
      });
      expect(await t.query('select status_before_archive from leads where id = $1', [id])).toEqual([
        { status_before_archive: null },
      ]);
    });

    it('gives a new lead back new, and a converted one converted', async () => {
      const { id } = await submit(uniqueEmail());
      await setStatus(id, 'archived').expect(200);
      expect((await setStatus(id, 'new').expect(200)).body.status).toBe('new');

      const email = uniqueEmail();
      const client = await submit(email);
      await t.onboard(client, ANSWERS);
      await admin
        .post(`/api/admin/leads/${client.id}/convert`)
        .send({
          username: `restored${sequence}`,
          email,
          firstName: 'Ada',
          lastName: 'Lovelace',
          plan: 'echo',
          amount: 299,
        })
        .expect(201);
      expect((await setStatus(client.id, 'archived').expect(200)).body.allowedStatuses).toEqual([
        'converted',
      ]);
      expect((await setStatus(client.id, 'converted').expect(200)).body).toMatchObject({
        status: 'converted',
      });
      // Otherwise converted is still only reached by converting.
      const other = await submit(uniqueEmail());
      expect((await setStatus(other.id, 'converted').expect(409)).body.message).toMatch(
        /^A lead becomes converted/,
      );
    });
  });
});
