import { createTestApp, type TestApp } from './utils/test-app.js';

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
