import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import {
  EMBEDDED_DATABASE,
  findRunningServer,
  runningEmbeddedDatabaseUrl,
} from '../../src/database/embedded-postgres.js';
import {
  ADMIN,
  type Answer,
  query,
  type Server,
  signIn,
  startServer,
  tempDir,
  waitForOutput,
} from './harness.js';
import { startLoad } from './load.js';

/**
 * `npm start` on one box: the embedded PostgreSQL under DATA_DIR. SIGTERM during load, then a
 * start on the same folder.
 */
/** The load the issue measured a stop under. */
const CONNECTIONS = 20;

describe('SIGTERM during load, on the embedded default', () => {
  const data = tempDir('sigterm');
  let server: Server | undefined;

  afterAll(async () => {
    await server?.stop();
    data.remove();
  });

  it('finishes what is in flight, refuses new connections, exits 0; sessions and leads survive the restart', async () => {
    server = await startServer({ dataDir: data.path });
    const first = server;
    const cookie = await signIn(first);
    const load = startLoad(first, cookie, { connections: CONNECTIONS });
    await delay(1500);

    // Sign-ins are slow on purpose (password hashing): these are still running at the signal.
    const inFlight: Promise<Answer>[] = Array.from({ length: 4 }, () =>
      first.request('POST', '/api/admin/login', { body: ADMIN }),
    );
    await delay(100);
    const signalled = performance.now();
    first.process.kill('SIGTERM');
    // A second signal during the drain does not cut it short.
    await delay(50);
    first.process.kill('SIGTERM');

    const answered = await Promise.allSettled(inFlight);
    const code = await first.exited;
    const stopMs = performance.now() - signalled;
    const figures = await load.stop();

    expect(code).toBe(0);
    // Docker sends SIGKILL 10 s after SIGTERM.
    expect(stopMs).toBeLessThan(10_000);
    expect(
      answered.map((result) => (result.status === 'fulfilled' ? result.value.status : 'no answer')),
    ).toEqual([200, 200, 200, 200]);
    await expect(first.request('GET', '/api/health/live')).rejects.toThrow();
    expect(first.output()).toMatch(/SIGTERM received: finishing \d+ request\(s\) in flight/);
    expect(first.output()).toContain('SIGTERM received again: already stopping');
    expect(first.output()).toContain('The queue stopped taking jobs');
    // Lines are written in the background, in batches: none is lost at the stop (the last, logged
    // just before the exit, and the in-flight sign-ins' included).
    expect(first.output()).toContain('"msg":"Stopped"');
    expect(first.output().match(/"msg":"POST \/api\/admin\/login 200"/g)?.length).toBeGreaterThanOrEqual(5);
    // The embedded PostgreSQL was stopped, not left running.
    expect(findRunningServer(join(data.path, 'postgres'))).toBeUndefined();

    // Started again on the same folder: the session made before still signs in, every lead answered 201 is there.
    server = await startServer({ dataDir: data.path });
    const check = await server.request('GET', '/api/admin/check-auth', { cookie });
    expect(check.status).toBe(200);
    const url = (await runningEmbeddedDatabaseUrl(data.path, EMBEDDED_DATABASE))!;
    const stored = await query<{ n: number }>(
      url,
      'SELECT count(*)::int AS n FROM leads WHERE id = ANY($1)',
      [figures.leadIds],
    );
    const lost = figures.leadIds.length - stored[0]!.n;
    // Every lead's confirmation was recorded with it, and the restarted server sends what the first still owed.
    const mails = await waitForMailsSent(url);
    expect(mails.confirmations).toBe(stored[0]!.n + (await leadsBefore(url, figures.leadIds)));
    console.log(
      [
        `SIGTERM during load (${CONNECTIONS} connections: lead posts + signed-in reads), embedded PostgreSQL:`,
        `  requests answered ${figures.requests}, without answer ${figures.errors} ${JSON.stringify(figures.errorsByCode)} (new connections refused once stopping; timeouts ${figures.timeouts})`,
        `  by status ${JSON.stringify(figures.statuses)}`,
        `  sign-ins in flight at the signal: 4, answered 200: ${answered.filter((r) => r.status === 'fulfilled' && r.value.status === 200).length}`,
        `  exit code ${code} after ${Math.round(stopMs)} ms; leads answered 201: ${figures.leadIds.length}, rows lost: ${lost}`,
        `  mails: ${mails.confirmations} lead confirmations recorded, all sent ${Math.round(mails.ms)} ms after the restart was ready`,
      ].join('\n'),
    );
    // Only new connections are refused. A request written on a keep-alive connection at the instant
    // it is closed as idle is cut before the server read it (never acknowledged): one per connection at most.
    const cut = Object.entries(figures.errorsByCode).filter(([code]) => code !== 'ECONNREFUSED');
    expect(cut.reduce((sum, [, n]) => sum + n, 0)).toBeLessThanOrEqual(CONNECTIONS);
    expect(figures.unreadable).toBe(0);
    expect(figures.leadIds).toHaveLength(figures.statuses[201] ?? 0);
    expect(lost).toBe(0);
    expect(figures.statuses[500] ?? 0).toBe(0);
  });

  it('stops at once, exit code 0, when its embedded PostgreSQL went away under it', async () => {
    // The server the test above started again on this folder (one of its own when run alone).
    server ??= await startServer({ dataDir: data.path });
    const running = server;
    const postgres = findRunningServer(join(data.path, 'postgres'))!;
    process.kill(postgres.pid, 'SIGKILL');
    await waitForOutput(running, /The embedded PostgreSQL \(pid \d+\) ended \(SIGKILL\)/);

    expect(await running.stop('SIGTERM')).toBe(0);
    server = undefined;
    // Nothing waited on the process that was gone, nor for the stop's watchdog.
    expect(running.output()).toContain(
      'The embedded PostgreSQL had already ended (SIGKILL): nothing to stop',
    );
    expect(running.output()).not.toContain('Stopping took over');
    expect(running.output()).toContain('"msg":"Stopped"');
  });
});

/**
 * Each lead queues its mails and the queue's workers send them: here to a mail server that takes
 * 30 s to accept each one, so mail jobs are mid-send at the signal. They are let go within the
 * stop's budget (failed back to the queue, their tries undone) and sent after the restart.
 */
describe('SIGTERM under lead posts while mails are being sent, on the embedded default', () => {
  const data = tempDir('sigterm-mail');
  let server: Server | undefined;
  const slowMail = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on('end', () => setTimeout(() => callback(), 30_000).unref());
    },
  });

  afterAll(async () => {
    await server?.stop();
    data.remove();
    slowMail.server.close();
  });

  it(`exits 0 within Docker's 10 s under ${CONNECTIONS} connections of lead posts; no lead answered 201 is lost, and its mail is sent after the restart`, async () => {
    await new Promise<void>((resolve) => slowMail.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(slowMail.server.address() as AddressInfo).port}`;
    // The jobs failed back at the stop are retried after this delay (20 s by default).
    const retry = { MAIL_RETRY_DELAY_SECONDS: '1' };
    server = await startServer({ dataDir: data.path, env: { ...retry, SMTP_URL: smtpUrl } });
    const first = server;
    const load = startLoad(first, await signIn(first), { connections: CONNECTIONS, leadsOnly: true });
    await waitForOutput(first, /"msg":"POST \/api\/leads 201"/);
    await delay(2000);

    const signalled = performance.now();
    first.process.kill('SIGTERM');
    const code = await first.exited;
    const stopMs = performance.now() - signalled;
    const figures = await load.stop();
    const steps = first
      .output()
      .split('\n')
      .filter((line) => /SIGTERM received|stopped|Stopp|Requests finished|Shutdown hooks|were cut/.test(line))
      .map((line) => `    ${(JSON.parse(line) as { msg: string }).msg}`);

    // Started again on the same folder, writing its mails to the outbox.
    server = await startServer({ dataDir: data.path, env: retry });
    const url = (await runningEmbeddedDatabaseUrl(data.path, EMBEDDED_DATABASE))!;
    const stored = await query<{ n: number }>(
      url,
      'SELECT count(*)::int AS n FROM leads WHERE id = ANY($1)',
      [figures.leadIds],
    );
    const lost = figures.leadIds.length - stored[0]!.n;
    // The tries cut at the stop were undone: no mail counts one, none is given up on.
    const [owed] = await query<{ failed: number; tried: number }>(
      url,
      `SELECT count(*) FILTER (WHERE status = 'failed')::int AS failed,
              count(*) FILTER (WHERE status <> 'sent' AND attempts > 0)::int AS tried
         FROM outgoing_mails`,
    );
    // A job whose failing back at the stop did not land waits for its missed heartbeat to be noticed
    // (10 s, then the supervisor's pass), and its retry's backoff: longer than the default wait.
    const mails = await waitForMailsSent(url, 75_000);
    console.log(
      [
        `SIGTERM under ${CONNECTIONS} connections of lead posts, mails mid-send to a slow mail server, embedded PostgreSQL:`,
        `  exit code ${code} after ${Math.round(stopMs)} ms (Docker's budget: 10000 ms); the stop's steps:`,
        ...steps,
        `  leads answered 201: ${figures.leadIds.length}, rows lost: ${lost}; by status ${JSON.stringify(figures.statuses)}, without answer ${JSON.stringify(figures.errorsByCode)}`,
        `  mails: ${mails.confirmations} lead confirmations recorded, all sent ${Math.round(mails.ms)} ms after the restart was ready`,
      ].join('\n'),
    );
    expect(code).toBe(0);
    expect(stopMs).toBeLessThan(10_000);
    expect(first.output()).not.toContain('Stopping took over');
    expect(figures.leadIds.length).toBeGreaterThan(0);
    expect(figures.unreadable).toBe(0);
    expect(lost).toBe(0);
    expect(figures.statuses[500] ?? 0).toBe(0);
    expect(owed).toEqual({ failed: 0, tried: 0 });
    expect(mails.confirmations).toBe(stored[0]!.n + (await leadsBefore(url, figures.leadIds)));

    expect(await server.stop('SIGINT')).toBe(0);
    server = undefined;
  });
});

/** Waits until every recorded mail is sent (`withinMs` at most); answers how many lead confirmations there are. */
async function waitForMailsSent(
  url: string,
  withinMs = 30_000,
): Promise<{ confirmations: number; ms: number }> {
  const started = performance.now();
  for (;;) {
    const [row] = await query<{ owed: number; confirmations: number }>(
      url,
      `SELECT count(*) FILTER (WHERE status <> 'sent')::int AS owed,
              count(*) FILTER (WHERE kind = 'lead_confirmation')::int AS confirmations
         FROM outgoing_mails`,
    );
    if (row!.owed === 0) return { confirmations: row!.confirmations, ms: performance.now() - started };
    if (performance.now() - started > withinMs)
      throw new Error(`${row!.owed} mails still owed ${withinMs / 1000} s after the restart`);
    await delay(200);
  }
}

/** Leads stored that the load did not count (answered, but its answer was cut): each has its mail too. */
async function leadsBefore(url: string, answered: number[]): Promise<number> {
  const [row] = await query<{ n: number }>(
    url,
    'SELECT count(*)::int AS n FROM leads WHERE NOT (id = ANY($1))',
    [answered],
  );
  return row!.n;
}
