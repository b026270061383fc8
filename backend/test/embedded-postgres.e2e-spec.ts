import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeFileSync } from 'node:fs';
import {
  type EmbeddedDatabase,
  runningEmbeddedDatabaseUrl,
  startEmbeddedPostgres,
} from '../src/database/embedded-postgres.js';

const quiet = { log: () => undefined, debug: () => undefined, warn: () => undefined, error: () => undefined };

async function select(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The server `npm start` runs when DATABASE_URL is unset. */
describe('the embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ghostline-embedded-'));
  /** The server still running at the end, stopped after the suite. */
  let running: EmbeddedDatabase | undefined;

  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('initialises a cluster on first start and keeps data across a clean restart', async () => {
    const first = await startEmbeddedPostgres(dataDir, { logger: quiet });
    const url = await first.ensureDatabase('ghostline');
    await select(url, 'create table kept (value text); insert into kept values ($$still here$$)');
    await first.stop();
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // Left running on purpose: the next test plays the process that crashed without stopping it.
    const second = await startEmbeddedPostgres(dataDir, { logger: quiet });
    expect(await select(await second.ensureDatabase('ghostline'), 'select value from kept')).toEqual([
      { value: 'still here' },
    ]);
  });

  it('leaves alone a server another running Ghostline started, and lets tools connect to it', async () => {
    const ownerFile = join(dataDir, 'postgres-owner.pid');
    const ours = readFileSync(ownerFile, 'utf8');
    writeFileSync(ownerFile, '1\n'); // a process that is alive and is not this one
    try {
      await expect(startEmbeddedPostgres(dataDir, { logger: quiet })).rejects.toThrow(
        /Another Ghostline is already running/,
      );
      const url = await runningEmbeddedDatabaseUrl(dataDir, 'ghostline');
      expect(await select(url!, 'select value from kept')).toEqual([{ value: 'still here' }]);
    } finally {
      writeFileSync(ownerFile, ours);
    }
  });

  it('stops a server left running on the same folder by a crashed process, then starts', async () => {
    const leftover = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    running = await startEmbeddedPostgres(dataDir, { logger: quiet });
    expect(() => process.kill(leftover, 0)).toThrow();
    expect(await select(running.adminUrl, 'select 1 as up')).toEqual([{ up: 1 }]);
  });

  it('keeps the product’s data durable; only the test server runs without fsync', async () => {
    const durability = `select name, setting from pg_settings
      where name in ('fsync', 'synchronous_commit', 'full_page_writes') order by name`;
    expect(await select(running!.adminUrl, durability)).toEqual([
      { name: 'fsync', setting: 'on' },
      { name: 'full_page_writes', setting: 'on' },
      { name: 'synchronous_commit', setting: 'on' },
    ]);
    expect(await select(process.env.TEST_DATABASE_ADMIN_URL!, durability)).toEqual([
      { name: 'fsync', setting: 'off' },
      { name: 'full_page_writes', setting: 'off' },
      { name: 'synchronous_commit', setting: 'off' },
    ]);
  });
});
