import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import {
  backupName,
  BackupService,
  type BackupSettings,
  DatabaseNotEmptyError,
  NIGHTLY_BACKUP,
} from '../src/backups/backup.service.js';
import { findRunningServer, openCommandDatabase } from '../src/database/embedded-postgres.js';
import { createOrmConfig } from '../src/mikro-orm.config.js';
import { JobQueue } from '../src/queue/job-queue.js';
import { createTestApp, createTestDatabase, type TestApp } from './utils/test-app.js';

async function rowsOf(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Every row of every table of the product's schema, table by table (migrations by name only: their times differ). */
async function contents(url: string): Promise<Record<string, unknown[]>> {
  const tables = (await rowsOf(
    url,
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  )) as { tablename: string }[];
  const result: Record<string, unknown[]> = {};
  for (const { tablename } of tables) {
    result[tablename] = await rowsOf(
      url,
      tablename === 'mikro_orm_migrations'
        ? 'SELECT name FROM mikro_orm_migrations ORDER BY name'
        : `SELECT * FROM "${tablename}" ORDER BY 1`,
    );
  }
  return result;
}

describe('backups (npm run backup / restore, the nightly job)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ghostline-backups-'));
  let t: TestApp;
  const logs: string[] = [];
  const logger = {
    log: (message: unknown) => logs.push(String(message)),
    warn: (message: unknown) => logs.push(`WARN ${String(message)}`),
    error: (message: unknown) => logs.push(`ERROR ${String(message)}`),
  };
  const service = (settings: Partial<BackupSettings> = {}) =>
    new BackupService({ databaseUrl: t.databaseUrl, dataDir, keep: 14, ...settings }, logger);

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir, BACKUP_KEEP: '14' } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    logs.length = 0;
  });

  it('round-trips: a backup restored into an empty database has the same rows, and a dump older than the code is migrated', async () => {
    await t.signedInAdmin();
    await t.submitLead();
    await t.submitLead({ name: 'Grace Hopper' });
    await t.mailsSettled();
    // The backup is made by the previous version of the code: one migration short. (No snapshot
    // rewrite: the migrator would otherwise write the rolled-back schema into src/migrations.)
    const config = createOrmConfig(t.databaseUrl);
    const orm = await MikroORM.init({
      ...config,
      migrations: { ...config.migrations, snapshotOnMigrate: false },
    });
    let file: string;
    let undone: string;
    try {
      undone = (await orm.migrator.down())[0]!.name;
      ({ file } = await service().backupNow());
      await orm.migrator.up();
    } finally {
      await orm.close();
    }

    const target = await createTestDatabase();
    try {
      const { migrations } = await service({ databaseUrl: target.url }).restore(file);
      expect(migrations).toEqual([undone]);
      const restored = await contents(target.url);
      expect(restored).toEqual(await contents(t.databaseUrl));
      expect(restored.leads).toHaveLength(2);
      expect(restored.users).toHaveLength(1);
      console.log(
        `Round trip: ${Object.keys(restored).length} tables, ` +
          `${Object.values(restored).reduce((sum, rows) => sum + rows.length, 0)} rows the same after restore`,
      );
    } finally {
      await target.drop();
    }
  });

  it('keeps the media files beside the dump, and restores them into DATA_DIR/media', async () => {
    const key = 'ab'.repeat(24);
    mkdirSync(join(dataDir, 'media', key), { recursive: true });
    writeFileSync(join(dataDir, 'media', key, 'original'), 'the bytes of a PDF');
    writeFileSync(join(dataDir, 'media', key, 'preview'), 'its first page');
    // A write under way (storage writes a temporary name first): not a stored file, not backed up.
    writeFileSync(join(dataDir, 'media', key, '.0123.part'), 'half');
    const copyTo = mkdtempSync(join(tmpdir(), 'ghostline-drive-'));
    const restoredDir = mkdtempSync(join(tmpdir(), 'ghostline-restored-'));
    const target = await createTestDatabase();
    try {
      const result = await service({ copyTo }).backupNow();
      expect(result.media).toEqual({ folder: result.file.replace(/\.dump$/, '.media'), files: 2 });
      expect(readdirSync(join(result.media!.folder, key)).sort()).toEqual(['original', 'preview']);
      const copied = join(copyTo, result.media!.folder.split('/').pop()!, key, 'original');
      expect(readFileSync(copied, 'utf8')).toBe('the bytes of a PDF');

      await service({ databaseUrl: target.url, dataDir: restoredDir }).restore(result.file);
      expect(readFileSync(join(restoredDir, 'media', key, 'original'), 'utf8')).toBe('the bytes of a PDF');
      expect(readdirSync(join(restoredDir, 'media', key)).sort()).toEqual(['original', 'preview']);
      expect(logs).toContainEqual(`Restored 2 media files into ${join(restoredDir, 'media')}`);
    } finally {
      await target.drop();
      rmSync(join(dataDir, 'media'), { recursive: true, force: true });
      rmSync(copyTo, { recursive: true, force: true });
      rmSync(restoredDir, { recursive: true, force: true });
    }
  });

  it('holds the database only when media is in an S3 bucket, and says where the media is kept', async () => {
    const result = await service({ mediaBucket: 'ghostline-media' }).backupNow();
    expect(result.media).toBeUndefined();
    expect(existsSync(result.file.replace(/\.dump$/, '.media'))).toBe(false);
    expect(logs).toContainEqual(
      expect.stringContaining(
        'the database only: media is in the S3 bucket ghostline-media, kept by its own versioning',
      ),
    );
  });

  it('writes to DATA_DIR/backups and keeps the newest BACKUP_KEEP, deleting only older backups', async () => {
    const folder = join(dataDir, 'backups');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const older = Array.from({ length: 15 }, (_, day) => backupName(new Date(Date.UTC(2026, 0, day + 1, 3))));
    for (const name of older) writeFileSync(join(folder, name), 'PGDMP an older backup');
    mkdirSync(join(folder, older[0]!.replace(/\.dump$/, '.media')));
    writeFileSync(join(folder, 'notes.txt'), 'not a backup');

    // The app's own BackupService (the nightly job's), with BACKUP_KEEP and DATA_DIR from the environment.
    const result = await t.app.get(BackupService).backupNow();

    const kept = readdirSync(folder)
      .filter((name) => name.endsWith('.dump'))
      .sort();
    expect(kept).toHaveLength(14);
    expect(kept).toEqual([...older.slice(2), result.file.split('/').pop()].sort());
    expect(result.deleted.map((file) => file.split('/').pop()).sort()).toEqual(older.slice(0, 2));
    // Each backup's media folder goes with it.
    expect(readdirSync(folder).filter((name) => name.endsWith('.media'))).toEqual([
      result.file
        .split('/')
        .pop()!
        .replace(/\.dump$/, '.media'),
    ]);
    expect(existsSync(join(folder, 'notes.txt'))).toBe(true);
    expect(readdirSync(folder).some((name) => name.endsWith('.partial'))).toBe(false);
  });

  it('copies each new backup to BACKUP_COPY_TO', async () => {
    const copyTo = mkdtempSync(join(tmpdir(), 'ghostline-drive-'));
    try {
      const result = await service({ copyTo }).backupNow();
      expect(result.copy).toEqual({ file: join(copyTo, result.file.split('/').pop()!) });
      expect(readFileSync(join(copyTo, result.file.split('/').pop()!))).toEqual(readFileSync(result.file));
      expect(logs.some((line) => line.startsWith('Backup copied to'))).toBe(true);
    } finally {
      rmSync(copyTo, { recursive: true, force: true });
    }
  });

  it('says clearly when the copy fails, and keeps the local backup', async () => {
    const copyTo = join(tmpdir(), 'ghostline-unmounted-drive-that-does-not-exist');
    const result = await service({ copyTo }).backupNow();
    expect(result.copy).toMatchObject({ error: expect.stringContaining('ENOENT') });
    expect(existsSync(result.file)).toBe(true);
    expect(logs).toContainEqual(
      expect.stringMatching(
        /^ERROR The backup could NOT be copied to BACKUP_COPY_TO .*The local backup .* is kept/,
      ),
    );
  });

  it('refuses to restore into a database that is not empty, saying how to get an empty one', async () => {
    const [file] = await service().list();
    const leads = await t.query('SELECT count(*)::int AS n FROM leads');
    const attempt = service().restore(file!);
    await expect(attempt).rejects.toThrow(DatabaseNotEmptyError);
    await expect(attempt).rejects.toThrow(/is not empty.*move DATA_DIR\/postgres aside.*CREATE DATABASE/);
    expect(await t.query('SELECT count(*)::int AS n FROM leads')).toEqual(leads);
  });

  it('refuses a file that is not a backup', async () => {
    const bogus = join(dataDir, 'bogus.dump');
    writeFileSync(bogus, 'SELECT 1;');
    const target = await createTestDatabase();
    try {
      await expect(service({ databaseUrl: target.url }).restore(bogus)).rejects.toThrow(
        'is not a backup made by npm run backup',
      );
      await expect(
        service({ databaseUrl: target.url }).restore(join(dataDir, 'missing.dump')),
      ).rejects.toThrow('no such file');
    } finally {
      await target.drop();
    }
  });

  it('on the embedded default with no server running, starts it for the backup and stops it after', async () => {
    const embeddedDir = mkdtempSync(join(tmpdir(), 'ghostline-embedded-backup-'));
    try {
      const database = await openCommandDatabase({ DATA_DIR: embeddedDir });
      let file: string;
      try {
        ({ file } = await new BackupService(
          { databaseUrl: database.url, dataDir: embeddedDir, keep: 14 },
          logger,
        ).backupNow());
      } finally {
        await database.close();
      }
      expect(file.startsWith(join(embeddedDir, 'backups'))).toBe(true);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
      expect(findRunningServer(join(embeddedDir, 'postgres'))).toBeUndefined();
    } finally {
      rmSync(embeddedDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("makes one every night on the queue's schedule on the embedded default (none on a DATABASE_URL)", async () => {
    const schedules = (app: TestApp) =>
      app.query<{ name: string; cron: string }>('select name, cron from pgboss.schedule');
    expect(await schedules(t)).not.toContainEqual(expect.objectContaining({ name: NIGHTLY_BACKUP.name }));

    const nightlyDir = mkdtempSync(join(tmpdir(), 'ghostline-nightly-'));
    const embedded = await createTestApp({ embedded: true, env: { DATA_DIR: nightlyDir, DEMO_DATA: 'off' } });
    try {
      expect(await schedules(embedded)).toContainEqual({ name: NIGHTLY_BACKUP.name, cron: '0 3 * * *' });
      // What the schedule does when it is due: the job it sends, run by the queue's worker.
      await embedded.app.get(JobQueue).insert(NIGHTLY_BACKUP.name, [{ data: {} }]);
      const folder = join(nightlyDir, 'backups');
      const deadline = Date.now() + 30_000;
      while (!(existsSync(folder) && readdirSync(folder).some((name) => name.endsWith('.dump')))) {
        if (Date.now() > deadline) throw new Error('No nightly backup within 30 s');
        await delay(200);
      }
    } finally {
      await embedded.close();
      rmSync(nightlyDir, { recursive: true, force: true });
    }
  });
});
