import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, deactivate } from './utils/writer-accounts.js';

/**
 * Who hears of what: a notice about a client (a revision asked for, a cancellation) goes to the
 * client's writer when they have an active one with an address, else to every active admin; a new
 * lead goes to the admins. A deactivated admin hears of nothing.
 */

describe('the team’s notices', () => {
  let t: TestApp;
  let admin: ReturnType<TestApp['agent']>;
  let sequence = 0;
  const ADMINS = ['ava@example.com', 'boss@example.com'];

  /** Who was sent mails of `kind` about `about`, in order. */
  const recipients = async (kind: string, about: string) =>
    (
      await t.query<{ recipient: string }>(
        'select recipient from outgoing_mails where kind = $1 and about = $2 order by recipient',
        [kind, about],
      )
    ).map((row) => row.recipient);

  /** A signed-in client with delivered posts (seedPortalClient), assigned to `writer` when given. */
  const client = async (writer?: number) => {
    const username = `client${++sequence}`;
    const { id, agent } = await t.signedInPortalClient(username);
    if (writer) {
      await admin.patch(`/api/admin/clients/${id}/production`).send({ assignedToId: writer }).expect(200);
    }
    return { id, agent, email: `${username}@example.com` };
  };

  /** The client asks for a revision of a post delivered to them. */
  const askRevision = async ({ id, agent }: { id: number; agent: ReturnType<TestApp['agent']> }) => {
    const [post] = await t.query<{ id: number }>(
      `select id from content_deliverables where client_id = $1 and status = 'delivered' order by id limit 1`,
      [id],
    );
    await agent
      .post(`/api/client/content/${post!.id}/revision`)
      .send({ feedbackNotes: 'Open with the story, please.' })
      .expect(200);
  };

  beforeAll(async () => {
    // No queue: the mails stay recorded, with their recipients, for the suite to read.
    t = await createTestApp({ queue: false });
    admin = await t.signedInAdmin();
    await t.query(
      "update users set email = 'boss@example.com', email_confirmed_at = now() where username = 'boss'",
    );
    await createTeamMember(t, { username: 'ava', role: 'admin' });
    await deactivate(t, await createTeamMember(t, { username: 'olga', role: 'admin' }));
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('a revision requested', () => {
    it('goes to every active admin when the client has no writer', async () => {
      const { email, ...rest } = await client();
      await createTeamMember(t, { username: 'idle' });
      await askRevision(rest);
      expect(await recipients('revision_requested', email)).toEqual(ADMINS);
    });

    it('goes to the client’s writer alone', async () => {
      const writer = await createTeamMember(t, { username: 'wendy' });
      const { email, ...rest } = await client(writer);
      await askRevision(rest);
      expect(await recipients('revision_requested', email)).toEqual(['wendy@example.com']);
    });

    it('goes to an admin who is the client’s writer alone', async () => {
      const [{ id: bossId }] = await t.query<{ id: number }>("select id from users where username = 'boss'");
      const { email, ...rest } = await client(bossId);
      await askRevision(rest);
      expect(await recipients('revision_requested', email)).toEqual(['boss@example.com']);
    });

    it('goes to the admins when the writer was deactivated', async () => {
      const writer = await createTeamMember(t, { username: 'dora' });
      const { email, ...rest } = await client(writer);
      await deactivate(t, writer);
      await askRevision(rest);
      expect(await recipients('revision_requested', email)).toEqual(ADMINS);
    });

    it('goes to the admins when the writer has no address', async () => {
      const writer = await createTeamMember(t, { username: 'nomail', email: null });
      const { email, ...rest } = await client(writer);
      await askRevision(rest);
      expect(await recipients('revision_requested', email)).toEqual(ADMINS);
    });
  });

  describe('a client’s cancellation', () => {
    const cancel = async ({ id, agent }: { id: number; agent: ReturnType<TestApp['agent']> }) => {
      const [subscription] = await t.query<{ id: number }>(
        `select id from client_subscriptions where client_id = $1 and status = 'active'`,
        [id],
      );
      await agent
        .post(`/api/client/subscriptions/${subscription!.id}/cancel`)
        .send({ reason: 'Budget' })
        .expect(200);
    };

    it('goes to the client’s writer alone', async () => {
      const writer = await createTeamMember(t, { username: 'wilma' });
      const { email, ...rest } = await client(writer);
      await cancel(rest);
      expect(await recipients('subscription_canceled', email)).toEqual(['wilma@example.com']);
    });

    it('goes to every active admin when the client has no writer', async () => {
      const { email, ...rest } = await client();
      await cancel(rest);
      expect(await recipients('subscription_canceled', email)).toEqual(ADMINS);
    });
  });

  it('tells the active admins, and no writer, of a new lead', async () => {
    const { email } = await t.submitLead({ name: 'Lena Lead', email: 'lena@example.com' });
    expect(await recipients('new_lead', email)).toEqual(ADMINS);
  });
});
