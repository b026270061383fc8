import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createOrmConfig } from '../src/mikro-orm.config.js';
import { createTestDatabase } from './utils/test-app.js';

const BEFORE = 'Migration20261127071500';
const MIGRATION = 'Migration20261127072500';

/**
 * The migration that gives each mail the lead it was caused by, and each archived lead the status it
 * had: run on a database at the migration before it, holding what earlier versions recorded.
 */
describe(`${MIGRATION}: mails belong to their lead, archived leads remember their status`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;

  const query = async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.end();
    }
  };
  let mails = 0;
  const mail = async (kind: string, recipient: string, about: string | null = null) =>
    (
      await query<{ id: number }>(
        `insert into outgoing_mails (kind, recipient, about, subject, message_id, status)
         values ($1, $2, $3, 'A subject', $4, 'sent') returning id`,
        [kind, recipient, about, `<m${++mails}@ghostline.test>`],
      )
    )[0]!.id;
  const lead = async (email: string, status = 'new') =>
    (
      await query<{ id: number }>(
        `insert into leads (name, email, linkedin, industry, status) values ('Ada', $1, 'https://l.in/a', 'tech', $2) returning id`,
        [email, status],
      )
    )[0]!.id;

  beforeEach(async () => {
    database = await createTestDatabase();
    const config = createOrmConfig(database.url, { logger: () => undefined });
    // A database part-way through must not rewrite the committed snapshot.
    orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, snapshot: false } });
    await orm.migrator.up({ to: BEFORE });
  });

  afterEach(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  it('gives a mail its lead only where one lead, and no account, has its address', async () => {
    const only = await lead('only@example.com');
    await lead('twice@example.com');
    await lead('Twice@Example.com ');
    const client = await lead('client@example.com');
    await query(
      `insert into users (username, username_key, password, email, role) values ('cli', 'cli', 'x', 'client@example.com', 'client')`,
    );
    const confirmation = await mail('lead_confirmation', 'only@example.com');
    const ideas = await mail('free_ideas', 'ONLY@example.com');
    const notice = await mail('new_lead', 'boss@ghostline.test', 'only@example.com');
    const ambiguous = await mail('lead_confirmation', 'twice@example.com');
    const ofClient = await mail('lead_confirmation', 'client@example.com');
    const reset = await mail('password_reset', 'only@example.com');

    await orm.migrator.up({ to: MIGRATION });

    const owners = Object.fromEntries(
      (await query<{ id: number; lead_id: number | null }>('select id, lead_id from outgoing_mails')).map(
        (row) => [row.id, row.lead_id],
      ),
    );
    expect(owners).toEqual({
      [confirmation]: only,
      [ideas]: only,
      [notice]: only,
      [ambiguous]: null,
      [ofClient]: null,
      [reset]: null,
    });
    expect(client).toBeGreaterThan(0);
  });

  it('gives each archived lead the status its history says it had, else converted for a client’s lead, else new', async () => {
    const contacted = await lead('a@example.com', 'archived');
    const converted = await lead('b@example.com', 'archived');
    const unknown = await lead('c@example.com', 'archived');
    const erasedClient = await lead('', 'archived');
    const active = await lead('d@example.com', 'contacted');
    await query(
      `insert into lead_activities (lead_id, kind, description, created_at) values
        ($1, 'status_changed', 'Status changed from new to contacted', now() - interval '3 days'),
        ($1, 'status_changed', 'Status changed from contacted to archived', now() - interval '2 days'),
        ($2, 'status_changed', 'Status changed from converted to archived', now() - interval '1 day'),
        ($3, 'note_added', 'Note added', now())`,
      [contacted, converted, unknown],
    );
    const [{ id: account }] = await query<{ id: number }>(
      `insert into users (username, username_key, password, role) values ('erased-1', 'erased-1', 'x', 'client') returning id`,
    );
    await query(
      `insert into client_subscriptions (client_id, lead_id, plan, amount, posts_per_month) values ($1, $2, 'echo', 299, 12)`,
      [account, erasedClient],
    );

    await orm.migrator.up({ to: MIGRATION });

    const before = Object.fromEntries(
      (
        await query<{ id: number; status_before_archive: string | null }>(
          'select id, status_before_archive from leads',
        )
      ).map((row) => [row.id, row.status_before_archive]),
    );
    expect(before).toEqual({
      [contacted]: 'contacted',
      [converted]: 'converted',
      [unknown]: 'new',
      [erasedClient]: 'converted',
      [active]: null,
    });
  });
});
