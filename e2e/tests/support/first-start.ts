import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'backend', 'dist', 'main.js');

/** What the first start of the built server answers: where it runs, its data, the admin it made. */
export interface FirstStart {
  url: string;
  dataDir: string;
  outbox: string;
  /** The generated admin, read from DATA_DIR/first-start-credentials.txt. */
  admin: { username: string; password: string };
  /** Everything the server printed, for its start banner. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `node backend/dist/main.js` as `npm start` does on a new machine: an empty DATA_DIR, the
 * embedded PostgreSQL, no ADMIN_USERNAME/ADMIN_PASSWORD (so it makes the admin `admin` with a random
 * password), mail to DATA_DIR/outbox; `env` adds to that (ADMIN_EMAIL). Resolves once it is ready.
 */
export async function firstStart(port: number, env: Record<string, string> = {}): Promise<FirstStart> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ghostline-first-start-'));
  const url = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  for (const name of ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_EMAIL', 'DATABASE_URL', 'SMTP_URL']) {
    delete inherited[name];
  }
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: { ...inherited, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first start initialises PostgreSQL and runs every migration: it takes a while.
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
      const ready = await fetch(`${url}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      // The banner (and the credentials file) is written just after the port opens.
      if (ready && /Ghostline is running/.test(output)) break;
      if (Date.now() > deadline) throw new Error(`The server was not ready within 120 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const credentials = readFileSync(join(dataDir, 'first-start-credentials.txt'), 'utf8');
    const match = /^Admin: \S+ as "([^"]+)" with the password (\S+)$/m.exec(credentials);
    if (!match) throw new Error(`No admin in first-start-credentials.txt:\n${credentials}`);
    return {
      url,
      dataDir,
      outbox: join(dataDir, 'outbox'),
      admin: { username: match[1]!, password: match[2]! },
      output: () => output,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
