/**
 * Process-level tests: the built server (`node backend/dist/main.js`, as `npm start` runs it) in
 * child processes, on a PostgreSQL of the test's own. Run by `npm run test:ops -w backend` after
 * `npm run build` (scripts/test.mjs does both, in that order).
 *
 * A test starts a database (startPostgres), one or more servers on it (startServer / startServers,
 * each waiting until /api/health/ready answers 200), talks to them over HTTP (Server.request,
 * signIn), reads the database directly (query), and stops them with a signal (Server.stop).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  type EmbeddedDatabase,
  freePort,
  startEmbeddedPostgres,
} from '../../src/database/embedded-postgres.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const MAIN = join(repoRoot, 'backend', 'dist', 'main.js');

export const SESSION_SECRET = 'ops-test-session-secret-that-is-long-enough';
export const ADMIN = { username: 'boss', password: 'an ops test passphrase' };

/**
 * What the proxy in front of production adds: the request came over HTTPS (the session cookie is
 * Secure, and express-session sets it only then).
 */
export const PROXY_HEADERS = { 'x-forwarded-proto': 'https' };

const quietLogger = {
  log: () => undefined,
  debug: () => undefined,
  warn: console.warn,
  error: console.error,
};

/** A temporary folder, removed by the returned function. */
export function tempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `ghostline-ops-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface Postgres {
  /** A new empty database's connection string. */
  createDatabase: () => Promise<string>;
  /** Stops the server (fast shutdown: sessions are ended, as in a crash or a failover). */
  stop: () => Promise<void>;
  /** Starts it again on the same folder and port. */
  start: () => Promise<void>;
  /** Stops it for good and removes its folder. */
  dispose: () => Promise<void>;
}

/** An embedded PostgreSQL of this test's own, in a temp folder, on a fixed port it can restart on. */
export async function startPostgres(): Promise<Postgres> {
  const dir = tempDir('pg');
  const port = await freePort();
  let server: EmbeddedDatabase | undefined = await startEmbeddedPostgres(dir.path, {
    port,
    logger: quietLogger,
  });
  const current = () => {
    if (!server) throw new Error('PostgreSQL is stopped');
    return server;
  };
  return {
    createDatabase: async () => current().ensureDatabase(`ops_${randomBytes(4).toString('hex')}`),
    stop: async () => {
      await current().stop();
      server = undefined;
    },
    start: async () => {
      server = await startEmbeddedPostgres(dir.path, { port, logger: quietLogger });
    },
    dispose: async () => {
      await server?.stop();
      server = undefined;
      dir.remove();
    },
  };
}

/** Runs SQL on a database (a short-lived connection of its own). */
export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  /** Milliseconds from sending to the whole answer. */
  ms: number;
}

export interface Server {
  url: string;
  /** Everything the process wrote (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  process: ChildProcess;
  /** One API request from this server's own origin (the API refuses other origins' POSTs). */
  request: (
    method: string,
    path: string,
    options?: { body?: unknown; cookie?: string; headers?: Record<string, string> },
  ) => Promise<Answer>;
  /** Sends a signal and waits for the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | string>;
}

export interface ServerOptions {
  /** DATABASE_URL; without it the server runs its embedded PostgreSQL under dataDir. */
  databaseUrl?: string;
  /** DATA_DIR (a new temp folder when not given). */
  dataDir?: string;
  env?: Record<string, string>;
  /** How long to wait for readiness (ms). */
  readyWithin?: number;
}

/**
 * Starts `node backend/dist/main.js` in production mode (trusting one proxy: a test can send
 * requests from many addresses with X-Forwarded-For) and waits until it is ready.
 */
export async function startServer(options: ServerOptions = {}): Promise<Server> {
  const server = spawnServer(options, await freePort());
  await waitUntilReady(server, options.readyWithin ?? 60_000);
  return server;
}

/**
 * Starts several servers at the same moment (on one database, say; each with its own DATA_DIR)
 * and waits until all are ready; `whileStarting` runs once they are spawned, before that wait.
 */
export async function startServers(
  count: number,
  options: ServerOptions,
  whileStarting?: (servers: Server[]) => Promise<void>,
): Promise<Server[]> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const servers = ports.map((port) => spawnServer({ ...options, dataDir: undefined }, port));
  try {
    await whileStarting?.(servers);
    await Promise.all(servers.map((server) => waitUntilReady(server, options.readyWithin ?? 60_000)));
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    throw error;
  }
  return servers;
}

/** Waits until a server has written `pattern` (or fails after `withinMs`). */
export async function waitForOutput(server: Server, pattern: RegExp, withinMs = 30_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!pattern.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`The server never wrote ${pattern}:\n${server.output()}`);
    if (server.process.exitCode !== null) throw new Error(`The server exited:\n${server.output()}`);
    await delay(50);
  }
}

function spawnServer(options: ServerOptions, port: number): Server {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const url = `http://127.0.0.1:${port}`;
  // A folder of its own unless the test keeps one across starts; removed when the process ends.
  const ownDataDir = options.dataDir === undefined ? tempDir('data') : undefined;
  const child = spawn(process.execPath, [MAIN], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      SESSION_SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'off',
      DATA_DIR: options.dataDir ?? ownDataDir!.path,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolveExit) =>
    child.once('exit', (code, signal) => {
      ownDataDir?.remove();
      resolveExit(code ?? signal ?? 'unknown');
    }),
  );
  const request: Server['request'] = async (method, path, { body, cookie, headers } = {}) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...PROXY_HEADERS,
        origin: url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return {
      status: response.status,
      body: parsed,
      headers: response.headers,
      ms: performance.now() - started,
    };
  };
  return {
    url,
    output: () => output,
    exited,
    process: child,
    request,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

async function waitUntilReady(server: Server, within: number): Promise<void> {
  const deadline = Date.now() + within;
  while (Date.now() < deadline) {
    const exit = await Promise.race([server.exited, delay(200, undefined)]);
    if (exit !== undefined)
      throw new Error(`The server exited (${exit}) before it was ready:\n${server.output()}`);
    try {
      if ((await server.request('GET', '/api/health/ready')).status === 200) return;
    } catch {
      // not listening yet
    }
  }
  server.process.kill('SIGKILL');
  throw new Error(`The server was not ready within ${within} ms:\n${server.output()}`);
}

/** The session cookie (name=value) of a Set-Cookie answer. */
export function sessionCookie(answer: Answer): string {
  const cookie = answer.headers.getSetCookie().find((line) => /sid=/i.test(line));
  if (!cookie) throw new Error(`No session cookie in the answer (${answer.status})`);
  return cookie.split(';')[0]!;
}

/** Signs in as the admin the harness creates (ADMIN) and gives the session cookie. */
export async function signIn(server: Server): Promise<string> {
  const answer = await server.request('POST', '/api/admin/login', { body: ADMIN });
  if (answer.status !== 200)
    throw new Error(`Sign-in answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return sessionCookie(answer);
}

let leadNumber = 0;
/** A valid lead form body, each with its own email address. */
export function leadBody(): Record<string, string> {
  leadNumber += 1;
  return {
    name: 'Ada Lovelace',
    email: `ops-${process.pid}-${leadNumber}-${randomBytes(3).toString('hex')}@example.com`,
    linkedin: 'https://www.linkedin.com/in/ada',
    industry: 'tech',
  };
}

/** A client address of its own for each request (the lead form counts per address). */
export function forwardedFor(n: number): Record<string, string> {
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

/** The one error shape of the API. */
export function isErrorShape(body: unknown, statusCode: number): boolean {
  const candidate = body as { statusCode?: unknown; message?: unknown; error?: unknown } | null;
  return (
    candidate?.statusCode === statusCode &&
    typeof candidate.message === 'string' &&
    typeof candidate.error === 'string'
  );
}
