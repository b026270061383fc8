import { jest } from '@jest/globals';
import request from 'supertest';
import { Clock } from '../src/common/clock.js';
import { BURST_QUIET_MS } from '../src/comments/comment-rules.js';
import { ConversationMails } from '../src/comments/conversation-mails.js';
import { CLIENT_PASSWORD, createTestApp, type TestApp } from './utils/test-app.js';

/**
 * Two apps, one after the other, in one process (as two describe blocks of a test file make them):
 * passport is one instance per process, so a closed app's session serializer must not go on reading
 * users for the next one from its own, dropped, database.
 */
describe('a second app in the same process', () => {
  it('reads a signed-in user from its own database once the first app has closed', async () => {
    const first: TestApp = await createTestApp();
    await (await first.signedInAdmin()).get('/api/admin/check-auth').expect(200);
    await first.close();

    const second: TestApp = await createTestApp();
    try {
      const admin = await second.signedInAdmin();
      const { body } = await admin.get('/api/admin/check-auth').expect(200);
      expect(body).toMatchObject({ role: 'admin' });
    } finally {
      await second.close();
    }
  });
});

/**
 * Two servers on one database at once (as two processes behind a proxy): nothing of a session or its
 * user is kept in a process, so a sign-out, a password change or a deactivation made through one
 * holds on the very next request to the other.
 */
describe('two apps on one database', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ queue: false });
    second = await createTestApp({ queue: false, databaseUrl: first.databaseUrl });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** A new session of the client, signed in through the first app: its cookies. */
  const signIn = async (username: string, password = CLIENT_PASSWORD): Promise<string> => {
    const response = await request(first.app.getHttpServer())
      .post('/api/client/login')
      .send({ username, password })
      .expect(200);
    return ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  };
  const profileOn = (app: TestApp, cookie: string) =>
    request(app.app.getHttpServer()).get('/api/client/profile').set('Cookie', cookie);

  it('a sign-out through one ends the session on the other', async () => {
    await first.signedInPortalClient('twoapps-out');
    const cookie = await signIn('twoapps-out');
    await profileOn(first, cookie).expect(200);
    await profileOn(second, cookie).expect(200);
    await request(second.app.getHttpServer()).post('/api/client/logout').set('Cookie', cookie).expect(200);
    await profileOn(first, cookie).expect(401);
  });

  it("a password change through one ends the user's other sessions on the other", async () => {
    await first.signedInPortalClient('twoapps-pass');
    const elsewhere = await signIn('twoapps-pass');
    const changing = await signIn('twoapps-pass');
    await profileOn(first, elsewhere).expect(200);
    await request(second.app.getHttpServer())
      .post('/api/client/change-password')
      .set('Cookie', changing)
      .send({ currentPassword: CLIENT_PASSWORD, newPassword: 'a-new-passphrase-for-two-apps-77' })
      .expect(200);
    await profileOn(first, elsewhere).expect(401);
    await profileOn(first, changing).expect(200);
  });

  it('a deactivation made elsewhere holds on the next request', async () => {
    const { id } = await first.signedInPortalClient('twoapps-off');
    const cookie = await signIn('twoapps-off');
    await profileOn(first, cookie).expect(200);
    await second.query('update users set deactivated_at = now() where id = $1', [id]);
    await profileOn(first, cookie).expect(401);
  });

  it('a burst written through one is mailed once, though both servers pass over it at the same moment', async () => {
    const { agent } = await first.signedInPortalClient('twoapps-burst');
    const post = (await agent.get('/api/client/content').expect(200)).body.items.find(
      (item: { status: string }) => item.status === 'delivered',
    ).id;
    const admin = await first.signedInAdmin();
    await admin
      .post(`/api/admin/content/${post}/comments`)
      .send({ body: 'Shall we open with the story?', internal: false })
      .expect(201);
    // Kept in the database, not in the server that took it: the other one (or the next start) finds it.
    const later = new Date(Date.now() + BURST_QUIET_MS);
    const clocks = [first, second].map((app) => jest.spyOn(app.app.get(Clock), 'now').mockReturnValue(later));
    try {
      const passes = await Promise.all([first, second].map((app) => app.app.get(ConversationMails).run()));
      expect(passes.sort()).toEqual([0, 1]);
    } finally {
      for (const clock of clocks) clock.mockRestore();
    }
    expect(
      await second.query(
        `select subject from outgoing_mails where kind = 'comment_answered' and recipient = 'twoapps-burst@example.com'`,
      ),
    ).toEqual([{ subject: 'New comment on your post: Hiring is a system, not a hunch' }]);
  });
});
