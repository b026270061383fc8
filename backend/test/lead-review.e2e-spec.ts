import type { Agent } from 'supertest';
import { createTestApp, type TestApp } from './utils/test-app.js';

const answers = {
  jobTitle: 'Founder',
  companyName: 'Analytical Engines',
  goals: ['thought-leadership', 'hiring'],
  targetAudience: 'CTOs of early-stage startups',
  targetReaderTakeaway: 'Hiring well is a system',
  toneOfVoice: 'custom',
  customTone: 'Warm but exact',
  contentPillars: ['Hiring', 'Engineering culture'],
  voiceSamples: 'First line\nSecond line',
  postingCadence: '3x-week',
};

describe('admin lead review', () => {
  let t: TestApp;
  let admin: Agent;
  let sequence = 0;

  const newLead = (name = `Lead ${++sequence}`, overrides: Record<string, unknown> = {}) =>
    t.submitLead({ name, email: `lead${++sequence}@example.com`, ...overrides });

  async function onboardedLead(name: string, overrides: Record<string, unknown> = {}) {
    const lead = await newLead(name, { industry: 'consulting', package: 'echo', ...overrides });
    await t.onboard(lead, answers);
    return lead;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInAdmin();
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('who may call it', () => {
    it('answers 401 without a session and 403 to a client, on every admin endpoint', async () => {
      const { id } = await onboardedLead('Private Person');
      const client = t.agent();
      await client
        .post('/api/client/register')
        .send({
          username: 'nosy',
          email: 'nosy@example.com',
          password: 'plum-ladder-orbit-42',
          firstName: 'N',
          lastName: 'O',
        })
        .expect(201);
      const calls = [
        (agent: Agent) => agent.get('/api/leads'),
        (agent: Agent) => agent.patch(`/api/leads/${id}/status`).send({ status: 'contacted' }),
        (agent: Agent) => agent.post(`/api/leads/${id}/notes`).send({ body: 'hello' }),
        (agent: Agent) => agent.get(`/api/leads/${id}/export`).query({ format: 'json' }),
      ];
      for (const call of calls) {
        await call(t.agent()).expect(401);
        await call(client).expect(403);
      }
      // The lead itself needs the link's token, which neither has.
      await t.agent().get(`/api/leads/${id}`).expect(404);
      await client.get(`/api/leads/${id}`).expect(404);
      expect(await t.query('select status from leads where id = $1', [id])).toEqual([{ status: 'new' }]);
    });
  });

  describe('GET /api/leads', () => {
    beforeAll(async () => {
      await t.query('delete from leads');
      for (const name of ['Charlie Brown', 'alice Smith', 'Bob Jones', 'Dana White', 'Eve Black'])
        await newLead(name);
    });

    it('pages newest first with the total', async () => {
      const first = await admin.get('/api/leads').query({ pageSize: 2 }).expect(200);
      expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(first.body.items.map((lead: { name: string }) => lead.name)).toEqual([
        'Eve Black',
        'Dana White',
      ]);
      const last = await admin.get('/api/leads').query({ pageSize: 2, page: 3 }).expect(200);
      expect(last.body.items.map((lead: { name: string }) => lead.name)).toEqual(['Charlie Brown']);
    });

    it('defaults to 50 a page', async () => {
      expect((await admin.get('/api/leads').expect(200)).body.pageSize).toBe(50);
    });

    it('sorts by a column either way', async () => {
      const byName = await admin.get('/api/leads').query({ sort: 'name', order: 'asc' }).expect(200);
      expect(byName.body.items.map((lead: { firstName: string }) => lead.firstName)).toEqual([
        'Bob',
        'Charlie',
        'Dana',
        'Eve',
        'alice',
      ]);
    });

    it('searches names, emails and company names in any case, literally', async () => {
      const byName = await admin.get('/api/leads').query({ search: 'ALICE' }).expect(200);
      expect(byName.body).toMatchObject({ total: 1, items: [{ name: 'alice Smith' }] });
      const { id, token } = await newLead('Fiona Green');
      await t
        .agent()
        .post(`/api/leads/${id}/onboarding`)
        .query({ token })
        .send({ ...answers, companyName: 'Zeta 100% Labs' })
        .expect(200);
      expect(
        (await admin.get('/api/leads').query({ search: 'zeta 100%' }).expect(200)).body.items[0].id,
      ).toBe(id);
      expect((await admin.get('/api/leads').query({ search: '%' }).expect(200)).body.total).toBe(1);
      const [{ email }] = await t.query<{ email: string }>('select email from leads where id = $1', [id]);
      expect(
        (await admin.get('/api/leads').query({ search: email.toUpperCase() }).expect(200)).body.total,
      ).toBe(1);
    });

    it('filters by status', async () => {
      const [{ id }] = await t.query<{ id: number }>(`select id from leads where name = 'Bob Jones'`);
      await admin.patch(`/api/leads/${id}/status`).send({ status: 'contacted' }).expect(200);
      const contacted = await admin.get('/api/leads').query({ status: 'contacted' }).expect(200);
      expect(contacted.body).toMatchObject({ total: 1, items: [{ name: 'Bob Jones', status: 'contacted' }] });
    });

    it('flags a new lead older than 24 hours as overdue', async () => {
      await t.query(`update leads set created_at = now() - interval '25 hours' where name = 'Dana White'`);
      const { body } = await admin.get('/api/leads').query({ search: 'Dana' }).expect(200);
      expect(body.items[0].isOverdue).toBe(true);
      const { body: fresh } = await admin.get('/api/leads').query({ search: 'Eve' }).expect(200);
      expect(fresh.items[0].isOverdue).toBe(false);
    });

    it.each([
      [{ pageSize: 500 }, 'A page holds at most 200 leads'],
      [{ page: 0 }, 'The page must be 1 or more'],
      [{ sort: 'password' }, 'Leads can be sorted by createdAt, updatedAt, name, email, industry, status'],
      [{ status: 'lost' }, 'The status must be new, contacted, converted or archived'],
    ])('refuses %j', async (params, message) => {
      expect((await admin.get('/api/leads').query(params).expect(400)).body.message).toBe(message);
    });
  });

  describe('status changes, notes and history', () => {
    const CONVERT_TO_CLIENT =
      'A lead becomes converted when it is converted to a client: use Convert to client, which creates its account';

    it('moves new → contacted, then archived and restored to contacted, recording each move', async () => {
      const { id } = await newLead('Grace Hopper');
      const contacted = await admin
        .patch(`/api/leads/${id}/status`)
        .send({ status: 'contacted' })
        .expect(200);
      expect(contacted.body).toMatchObject({ status: 'contacted', allowedStatuses: ['archived'] });
      const archived = await admin.patch(`/api/leads/${id}/status`).send({ status: 'archived' }).expect(200);
      expect(archived.body).toMatchObject({ status: 'archived', allowedStatuses: ['contacted'] });
      const restored = await admin.patch(`/api/leads/${id}/status`).send({ status: 'contacted' }).expect(200);

      expect(
        restored.body.activity.map((entry: { description: string; actor: string | null }) => [
          entry.description,
          entry.actor,
        ]),
      ).toEqual([
        ['Status changed from archived to contacted', 'boss'],
        ['Status changed from contacted to archived', 'boss'],
        ['Status changed from new to contacted', 'boss'],
        ['Asked for 3 free post ideas on the landing page', null],
      ]);
    });

    it.each([
      ['new', 'converted', CONVERT_TO_CLIENT],
      ['contacted', 'converted', CONVERT_TO_CLIENT],
      ['converted', 'contacted', 'A converted lead can only become archived'],
      // Archived before the status it had was kept: it goes back to new.
      ['archived', 'contacted', 'This lead was new when it was archived: restoring it makes it new again'],
    ])('refuses %s → %s with a 409 naming the allowed moves', async (from, to, message) => {
      const { id } = await newLead();
      await t.query('update leads set status = $1 where id = $2', [from, id]);
      const response = await admin.patch(`/api/leads/${id}/status`).send({ status: to }).expect(409);
      expect(response.body.message).toBe(message);
      expect(await t.query('select status from leads where id = $1', [id])).toEqual([{ status: from }]);
    });

    it('keeps notes with author and time, newest first, and touches updatedAt', async () => {
      const { id } = await newLead();
      const [{ updated_at: before }] = await t.query<{ updated_at: Date }>(
        'select updated_at from leads where id = $1',
        [id],
      );
      const first = await admin
        .post(`/api/leads/${id}/notes`)
        .send({ body: '  Called, no answer  ' })
        .expect(201);
      expect(first.body).toEqual({
        id: expect.any(Number),
        body: 'Called, no answer',
        author: 'boss',
        createdAt: expect.any(String),
      });
      await admin.post(`/api/leads/${id}/notes`).send({ body: 'Sent the ideas' }).expect(201);

      const { body: lead } = await admin.get(`/api/leads/${id}`).expect(200);
      expect(lead.adminNotes.map((note: { body: string }) => note.body)).toEqual([
        'Sent the ideas',
        'Called, no answer',
      ]);
      expect(lead.activity[0]).toMatchObject({ kind: 'note_added', actor: 'boss' });
      expect(new Date(lead.updatedAt).getTime()).toBeGreaterThan(before!.getTime());
      expect(
        (await admin.post(`/api/leads/${id}/notes`).send({ body: '   ' }).expect(400)).body.message,
      ).toBe('Please write a note');
    });

    it('answers the onboarding link while the lead has not onboarded, then records the onboarding', async () => {
      const { id, token } = await newLead();
      expect((await admin.get(`/api/leads/${id}`).expect(200)).body.onboardingUrl).toContain(
        `/onboarding/${id}?token=${token}`,
      );
      await t.agent().post(`/api/leads/${id}/onboarding`).query({ token }).send(answers).expect(200);
      const { body } = await admin.get(`/api/leads/${id}`).expect(200);
      expect(body.onboardingUrl).toBeNull();
      expect(body.activity[0]).toMatchObject({ kind: 'onboarded', actor: null });
    });

    it('answers 404 for an unknown lead', async () => {
      await admin.patch('/api/leads/999999/status').send({ status: 'contacted' }).expect(404);
      await admin.post('/api/leads/999999/notes').send({ body: 'x' }).expect(404);
      expect((await admin.get('/api/leads/999999').expect(404)).body.message).toBe('Lead not found');
    });
  });

  describe('exports', () => {
    it('downloads the JSON document under its documented file name', async () => {
      const { id } = await onboardedLead('Ada Lovelace', { notes: 'Hiring posts, please' });
      const response = await admin.get(`/api/leads/${id}/export`).query({ format: 'json' }).expect(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="?Ada_Lovelace_onboarding_data\.json"?$/,
      );
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      // Every field of the lead, as the landing form left it.
      expect(response.body.lead).toEqual({
        id,
        name: 'Ada Lovelace',
        email: expect.stringMatching(/@example\.com$/),
        linkedin: 'https://www.linkedin.com/in/x',
        industry: 'consulting',
        package: 'echo',
        notes: 'Hiring posts, please',
        status: 'new',
        isOnboarded: true,
        assignedToId: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(response.body).toMatchObject({
        lead: { id, name: 'Ada Lovelace' },
        onboarding: {
          basics: { jobTitle: 'Founder', companyName: 'Analytical Engines' },
          audience: {
            goals: ['thought-leadership', 'hiring'],
            targetAudience: 'CTOs of early-stage startups',
          },
          content: { contentPillars: ['Hiring', 'Engineering culture'] },
          voice: { toneOfVoice: 'custom', customTone: 'Warm but exact' },
          prompts: { postingCadence: '3x-week', mistakeStory: null },
        },
      });
    });

    it('downloads the content brief as text, grouped as the tabs are', async () => {
      const { id } = await onboardedLead('Ada Lovelace');
      const response = await admin
        .get(`/api/leads/${id}/export`)
        .query({ format: 'brief' })
        .buffer(true)
        .expect(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="?Ada_Lovelace_content_brief\.txt"?$/,
      );
      const brief = response.text;
      expect(brief.indexOf('BASICS')).toBeLessThan(brief.indexOf('AUDIENCE'));
      expect(brief.indexOf('AUDIENCE')).toBeLessThan(brief.indexOf('CONTENT\n'));
      expect(brief.indexOf('CONTENT\n')).toBeLessThan(brief.indexOf('VOICE'));
      expect(brief.indexOf('VOICE')).toBeLessThan(brief.indexOf('PROMPTS'));
      // In the words the lead saw on the forms, not the stored values.
      expect(brief).toContain('Goals: Thought leadership, Hiring and recruiting');
      expect(brief).toContain('    1. Hiring\n    2. Engineering culture');
      expect(brief).toContain('Tone: Custom: Warm but exact');
      expect(brief).toContain('Posting cadence: Three times a week (Echo plan)');
      expect(brief).toContain('Industry: Consulting');
      expect(brief).toContain('Package interest: Echo');
      expect(brief).toContain(
        'Founder at Analytical Engines · Consulting · posting Three times a week (Echo plan)',
      );
      expect(brief).not.toMatch(/consulting|3x-week|thought-leadership|echo\b/);
      expect(brief).toContain('A mistake they learned from: (not answered)');
    });

    it('refuses a lead that has not onboarded, and an unknown format', async () => {
      const { id } = await newLead();
      expect(
        (await admin.get(`/api/leads/${id}/export`).query({ format: 'json' }).expect(409)).body.message,
      ).toBe('This lead has not answered the onboarding questionnaire yet');
      expect(
        (await admin.get(`/api/leads/${id}/export`).query({ format: 'pdf' }).expect(400)).body.message,
      ).toBe('The format must be json or brief');
    });
  });
});
