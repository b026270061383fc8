import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import pg from 'pg';
import { createOrmConfig } from '../src/mikro-orm.config.js';
import { createTestDatabase } from './utils/test-app.js';

const BEFORE = 'Migration20261127071500';
const MIGRATION = 'Migration20261127073500';

/**
 * The migration that keeps payments one per period: the 'paid' events recorded so far become payments,
 * a period paid twice (the double click) keeping its first payment, and every event staying.
 */
describe(`${MIGRATION}: the payments recorded so far, one per period`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;

  const query = async (sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    // The migrations' own lines (the earlier ones report what they changed) stay out of the output.
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    database = await createTestDatabase();
    const config = createOrmConfig(database.url, { logger: () => undefined });
    // A database part-way through must not rewrite the committed snapshot.
    orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, snapshot: false } });
    await orm.migrator.up({ to: BEFORE });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await orm?.close(true);
    await database?.drop();
  });

  it("carries each period paid over once, the first of a double click, and keeps every 'paid' event", async () => {
    await query(
      `insert into users (id, username, username_key, password, email, role) values (1, 'ada', 'ada', 'x', 'ada@example.com', 'client')`,
    );
    await query(
      `insert into client_subscriptions (id, client_id, plan, status, start_date, renewal_date, amount, posts_per_month, billing, paid_through)
       values (1, 1, 'echo', 'active', '2026-12-27T10:00:00Z', '2027-02-27T10:00:00Z', 249, 12, 'manual', '2027-02-27T10:00:00Z'),
              (2, 1, 'ghost', 'active', '2026-12-05T00:00:00Z', '2027-01-05T00:00:00Z', 99, 4, 'stripe', '2027-01-05T00:00:00Z')`,
    );
    await query(
      `insert into subscription_events (subscription_id, kind, source, at, amount, period_end, detail) values
        (1, 'paid', 'team', '2026-12-27T11:00:00Z', 249, '2027-01-27T10:00:00Z', 'Wire 118'),
        (1, 'paid', 'team', '2026-12-27T11:00:01Z', 249, '2027-01-27T10:00:00Z', null),
        (1, 'paid', 'team', '2027-01-27T11:00:00Z', 249, '2027-02-27T10:00:00Z', null),
        (2, 'paid', 'stripe', '2026-12-05T00:00:05Z', 99, '2027-01-05T00:00:00Z', 'Stripe invoice 0001'),
        (1, 'created', 'team', '2026-12-27T10:00:00Z', 249, '2027-01-27T10:00:00Z', null)`,
    );

    await orm.migrator.up();

    expect(
      await query(
        `select subscription_id, period_start, period_end, amount, source, note, voided_at from payments order by subscription_id, period_start`,
      ),
    ).toEqual([
      {
        subscription_id: 1,
        period_start: new Date('2026-12-27T10:00:00Z'),
        period_end: new Date('2027-01-27T10:00:00Z'),
        amount: '249.00',
        source: 'manual',
        note: 'Wire 118',
        voided_at: null,
      },
      {
        subscription_id: 1,
        period_start: new Date('2027-01-27T10:00:00Z'),
        period_end: new Date('2027-02-27T10:00:00Z'),
        amount: '249.00',
        source: 'manual',
        note: null,
        voided_at: null,
      },
      {
        subscription_id: 2,
        period_start: new Date('2026-12-05T00:00:00Z'),
        period_end: new Date('2027-01-05T00:00:00Z'),
        amount: '99.00',
        source: 'stripe',
        note: 'Stripe invoice 0001',
        voided_at: null,
      },
    ]);
    // The history keeps every 'paid' event, each now naming its period's start.
    expect(
      await query(`select period_start from subscription_events where kind = 'paid' order by id`),
    ).toEqual([
      { period_start: new Date('2026-12-27T10:00:00Z') },
      { period_start: new Date('2026-12-27T10:00:00Z') },
      { period_start: new Date('2027-01-27T10:00:00Z') },
      { period_start: new Date('2026-12-05T00:00:00Z') },
    ]);
  });
});
