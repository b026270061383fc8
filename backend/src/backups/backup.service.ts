import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type LoggerService, Optional } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { cp, copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { isStorageKey } from '../media/storage-keys.js';
import { createOrmConfig } from '../mikro-orm.config.js';
import { findPgTools, type PgTools } from './pg-tools.js';

const run = promisify(execFile);

export const BACKUP_SETTINGS = Symbol('BACKUP_SETTINGS');
/** Where BackupService reports (a Nest Logger named Backups unless given). */
export const BACKUP_LOGGER = Symbol('BACKUP_LOGGER');

export interface BackupSettings {
  /** The database backed up, and restored into. */
  databaseUrl: string;
  /** Backups go to DATA_DIR/backups. */
  dataDir: string;
  /** BACKUP_KEEP: how many backups DATA_DIR/backups keeps. */
  keep: number;
  /** BACKUP_COPY_TO: a folder that gets a copy of each new backup. */
  copyTo?: string;
  /** PG_BIN_DIR: where pg_dump and pg_restore are, when not found by themselves. */
  pgBinDir?: string;
  /**
   * S3_BUCKET: media lives in this bucket, not DATA_DIR/media, and is kept by the bucket's own
   * versioning or replication (docs/operations.md, "Backups"): a backup holds the database only.
   */
  mediaBucket?: string;
}

export interface BackupResult {
  /** The new backup, in DATA_DIR/backups. */
  file: string;
  bytes: number;
  /**
   * The media files' folder beside it (`<file without .dump>.media`), and how many files it holds;
   * none with media in a bucket.
   */
  media?: { folder: string; files: number };
  /** Older backups deleted to keep BACKUP_KEEP. */
  deleted: string[];
  /** Where the copy went, or why it could not be made (the local backup is kept either way). */
  copy?: { file: string } | { error: string };
}

export interface RestoreResult {
  /** Migrations applied after the restore: the backup was made by an older version. */
  migrations: string[];
}

/** What the nightly job is called on the queue, and when it runs (pg-boss cron, UTC). */
export const NIGHTLY_BACKUP = { name: 'nightly-backup', cron: '0 3 * * *' } as const;

/** `ghostline-2026-11-24T03-00-00-000Z.dump`: a UTC time that sorts by name and suits any file system. */
const BACKUP_NAME = /^ghostline-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.dump$/;

export function backupName(at: Date): string {
  return `ghostline-${at.toISOString().replace(/[:.]/g, '-')}.dump`;
}

/** A backup's media folder: beside its dump, the same name ending in `.media` instead of `.dump`. */
export const mediaFolderOf = (dump: string): string => dump.replace(/\.dump$/, '') + '.media';

/**
 * Copies each stored file's folder (`<storageKey>/`) from `from` into `to`, skipping the folders `to`
 * has already and anything that is not a stored file (a write's temporary `.part`). Stored files are
 * never changed once written, so a hard link is a copy (and costs no space) where the disk allows one.
 * Each folder is filled under a temporary name, then renamed: a folder there is a whole one.
 */
async function copyMediaFolders(from: string, to: string): Promise<number> {
  const folders = await readdir(from).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  await mkdir(to, { recursive: true });
  const present = new Set(await readdir(to));
  let files = 0;
  for (const key of folders.filter((name) => isStorageKey(name) && !present.has(name))) {
    const partial = join(to, `.${key}.partial`);
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial);
    for (const name of (await readdir(join(from, key))).filter((one) => !one.startsWith('.'))) {
      await link(join(from, key, name), join(partial, name)).catch(() =>
        copyFile(join(from, key, name), join(partial, name)),
      );
      files++;
    }
    await rename(partial, join(to, key));
  }
  return files;
}

/** Restore refuses a database that holds anything: nothing is mixed with or overwritten by a backup. */
export class DatabaseNotEmptyError extends Error {
  constructor(database: string, count: number, examples: string[]) {
    super(
      `The database "${database}" is not empty (${count} tables, views or sequences, e.g. ${examples.join(', ')}): ` +
        'a backup is restored only into an empty database. For the embedded database, stop Ghostline and ' +
        'move DATA_DIR/postgres aside (restore then makes a new, empty one); with DATABASE_URL, create an ' +
        'empty database (CREATE DATABASE ghostline_restored) and point DATABASE_URL at it.',
    );
    this.name = 'DatabaseNotEmptyError';
  }
}

/** The connection string without its password, which goes to the tools in PGPASSWORD (not on a command line). */
function toolConnection(url: string, tools: PgTools): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...tools.env, PGPASSWORD: password } };
}

/** A tool's own words on failure, never its command line (which holds the connection string). */
function toolFailure(tool: string, error: unknown): Error {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return new Error(`${tool} failed: ${stderr || (error instanceof Error ? error.message : String(error))}`, {
    cause: error,
  });
}

/**
 * Backups of the product's database with pg_dump (custom format) into DATA_DIR/backups, with the
 * media files beside each (`<name>.media/`, a copy of DATA_DIR/media), and their restore: `npm run backup`, `npm run restore -- FILE`, and the nightly job (NIGHTLY_BACKUP).
 */
@Injectable()
export class BackupService {
  private readonly logger: LoggerService;

  constructor(
    @Inject(BACKUP_SETTINGS) private readonly settings: BackupSettings,
    @Optional() @Inject(BACKUP_LOGGER) logger?: LoggerService,
  ) {
    this.logger = logger ?? new Logger('Backups');
  }

  get folder(): string {
    return resolve(this.settings.dataDir, 'backups');
  }

  /** Where the media storage keeps files on disk (media.module.ts): DATA_DIR/media. */
  get mediaFolder(): string {
    return resolve(this.settings.dataDir, 'media');
  }

  /** Dumps the database, deletes the backups past BACKUP_KEEP, copies the new one to BACKUP_COPY_TO. */
  async backupNow(): Promise<BackupResult> {
    const tools = await this.tools(this.settings.databaseUrl);
    await mkdir(this.folder, { recursive: true });
    const file = join(this.folder, backupName(new Date()));
    // Written under another name first: a dump cut short never counts as a backup.
    const partial = `${file}.partial`;
    const { dbname, env } = toolConnection(this.settings.databaseUrl, tools);
    try {
      await run(
        tools.pgDump,
        ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${dbname}`],
        {
          env,
        },
      );
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw toolFailure('pg_dump', error);
    }
    const { size: bytes } = await stat(file);
    // After the dump: every file its rows name was stored before it (a file is stored, then its row),
    // so the folder holds them all; one uploaded meanwhile is only an extra, unnamed file.
    const media = this.settings.mediaBucket ? undefined : await this.copyMediaBeside(file);
    const deleted = await this.prune();
    this.logger.log(
      `Backup written: ${file} (${bytes} bytes, ` +
        (media
          ? `${media.files} media files)`
          : `the database only: media is in the S3 bucket ${this.settings.mediaBucket}, kept by its own versioning)`) +
        (deleted.length > 0 ? `; deleted ${deleted.length} older (keeping ${this.settings.keep})` : ''),
    );
    const result: BackupResult = { file, bytes, media, deleted };
    if (this.settings.copyTo) result.copy = await this.copy(file, this.settings.copyTo);
    return result;
  }

  /** DATA_DIR/media copied beside the dump `file`; failing, neither the copy nor the dump is kept. */
  private async copyMediaBeside(file: string): Promise<{ folder: string; files: number }> {
    const folder = mediaFolderOf(file);
    try {
      const files = await copyMediaFolders(this.mediaFolder, `${folder}.partial`);
      await rename(`${folder}.partial`, folder);
      return { folder, files };
    } catch (error) {
      await rm(`${folder}.partial`, { recursive: true, force: true });
      await rm(file, { force: true });
      throw new Error(
        `Copying the media files failed: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }

  /** The backups in DATA_DIR/backups, newest first. */
  async list(): Promise<string[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    return names
      .filter((name) => BACKUP_NAME.test(name))
      .sort()
      .reverse()
      .map((name) => join(this.folder, name));
  }

  /**
   * Restores a backup into the (empty) database, then applies the migrations the backup predates.
   * Refuses a database that holds anything, and a file that is not a pg_dump custom-format dump.
   */
  async restore(file: string): Promise<RestoreResult> {
    await this.checkDumpFile(file);
    await this.checkEmpty(this.settings.databaseUrl);
    // The files first: a restore that fails after them leaves only files no row names, and running it
    // again skips the ones already there.
    const files = await copyMediaFolders(mediaFolderOf(file), this.mediaFolder);
    if (files) this.logger.log(`Restored ${files} media files into ${this.mediaFolder}`);
    const tools = await this.tools(this.settings.databaseUrl);
    const { dbname, env } = toolConnection(this.settings.databaseUrl, tools);
    try {
      await run(
        tools.pgRestore,
        // Owners and grants belong to the server the backup came from; here the connecting user owns all.
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          '--no-password',
          `--dbname=${dbname}`,
          file,
        ],
        { env },
      );
    } catch (error) {
      throw toolFailure('pg_restore', error);
    }
    this.logger.log(`Restored ${file}`);
    const orm = await MikroORM.init(createOrmConfig(this.settings.databaseUrl));
    try {
      const migrations = (await orm.migrator.up()).map((migration) => migration.name);
      if (migrations.length > 0)
        this.logger.log(
          `The backup predates ${migrations.length} migrations, applied: ${migrations.join(', ')}`,
        );
      return { migrations };
    } finally {
      await orm.close();
    }
  }

  private async tools(url: string): Promise<PgTools> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
      return await findPgTools(
        Math.floor(Number(rows[0]!.server_version_num) / 10_000),
        this.settings.pgBinDir,
      );
    } finally {
      await client.end();
    }
  }

  private async prune(): Promise<string[]> {
    const old = (await this.list()).slice(this.settings.keep);
    for (const file of old) {
      await rm(file, { force: true });
      await rm(mediaFolderOf(file), { recursive: true, force: true });
    }
    return old;
  }

  /** A copy that fails is reported (logged, and in the result), never a reason to lose the local backup. */
  private async copy(file: string, folder: string): Promise<BackupResult['copy']> {
    const target = join(resolve(folder), basename(file));
    try {
      if (!(await stat(folder)).isDirectory()) throw new Error('not a folder');
      await copyFile(file, `${target}.partial`);
      await rename(`${target}.partial`, target);
      const media = mediaFolderOf(target);
      await rm(`${media}.partial`, { recursive: true, force: true });
      await cp(mediaFolderOf(file), `${media}.partial`, { recursive: true });
      await rename(`${media}.partial`, media);
      this.logger.log(`Backup copied to ${target}`);
      return { file: target };
    } catch (error) {
      await rm(`${target}.partial`, { force: true }).catch(() => undefined);
      await rm(`${mediaFolderOf(target)}.partial`, { recursive: true, force: true }).catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(
        `The backup could NOT be copied to BACKUP_COPY_TO (${folder}): ${reason}. The local backup ${file} is kept.`,
      );
      return { error: reason };
    }
  }

  private async checkDumpFile(file: string): Promise<void> {
    const head = await new Promise<Buffer>((resolveHead, reject) => {
      const chunks: Buffer[] = [];
      createReadStream(file, { start: 0, end: 4 })
        .on('data', (chunk) => chunks.push(chunk as Buffer))
        .on('end', () => resolveHead(Buffer.concat(chunks)))
        .on('error', reject);
    }).catch((error: NodeJS.ErrnoException) => {
      throw new Error(
        `Cannot read the backup ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`,
      );
    });
    if (head.toString('latin1') !== 'PGDMP')
      throw new Error(`${file} is not a backup made by npm run backup (a pg_dump custom-format file)`);
  }

  private async checkEmpty(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; total: string }>(
        `SELECT n.nspname || '.' || c.relname AS name, count(*) OVER () AS total
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
            AND n.nspname NOT IN ('pg_catalog', 'information_schema')
            AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
          ORDER BY c.relkind <> 'r', 1
          LIMIT 3`,
      );
      if (rows.length > 0)
        throw new DatabaseNotEmptyError(
          client.database ?? '',
          Number(rows[0]!.total),
          rows.map((row) => row.name),
        );
    } finally {
      await client.end();
    }
  }
}
