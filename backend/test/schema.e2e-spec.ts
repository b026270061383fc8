import pg from 'pg';
import { createTestApp, type TestApp } from './utils/test-app.js';

/** The committed migrations and the entities must describe the same schema. */
describe('the database schema', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('has applied every migration at start', async () => {
    expect(await t.orm.migrator.getPending()).toEqual([]);
    expect((await t.orm.migrator.getExecuted()).length).toBeGreaterThan(0);
  });

  it('matches the entities: an entity changed without a migration fails here', async () => {
    const diff = await t.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
    expect(await t.orm.migrator.checkSchema()).toBe(false);
  });

  // docs/product.md, "Records".
  it('keeps the stored defaults and limits in the database itself', async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const user = await client.query(
        `insert into users (username, username_key, password) values ('writer', 'writer', 'x') returning role, created_at`,
      );
      expect(user.rows[0].role).toBe('admin');
      expect(user.rows[0].created_at).toBeInstanceOf(Date);

      const lead = await client.query(
        `insert into leads (name, email, linkedin, industry, goals) values ('Ada', 'a@x.io', 'https://l.in/a', 'tech', '{a,b}')
         returning status, is_onboarded, goals`,
      );
      expect(lead.rows[0]).toEqual({ status: 'new', is_onboarded: false, goals: ['a', 'b'] });

      await expect(
        client.query(
          `insert into users (username, username_key, password) values ('writer', 'writer2', 'y')`,
        ),
      ).rejects.toThrow(/users_username_unique/);
      await expect(
        client.query(
          `insert into leads (name, email, linkedin, industry, status) values ('B', 'b@x.io', 'l', 'tech', 'lost')`,
        ),
      ).rejects.toThrow(/leads_status_check/);
      await expect(
        client.query(
          `insert into leads (name, email, linkedin, industry) values ('C', 'c@x.io', 'l', '${'x'.repeat(101)}')`,
        ),
      ).rejects.toThrow(/too long/);

      const sub = await client.query(
        `insert into client_subscriptions (client_id, plan, amount, posts_per_month) values ($1, 'echo', 299.5, 12)
         returning status, auto_renew, amount, start_date`,
        [(await client.query(`select id from users where username = 'writer'`)).rows[0].id],
      );
      expect(sub.rows[0]).toMatchObject({ status: 'active', auto_renew: true, amount: '299.50' });
      expect(sub.rows[0].start_date).toBeInstanceOf(Date);
      await expect(
        client.query(
          `insert into client_subscriptions (client_id, plan, amount, posts_per_month) values (1, 'echo', 123456789.00, 12)`,
        ),
      ).rejects.toThrow(/numeric field overflow/);
    } finally {
      await client.end();
    }
  });

  it('has a session table for express-session', async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select column_name from information_schema.columns where table_name = 'session' order by column_name`,
      );
      expect(rows.map((row) => row.column_name)).toEqual(['expire', 'sess', 'sid']);
    } finally {
      await client.end();
    }
  });
});
