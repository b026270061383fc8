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

  it('records the ideas and queues their mail, which waits for the server with its error shown', async () => {
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

    await admin.post(`/api/leads/${body.leadId}/ideas`).send(IDEAS).expect(200);
    const { body: lead } = await admin.get(`/api/leads/${body.leadId}`).expect(200);
    expect(lead.status).toBe('contacted');
    expect(lead.activity.map((entry: { kind: string }) => entry.kind)).toContain('ideas_sent');

    // The mail is kept, tried, and waits for another try with the reason the last one failed.
    await t.mailsSettled();
    const [mail] = await t.query(
      `select status, attempts, last_error, text from outgoing_mails where kind = 'free_ideas' and recipient = $1`,
      ['una@example.com'],
    );
    expect(mail).toMatchObject({
      status: 'retrying',
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(mail!.text).toContain(IDEAS.idea1);
  });
});
