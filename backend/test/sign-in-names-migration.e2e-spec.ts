import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import pg from 'pg';
import { createOrmConfig } from '../src/mikro-orm.config.js';
import { seedDemo } from '../src/seeders/demo.seeder.js';
import { createTestDatabase } from './utils/test-app.js';

const BEFORE = 'Migration20261121143705';
const MIGRATION = 'Migration20261123230013';

/**
 * The migration that makes usernames and emails unique in any case (and usernames free of "@"),
 * run on a database at the migration before it that holds the accounts it must resolve.
 */
describe(`${MIGRATION}: one account per username or email, in any case`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;
  let log: jest.SpiedFunction<Logger['log']>;

  const query = async (sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows;
    } finally {
      await client.end();
    }
  };
  const migrationLog = () =>
    log.mock.calls
      .map(([message]) => String(message))
      .find((message: string) => message.startsWith(MIGRATION));

  beforeEach(async () => {
    database = await createTestDatabase();
    const config = createOrmConfig(database.url, { logger: () => undefined });
    // A database part-way through must not rewrite the committed snapshot.
    orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, snapshot: false } });
    await orm.migrator.up({ to: BEFORE });
    log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    log.mockRestore();
    await orm?.close(true);
    await database?.drop();
  });

  it('renames usernames with @ or taken in another case, and clears an email taken in another case', async () => {
    await query(
      `insert into users (id, username, password, email, role) values
        (1, 'Bob', 'x', 'bob@example.com', 'client'),
        (2, 'bob', 'x', 'Bob@Example.com', 'client'),
        (3, 'BOB', 'x', null, 'admin'),
        (4, 'Ada.Lovelace@example.com', 'x', 'ada@example.com', 'client'),
        (5, 'ada.lovelace', 'x', 'ADA@example.COM', 'client'),
        (6, 'x@example.com', 'x', null, 'admin'),
        (7, 'Zoë', 'x', 'Zoe@Example.com', 'client'),
        (8, 'bob2', 'x', null, 'client')`,
    );

    await orm.migrator.up();

    expect(await query(`select id, username, email from users order by id`)).toEqual([
      { id: 1, username: 'Bob', email: 'bob@example.com' },
      { id: 2, username: 'bob3', email: null },
      { id: 3, username: 'BOB4', email: null },
      { id: 4, username: 'ada.lovelace2', email: 'ada@example.com' },
      { id: 5, username: 'ada.lovelace', email: null },
      { id: 6, username: 'admin', email: null },
      { id: 7, username: 'Zoë', email: 'zoe@example.com' },
      { id: 8, username: 'bob2', email: null },
    ]);
    expect(migrationLog()).toBe(
      `${MIGRATION}: 6 account(s) changed for sign-in by username or email in any case: ` +
        '4 username(s) renamed [2, 3, 4, 6], 2 email(s) shared in another case cleared [2, 5], 1 email(s) lower-cased',
    );
  });

  it('then refuses a username or an email another account has in another case', async () => {
    await orm.migrator.up({ to: MIGRATION });
    await query(`insert into users (username, password, email) values ('Carol', 'x', 'carol@example.com')`);
    await expect(query(`insert into users (username, password) values ('CAROL', 'x')`)).rejects.toThrow(
      /users_username_lower_unique/,
    );
    await expect(
      query(`insert into users (username, password, email) values ('dave', 'x', 'Carol@Example.com')`),
    ).rejects.toThrow(/users_email_lower_unique/);
  });

  it('finds nothing to change in the demo seed', async () => {
    // Seeded by today's entities, then taken back to before the migration and up again.
    await orm.migrator.up();
    await seedDemo(orm.em.fork(), { client: 'a demo passphrase', writer: 'a writer passphrase' });
    await query(`insert into users (username, username_key, password) values ('admin', 'admin', 'x')`);
    // The schema of then had no writers: the demo's goes (its client and post let go of it).
    await query(`delete from users where role = 'writer'`);
    await orm.migrator.down({ to: BEFORE });
    const before = await query(`select id, username, email from users order by id`);

    await orm.migrator.up();

    expect(await query(`select id, username, email from users order by id`)).toEqual(before);
    expect(migrationLog()).toMatch(/: 0 account\(s\) changed/);
  });
});
