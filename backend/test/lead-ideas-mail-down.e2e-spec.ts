import { BackgroundTasks } from '../src/common/background-tasks.service.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const IDEAS = {
  idea1: 'The hire I got wrong, and the interview question that would have caught it',
  idea2: 'Why our best engineers write fewer lines of code than anyone else',
  idea3: 'Three numbers I check every Monday before I open my inbox',
};

describe('sending the ideas while mail is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Nothing listens on port 1: every mail fails.
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 and records nothing, so the history never claims a mail that did not go', async () => {
    const admin = await t.signedInAdmin();
    const { body } = await t
      .agent()
      .post('/api/leads')
      .send({
        name: 'Unlucky Una',
        email: 'una@example.com',
        linkedin: 'https://www.linkedin.com/in/x',
        industry: 'tech',
      })
      .expect(201);
    await t.app.get(BackgroundTasks).settled();

    expect((await admin.post(`/api/leads/${body.leadId}/ideas`).send(IDEAS).expect(503)).body.message).toBe(
      'The ideas could not be emailed just now: please try again',
    );
    const { body: lead } = await admin.get(`/api/leads/${body.leadId}`).expect(200);
    expect(lead.status).toBe('new');
    expect(lead.activity.map((entry: { kind: string }) => entry.kind)).toEqual(['created']);
  });
});
