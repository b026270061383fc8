import { createTestApp, createTestDatabase, type TestApp } from './utils/test-app.js';

/** Every column of every table the app's start made, in its own schema and the queue's. */
const COLUMNS = `select table_schema, table_name, column_name, data_type, is_nullable, column_default
  from information_schema.columns where table_schema in ('public', 'pgboss')
  order by table_schema, table_name, column_name`;

/**
 * The suites' apps run on copies of one template database (test/utils/test-app.ts): the copy must be
 * what an app's first start on an empty database makes, or every suite would test another schema.
 */
describe('the test runs’ template database', () => {
  let fresh: TestApp;
  let copy: TestApp;
  let freshDatabase: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    freshDatabase = await createTestDatabase();
    fresh = await createTestApp({ databaseUrl: freshDatabase.url });
    copy = await createTestApp();
  });

  afterAll(async () => {
    await copy?.close();
    await fresh?.close();
    await freshDatabase?.drop();
  });

  it('has the schema and migrations a first start makes, and no row of the product', async () => {
    expect(await copy.query(COLUMNS)).toEqual(await fresh.query(COLUMNS));
    const migrations = `select name from mikro_orm_migrations order by name`;
    expect(await copy.query(migrations)).toEqual(await fresh.query(migrations));
    const tables = await copy.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    const counts = await copy.query<{ rows: string }>(
      tables
        .map(({ name }) => `select '${name}' as table, count(*)::int as rows from "${name}"`)
        .join(' union all '),
    );
    expect(counts.filter(({ rows }) => Number(rows) > 0)).toEqual([]);
  });
});
