import { AdminAccountsService } from '../src/auth/admin-accounts.service.js';
import { linkIn, Mailbox } from './utils/mailbox.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'http://ghostline.test';
let sequence = 0;
const newLead = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    name: `Ada Lovelace ${sequence}`,
    email: `ada${sequence}@example.com`,
    linkedin: `https://www.linkedin.com/in/ada${sequence}`,
    industry: 'tech',
    package: 'echo',
    ...overrides,
  };
};

const answers = {
  jobTitle: 'Founder',
  companyName: 'Analytical Engines',
  industry: 'technology',
  goals: ['thought-leadership', 'hiring'],
  targetAudience: 'CTOs of early-stage startups',
  targetReaderTakeaway: 'Hiring well is a system',
  toneOfVoice: 'custom',
  customTone: 'Warm but exact',
  contentPillars: ['Hiring', '  ', 'Engineering culture'],
  voiceSamples: 'A paragraph I wrote',
  postingCadence: '3x-week',
};

describe('leads and onboarding', () => {
  let t: TestApp;
  const mailbox = new Mailbox();

  /** A lead made through the landing form, with its onboarding link's id and token. */
  async function createdLead(overrides: Record<string, unknown> = {}) {
    const body = newLead(overrides);
    const response = await t.agent().post('/api/leads').send(body).expect(201);
    const url = new URL(response.body.onboardingUrl);
    return { body, id: response.body.leadId as number, token: url.searchParams.get('token')!, url };
  }

  async function adminAgent() {
    const agent = t.agent();
    await agent
      .post('/api/admin/login')
      .send({ username: 'boss', password: 'an admin passphrase' })
      .expect(200);
    return agent;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start(), PUBLIC_URL } });
    const admins = t.app.get(AdminAccountsService);
    await admins.createOrReset('boss', 'an admin passphrase');
    await t.query(
      `update users set email = 'team@ghostline.test', email_confirmed_at = now() where username = 'boss'`,
    );
  });

  // The lead form's limits are tested in throttles.e2e-spec.ts; here every test starts with a clean count.
  beforeEach(async () => {
    await t.query('delete from rate_limits');
  });

  afterAll(async () => {
    await t?.close();
    await mailbox.stop();
  });

  describe('POST /api/leads', () => {
    it('stores the lead as new and answers its id and onboarding link', async () => {
      const { body, id, token, url } = await createdLead({ package: 'none' });
      expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/onboarding/${id}`);
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const [row] = await t.query(
        `select name, email, linkedin, industry, package, status, is_onboarded from leads where id = $1`,
        [id],
      );
      expect(row).toEqual({
        name: body.name,
        email: body.email,
        linkedin: body.linkedin,
        industry: 'tech',
        package: null,
        status: 'new',
        is_onboarded: false,
      });
    });

    it('emails the lead the 24-hour promise with the onboarding link, and the admins a notice', async () => {
      const { body, id, url } = await createdLead();
      const confirmation = await mailbox.waitFor(
        body.email,
        /Your 3 free LinkedIn post ideas are on their way/,
      );
      expect(confirmation.text).toContain('within 24 hours');
      expect(linkIn(confirmation, `${PUBLIC_URL}/onboarding/`).toString()).toBe(url.toString());
      const notice = await mailbox.waitFor('team@ghostline.test', new RegExp(`New lead: ${body.name}`));
      expect(linkIn(notice, PUBLIC_URL).toString()).toBe(`${PUBLIC_URL}/admin/leads/${id}`);
      // The industry and the package as the form showed them, not their stored values.
      expect(notice.text).toContain('Industry: Technology. Package: Echo.');
    });

    it.each([
      [{ name: 'A' }, 'Name must be at least 2 characters'],
      [{ email: 'ada' }, 'Please enter a valid email address'],
      [{ linkedin: 'linkedin' }, 'Please enter a valid LinkedIn URL'],
      [{ industry: 'mining' }, 'Please select an industry'],
      [{ package: 'platinum' }, 'Please choose one of the packages: none, ghost, echo or phantom'],
    ])('refuses %j with its message and stores nothing', async (change, message) => {
      const before = await t.query('select count(*)::int as n from leads');
      const response = await t.agent().post('/api/leads').send(newLead(change)).expect(400);
      expect(response.body.message).toBe(message);
      expect(await t.query('select count(*)::int as n from leads')).toEqual(before);
    });

    it('silently drops a form whose honeypot is filled: same answer, nothing stored, no mail', async () => {
      const body = newLead({ website: 'https://spam.example.com' });
      const response = await t.agent().post('/api/leads').send(body).expect(201);
      expect(response.body).toEqual({
        leadId: expect.any(Number),
        onboardingUrl: expect.stringContaining(`${PUBLIC_URL}/onboarding/`),
      });
      expect(await t.query('select 1 from leads where email = $1', [body.email])).toEqual([]);
      // Mails go out after the answer: once every task the request started has ended, none can still come.
      await t.mailsSettled();
      expect(mailbox.messages.some((mail) => JSON.stringify(mail.to).includes(body.email))).toBe(false);
    });
  });

  describe('GET /api/leads/{id}', () => {
    it('answers the holder of the link only what the questionnaire needs', async () => {
      const { id, token } = await createdLead({ name: 'Grace Brewster Hopper' });
      const response = await t.agent().get(`/api/leads/${id}`).query({ token }).expect(200);
      expect(response.body).toEqual({ id, firstName: 'Grace', isOnboarded: false });
    });

    it('answers 404, the same as for an unknown lead, without the right token', async () => {
      const { id, token } = await createdLead();
      const notFound = { statusCode: 404, message: 'Lead not found', error: 'Not Found' };
      await t.agent().get(`/api/leads/${id}`).expect(404, notFound);
      await t
        .agent()
        .get(`/api/leads/${id}`)
        .query({ token: token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) })
        .expect(404, notFound);
      await t
        .agent()
        .get(`/api/leads/${id + 1000}`)
        .query({ token })
        .expect(404, notFound);
    });

    it('answers an admin the whole lead, without the token itself', async () => {
      const { id, body } = await createdLead();
      const response = await (await adminAgent()).get(`/api/leads/${id}`).expect(200);
      expect(response.body).toMatchObject({
        id,
        name: body.name,
        email: body.email,
        linkedin: body.linkedin,
        status: 'new',
      });
      expect(response.body).not.toHaveProperty('onboardingToken');
    });

    it('keeps the list for admins', async () => {
      await t.agent().get('/api/leads').expect(401);
    });
  });

  describe('POST /api/leads/{id}/onboarding', () => {
    it('stores every answer on the lead, drops blank pillars and marks it onboarded', async () => {
      const { id, token } = await createdLead();
      const [{ updated_at: before }] = await t.query<{ updated_at: Date }>(
        'select updated_at from leads where id = $1',
        [id],
      );
      const response = await t
        .agent()
        .post(`/api/leads/${id}/onboarding`)
        .query({ token })
        .send(answers)
        .expect(200);
      expect(response.body).toEqual({ id, firstName: 'Ada', isOnboarded: true });

      const [row] = await t.query('select * from leads where id = $1', [id]);
      expect(row).toMatchObject({
        job_title: 'Founder',
        company_name: 'Analytical Engines',
        industry: 'technology',
        goals: ['thought-leadership', 'hiring'],
        tone_of_voice: 'custom',
        custom_tone: 'Warm but exact',
        content_pillars: ['Hiring', 'Engineering culture'],
        posting_cadence: '3x-week',
        is_onboarded: true,
      });
      expect((row!.updated_at as Date).getTime()).toBeGreaterThan(before!.getTime());
      await t
        .agent()
        .get(`/api/leads/${id}`)
        .query({ token })
        .expect(200, { id, firstName: 'Ada', isOnboarded: true });
    });

    it('accepts it once: a second submission is a 409 and changes nothing', async () => {
      const { id, token } = await createdLead();
      await t.agent().post(`/api/leads/${id}/onboarding`).query({ token }).send(answers).expect(200);
      const response = await t
        .agent()
        .post(`/api/leads/${id}/onboarding`)
        .query({ token })
        .send({ ...answers, jobTitle: 'Changed' })
        .expect(409);
      expect(response.body.message).toBe('This onboarding has already been submitted');
      expect(await t.query('select job_title from leads where id = $1', [id])).toEqual([
        { job_title: 'Founder' },
      ]);
    });

    it('needs the token of the link', async () => {
      const { id } = await createdLead();
      await t.agent().post(`/api/leads/${id}/onboarding`).send(answers).expect(404);
      await t.agent().post(`/api/leads/${id}/onboarding`).query({ token: 'guess' }).send(answers).expect(404);
      expect(await t.query('select is_onboarded from leads where id = $1', [id])).toEqual([
        { is_onboarded: false },
      ]);
    });

    it.each([
      [{ jobTitle: '' }, 'Job title is required'],
      [{ companyName: undefined }, 'Company name is required'],
      [{ goals: [] }, 'Please select at least one goal'],
      [{ targetAudience: ' ' }, 'Please describe your target audience'],
      [{ targetReaderTakeaway: '' }, 'Please describe what readers should take away'],
      [{ toneOfVoice: undefined }, 'Please select a tone of voice'],
      [{ contentPillars: [] }, 'Please provide at least one content pillar'],
      [{ contentPillars: ['1', '2', '3', '4', '5', '6'] }, 'Maximum 5 content pillars'],
      [{ postingCadence: 'hourly' }, 'Please select a posting cadence'],
    ])('refuses %j with its documented message', async (change, message) => {
      const { id, token } = await createdLead();
      const response = await t
        .agent()
        .post(`/api/leads/${id}/onboarding`)
        .query({ token })
        .send({ ...answers, ...change })
        .expect(400);
      expect(response.body.message).toBe(message);
    });
  });
});
