import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Mailbox } from './utils/mailbox.js';
import { createTestDatabase } from './utils/test-app.js';

const BACKEND = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A loopback port free right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built server (`node dist/main.js`), as `npm start` runs it, on the given database and SMTP server. */
class Server {
  readonly output: string[] = [];
  private child?: ChildProcess;

  constructor(private readonly env: Record<string, string>) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, [join(BACKEND, 'dist', 'main.js')], {
      env: { ...process.env, NODE_OPTIONS: '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    const deadline = Date.now() + 30_000;
    while (!this.output.join('').includes('Ghostline is running')) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`The server did not start:\n${this.output.join('')}`);
      await delay(50);
    }
  }

  /** Ends the process at once, as a crash or an OOM kill does: no shutdown hook runs. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

describe('a server killed between the commit and the send', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let mailbox: Mailbox | undefined;
  const servers: Server[] = [];

  beforeAll(() => {
    // The suite runs the built server: build it from these sources first.
    const build = spawnSync('npx', ['nest', 'build'], { cwd: BACKEND, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`nest build failed:\n${build.stdout}\n${build.stderr}`);
  }, 180_000);

  beforeEach(async () => {
    database = await createTestDatabase();
  });

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill();
    await mailbox?.stop();
    await database.drop();
  });

  it('still sends the mails after a restart, once each, with their Message-IDs', async () => {
    const smtpPort = await freePort();
    const port = await freePort();
    const env = {
      DATABASE_URL: database.url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ghostline-restart-')),
      SESSION_SECRET: 'restart-test-session-secret-that-is-long-enough',
      // Down for the first server: nothing listens there until the Mailbox below.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_RETRY_DELAY_SECONDS: '1',
    };
    const first = new Server(env);
    servers.push(first);
    await first.start();

    const email = 'kill-test@example.com';
    const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Killed Kim',
        email,
        linkedin: 'https://www.linkedin.com/in/x',
        industry: 'tech',
      }),
    });
    expect(response.status).toBe(201);
    await first.kill();

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const rows = async () =>
        (
          await client.query<{ status: string; message_id: string }>(
            `select status, message_id from outgoing_mails where recipient = $1`,
            [email],
          )
        ).rows;
      const [before] = await rows();
      // Committed before the answer, and not sent: the SMTP server was down.
      expect(['queued', 'retrying']).toContain(before!.status);

      mailbox = new Mailbox();
      await mailbox.start(smtpPort);
      const restarted = Date.now();
      const second = new Server(env);
      servers.push(second);
      await second.start();
      const mail = await mailbox.waitFor(email, /free LinkedIn post ideas/, 45_000);
      console.log(
        `Mail queue: the mail of a lead answered 201 by a server then killed (SIGKILL; the mail was ${before!.status}) arrived ${Date.now() - restarted} ms after the restart began`,
      );
      expect(mail.messageId).toBe(before!.message_id);
      const deadline = Date.now() + 10_000;
      while ((await rows())[0]!.status !== 'sent' && Date.now() < deadline) await delay(100);
      expect((await rows())[0]!.status).toBe('sent');
      await delay(1500);
      expect(mailbox.messages.filter((message) => JSON.stringify(message.to).includes(email))).toHaveLength(
        1,
      );
    } finally {
      await client.end();
    }
  }, 90_000);
});
