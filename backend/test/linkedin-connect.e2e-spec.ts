import type { Agent } from 'supertest';
import { LINKEDIN_NOT_SET_UP } from '../src/linkedin/linked-in-connections.js';
import { TokenCipher } from '../src/linkedin/token-cipher.js';
import { FakeLinkedIn } from './utils/fake-linkedin.js';
import { recordSecret } from './utils/log-secrets.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

/**
 * A client connecting their LinkedIn profile (docs/architecture.md, "LinkedIn"), against a local
 * LinkedIn: the grant through its consent page and back, the profile shown and the token sealed,
 * every way a return can be wrong, disconnecting, and erasure. Without the app's keys, nothing of it.
 */
describe('connecting LinkedIn', () => {
  describe('without the LinkedIn app’s keys', () => {
    let t: TestApp;
    let client: Agent;
    beforeAll(async () => {
      t = await createTestApp();
      client = (await t.signedInPortalClient('lia')).agent;
    });
    afterAll(() => t?.close());

    it('says it is not available, and connects nothing', async () => {
      expect((await client.get('/api/client/linkedin').expect(200)).body).toEqual({
        available: false,
        connection: null,
      });
      expect((await client.post('/api/client/linkedin/connect').expect(404)).body.message).toBe(
        LINKEDIN_NOT_SET_UP,
      );
      await client.delete('/api/client/linkedin').expect(404);
    });

    it('says a post cannot go to LinkedIn here, and approves nothing', async () => {
      const admin = await t.signedInAdmin();
      const { id: clientId } = (await client.get('/api/client/profile').expect(200)).body;
      const { body } = await admin.get(`/api/admin/clients/${clientId}`).expect(200);
      const subscriptionId = body.subscriptions.find((s: { status: string }) => s.status === 'active').id;
      const { id } = (
        await admin
          .post('/api/admin/content')
          .send({ subscriptionId, title: 'T', content: 'Words.' })
          .expect(201)
      ).body;
      await admin.post(`/api/admin/content/${id}/status`).send({ status: 'delivered' }).expect(200);
      for (const agent of [client, admin]) {
        const side = agent === client ? 'client' : 'admin';
        expect((await agent.get(`/api/${side}/content/${id}/linkedin`).expect(200)).body).toMatchObject({
          state: 'none',
          approvalBlock: 'not-set-up',
        });
        expect((await agent.post(`/api/${side}/content/${id}/linkedin/now`).expect(404)).body.message).toBe(
          LINKEDIN_NOT_SET_UP,
        );
      }
      await admin.post(`/api/admin/clients/${clientId}/linkedin-invitation`).expect(404);
      expect(await t.query('select 1 from linkedin_publications')).toHaveLength(0);
    });
  });

  describe('with them', () => {
    const linkedIn = new FakeLinkedIn();
    let t: TestApp;
    let client: { id: number; agent: Agent };

    beforeAll(async () => {
      await linkedIn.start();
      t = await createTestApp({ env: linkedIn.env() });
      client = await t.signedInPortalClient('noor');
    });
    afterAll(async () => {
      await t?.close();
      await linkedIn.stop();
    });

    /** Connect, on LinkedIn's consent page, then back: where the callback sends the browser. */
    async function connect(agent: Agent, change?: (back: URL) => void): Promise<string> {
      const { authorizationUrl } = (await agent.post('/api/client/linkedin/connect').expect(200)).body;
      const consent = await fetch(authorizationUrl, { redirect: 'manual' });
      const back = new URL(consent.headers.get('location')!);
      change?.(back);
      const answer = await agent.get(`${back.pathname}${back.search}`).expect(303);
      return answer.headers.location!;
    }

    it('sends a browser back without the client’s session to Settings, saying so, storing nothing', async () => {
      const { authorizationUrl } = (await client.agent.post('/api/client/linkedin/connect').expect(200)).body;
      const back = new URL((await fetch(authorizationUrl, { redirect: 'manual' })).headers.get('location')!);
      // Another browser (or the site's other address): no session comes back with the code.
      const answer = await t.agent().get(`${back.pathname}${back.search}`).expect(303);
      expect(answer.headers.location).toBe('/dashboard/settings?linkedin=signed-out');
      expect(
        await t.query('select 1 from linkedin_connections where client_id = $1', [client.id]),
      ).toHaveLength(0);
    });

    it('connects through LinkedIn’s consent page and shows whose profile it is, until when', async () => {
      expect(await connect(client.agent)).toBe('/dashboard/settings?linkedin=connected');
      const { body } = await client.agent.get('/api/client/linkedin').expect(200);
      expect(body).toEqual({
        available: true,
        connection: {
          name: 'Dana Whitfield',
          pictureUrl: linkedIn.member.picture,
          expiresAt: expect.any(String),
          connectedAt: expect.any(String),
          teamMayPublish: false,
          reviewersMayPublish: false,
        },
      });
      expect((Date.parse(body.connection.expiresAt) - Date.now()) / 86_400_000).toBeCloseTo(60, 0);
      // The token is sealed at rest, and in no answer.
      const [token] = [...linkedIn.tokens.keys()];
      recordSecret('LinkedIn token', token);
      const [row] = await t.query<{ token: string; member_sub: string }>(
        'select token, member_sub from linkedin_connections where client_id = $1',
        [client.id],
      );
      expect(row!.token).not.toContain(token!);
      expect(row!.member_sub).toBe(linkedIn.member.sub);
      expect(new TokenCipher('test-session-secret-that-is-long-enough-000').open(row!.token, client.id)).toBe(
        token,
      );
      expect(JSON.stringify(body)).not.toContain(token!);
    });

    it.each([
      [
        'a state that does not match',
        (back: URL) => back.searchParams.set('state', 'someone-elses'),
        'refused',
      ],
      ['no state', (back: URL) => back.searchParams.delete('state'), 'refused'],
      [
        'a cancelled login',
        (back: URL) => {
          back.searchParams.delete('code');
          back.searchParams.set('error', 'user_cancelled_login');
          back.searchParams.set('error_description', 'The user cancelled LinkedIn login');
        },
        'cancelled',
      ],
      ['a code LinkedIn does not know', (back: URL) => back.searchParams.set('code', 'made-up'), 'refused'],
    ])(
      'sends %s back to Settings, saying so, and keeps the connection as it was',
      async (_, change, outcome) => {
        const before = await t.query('select * from linkedin_connections');
        expect(await connect(client.agent, change)).toBe(`/dashboard/settings?linkedin=${outcome}`);
        expect(await t.query('select * from linkedin_connections')).toEqual(before);
      },
    );

    it('takes a return once: replayed, the same code and state are refused', async () => {
      const { authorizationUrl } = (await client.agent.post('/api/client/linkedin/connect').expect(200)).body;
      const back = new URL((await fetch(authorizationUrl, { redirect: 'manual' })).headers.get('location')!);
      const path = `${back.pathname}${back.search}`;
      expect((await client.agent.get(path).expect(303)).headers.location).toBe(
        '/dashboard/settings?linkedin=connected',
      );
      expect((await client.agent.get(path).expect(303)).headers.location).toBe(
        '/dashboard/settings?linkedin=refused',
      );
    });

    it('refuses another LinkedIn profile while one is connected', async () => {
      const first = linkedIn.member.sub;
      linkedIn.member = { ...linkedIn.member, sub: 'someoneElse1' };
      try {
        expect(await connect(client.agent)).toBe('/dashboard/settings?linkedin=other-profile');
      } finally {
        linkedIn.member = { ...linkedIn.member, sub: first };
      }
      const [row] = await t.query<{ member_sub: string }>('select member_sub from linkedin_connections');
      expect(row!.member_sub).toBe(first);
    });

    it('disconnects: the token revoked on LinkedIn and deleted here', async () => {
      await client.agent.delete('/api/client/linkedin').expect(204);
      expect([...linkedIn.tokens.values()].every((token) => token.revoked)).toBe(true);
      expect((await client.agent.get('/api/client/linkedin').expect(200)).body.connection).toBeNull();
      await client.agent.delete('/api/client/linkedin').expect(404);
    });

    it('is gone, revoked, with the client’s erasure', async () => {
      const erased = await t.signedInPortalClient('ezra');
      expect(await connect(erased.agent)).toBe('/dashboard/settings?linkedin=connected');
      const admin = await t.signedInAdmin();
      await admin.post(`/api/admin/clients/${erased.id}/erasure`).expect(200);
      expect(await t.query('select id from linkedin_connections where client_id = $1', [erased.id])).toEqual(
        [],
      );
    });
  });
});
