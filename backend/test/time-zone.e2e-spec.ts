import { createTestApp, type TestApp } from './utils/test-app.js';

const RULE = 'timeZone must be a time zone such as America/New_York (its IANA name)';

/**
 * A client's time zone (an IANA name): chosen in Settings or by the team, kept with the account, and
 * shown back to both; anything that is not a zone's name is refused, naming the field.
 */
describe("a client's time zone", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is unset at first, then the client’s own choice, kept in their session', async () => {
    const { agent } = await t.signedInPortalClient('tara');
    expect((await agent.get('/api/client/profile').expect(200)).body.timeZone).toBeNull();
    const saved = await agent.patch('/api/client/profile').send({ timeZone: 'Europe/Paris' }).expect(200);
    expect(saved.body.user.timeZone).toBe('Europe/Paris');
    expect((await agent.get('/api/client/profile').expect(200)).body.timeZone).toBe('Europe/Paris');
  });

  it('is set by the team on the client’s page too', async () => {
    const { id } = await t.signedInPortalClient('theo');
    const admin = await t.signedInAdmin();
    const { body } = await admin
      .patch(`/api/admin/clients/${id}`)
      .send({ timeZone: 'America/Chicago' })
      .expect(200);
    expect(body.timeZone).toBe('America/Chicago');
  });

  it.each(['Mars/Olympus_Mons', '+01:00', '', 'Europe/Paris\n'])(
    'refuses %j, naming the field, and keeps the zone',
    async (zone) => {
      const { agent } = await t.signedInPortalClient(`tz${Math.random().toString(36).slice(2, 8)}`);
      await agent.patch('/api/client/profile').send({ timeZone: 'Asia/Tokyo' }).expect(200);
      const { body } = await agent.patch('/api/client/profile').send({ timeZone: zone }).expect(400);
      expect(body.message).toBe(RULE);
      expect((await agent.get('/api/client/profile').expect(200)).body.timeZone).toBe('Asia/Tokyo');
    },
  );
});
