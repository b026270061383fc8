import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import pg from 'pg';
import { AdminAccountsService } from '../src/auth/admin-accounts.service.js';
import { createOrmConfig } from '../src/mikro-orm.config.js';
import { createTestApp, createTestDatabase, type TestApp } from './utils/test-app.js';

const PASSWORD = 'a long enough passphrase';
const HIDDEN = 'Username may not contain invisible or text-direction characters';

describe('usernames told apart as people read them', () => {
  let t: TestApp;
  const register = (username: string, email: string) =>
    t
      .agent()
      .post('/api/client/register')
      .send({ username, email, password: PASSWORD, firstName: 'D', lastName: 'M' });

  beforeAll(async () => {
    t = await createTestApp();
    await register('demo', 'demo@example.com').expect(201);
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['another case', 'Demo'],
    ['fullwidth letters', 'ＤＥＭＯ'],
    ['fullwidth lower case', 'ｄｅｍｏ'],
  ])('refuses "demo" in %s: 409, the username is taken', async (_name, username) => {
    const { body } = await register(username, `${encodeURIComponent(username)}@example.com`).expect(409);
    expect(body.message).toBe('This username is already taken');
  });

  it.each([
    ['a zero-width space', 'de\u200bmo'],
    ['a word joiner', 'de\u2060mo'],
    ['a right-to-left override', '\u202eomed'],
    ['a right-to-left isolate', 'demo\u2067x'],
    ['a left-to-right mark', 'de\u200emo'],
  ])('refuses a username with %s: 400 naming the field and the rule', async (_name, username) => {
    const { body } = await register(username, 'hidden@example.com').expect(400);
    expect(body).toMatchObject({ message: HIDDEN, errors: [HIDDEN] });
  });

  it('stores a username in its NFKC form and signs it in typed in any case or width', async () => {
    const { body } = await register('ｆｏｘ.Ｍｕｌｄｅｒ', 'fox@example.com').expect(201);
    expect(body.user.username).toBe('fox.Mulder');
    for (const typed of ['ＤＥＭＯ', 'Demo', ' demo ']) {
      const { body: signedIn } = await t
        .agent()
        .post('/api/client/login')
        .send({ username: typed, password: PASSWORD })
        .expect(200);
      expect(signedIn.user.username).toBe('demo');
    }
  });

  it('applies the same rules to a converted client and an admin made from the shell', async () => {
    const admin = await t.signedInAdmin();
    const lead = await t.submitLead();
    const conversion = { email: 'new@example.com', firstName: 'N', lastName: 'C', plan: 'echo', amount: 299 };
    const taken = await admin
      .post(`/api/admin/leads/${lead.id}/convert`)
      .send({ ...conversion, username: 'ＤＥＭＯ' });
    expect([taken.status, taken.body.message]).toEqual([409, 'This username is already taken']);
    const hidden = await admin
      .post(`/api/admin/leads/${lead.id}/convert`)
      .send({ ...conversion, username: 'de\u200bmo' });
    expect([hidden.status, hidden.body.message]).toEqual([400, HIDDEN]);

    const accounts = t.app.get(AdminAccountsService);
    await expect(accounts.createOrReset('ＤＥＭＯ', PASSWORD)).rejects.toThrow(
      '"demo" is a client account; choose another username for the admin',
    );
    await expect(accounts.createOrReset('bo\u200bss', PASSWORD)).rejects.toThrow(HIDDEN);
    expect(await accounts.createOrReset('ＢＯＳＳ', PASSWORD)).toBe('reset');
    expect(await t.query("select username from users where role = 'admin'")).toEqual([{ username: 'boss' }]);
  });
});

const MIGRATION = 'Migration20261124004737';

describe(`${MIGRATION}: usernames keyed by their NFKC, case-folded form`, () => {
  it('normalizes stored usernames and numbers the look-alikes of older accounts, saying which', async () => {
    const database = await createTestDatabase();
    const config = createOrmConfig(database.url, { logger: () => undefined });
    const orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, snapshot: false } });
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const client = new pg.Client({ connectionString: database.url });
    try {
      await orm.migrator.up({ to: 'Migration20261123230013' });
      await client.connect();
      await client.query(
        `insert into users (id, username, password, role) values
          (1, 'demo', 'x', 'client'), (2, 'ＤＥＭＯ', 'x', 'client'), (3, 'de\u200bmo', 'x', 'client'),
          (4, 'Zoë', 'x', 'client'), (5, 'ｆｉｏｎａ', 'x', 'admin'), (6, '\u202eevil', 'x', 'client')`,
      );
      await orm.migrator.up();
      const { rows } = await client.query('select id, username, username_key from users order by id');
      expect(rows).toEqual([
        { id: 1, username: 'demo', username_key: 'demo' },
        { id: 2, username: 'DEMO2', username_key: 'demo2' },
        { id: 3, username: 'demo3', username_key: 'demo3' },
        { id: 4, username: 'Zoë', username_key: 'zoë' },
        { id: 5, username: 'fiona', username_key: 'fiona' },
        { id: 6, username: 'evil', username_key: 'evil' },
      ]);
      const messages = [...log.mock.calls, ...warn.mock.calls].map(([message]) => String(message));
      expect(messages).toContain(
        `${MIGRATION}: 4 username(s) normalized (NFKC, invisible and text-direction characters removed) [2, 3, 5, 6]`,
      );
      expect(messages).toContain(
        `${MIGRATION}: 2 username(s) were another account's in another case or form and were numbered [2, 3]`,
      );
    } finally {
      log.mockRestore();
      warn.mockRestore();
      await client.end();
      await orm.close(true);
      await database.drop();
    }
  });
});
