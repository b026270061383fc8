import { setTimeout as delay } from 'node:timers/promises';
import {
  type Answer,
  forwardedFor,
  isErrorShape,
  leadBody,
  type Postgres,
  query,
  type Server,
  signIn,
  startPostgres,
  startServer,
} from './harness.js';
import { startLoad } from './load.js';

/** Polls `ask` until `done` holds (or the time is up); gives the last answer and how long it took. */
async function until(
  ask: () => Promise<Answer>,
  done: (answer: Answer) => boolean,
  withinMs: number,
): Promise<{ answer: Answer; ms: number }> {
  const started = performance.now();
  let answer = await ask();
  while (!done(answer) && performance.now() - started < withinMs) {
    await delay(50);
    answer = await ask();
  }
  return { answer, ms: performance.now() - started };
}

describe('PostgreSQL stopped and started again under load', () => {
  let postgres: Postgres;
  let databaseUrl: string;
  let server: Server;

  beforeAll(async () => {
    postgres = await startPostgres();
    databaseUrl = await postgres.createDatabase();
    server = await startServer({ databaseUrl });
  });

  afterAll(async () => {
    await server?.stop();
    await postgres?.dispose();
  });

  it('stays up, answers 503 fast during the outage, recovers by itself and loses no lead', async () => {
    const cookie = await signIn(server);
    let address = 1_000_000;
    const postLead = () =>
      server.request('POST', '/api/leads', { body: leadBody(), headers: forwardedFor(address++) });
    const readLeads = () => server.request('GET', '/api/leads', { cookie });
    const ready = () => server.request('GET', '/api/health/ready');

    const load = startLoad(server, cookie, { connections: 4 });
    // Under load, before the outage: ready every time (busy is not down).
    const underLoad: number[] = [];
    for (let i = 0; i < 10; i++) {
      underLoad.push((await ready()).status);
      await delay(200);
    }
    expect(underLoad).toEqual(Array.from({ length: 10 }, () => 200));

    await postgres.stop();
    const outage = await until(ready, (answer) => answer.status === 503, 10_000);
    expect(outage.answer.status).toBe(503);
    expect(isErrorShape(outage.answer.body, 503)).toBe(true);
    expect(outage.answer.body).toMatchObject({ errors: ['database: unreachable'] });
    expect((await server.request('GET', '/api/health/live')).status).toBe(200);

    // Requests while the database is down: 503 in the one error shape, within seconds.
    const during = await Promise.all([
      postLead(),
      readLeads(),
      server.request('GET', '/api/admin/check-auth', { cookie }),
    ]);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(isErrorShape(answer.body, 503)).toBe(true);
      expect(answer.ms).toBeLessThan(5000);
    }
    const slowestDuring = Math.max(...during.map((answer) => answer.ms));
    await delay(1500);

    await postgres.start();
    const leadBack = await until(postLead, (answer) => answer.status === 201, 30_000);
    const readBack = await until(readLeads, (answer) => answer.status === 200, 30_000);
    const readyBack = await until(ready, (answer) => answer.status === 200, 30_000);
    expect(leadBack.answer.status).toBe(201);
    expect(readBack.answer.status).toBe(200);
    expect(readyBack.answer.status).toBe(200);
    const recoveryMs = Math.max(leadBack.ms, leadBack.ms + readBack.ms);
    expect(recoveryMs).toBeLessThan(30_000);

    await delay(1500);
    const figures = await load.stop();
    expect(server.process.exitCode).toBeNull();
    expect(server.process.signalCode).toBeNull();

    const ids = [...figures.leadIds, (leadBack.answer.body as { leadId: number }).leadId];
    const stored = await query<{ n: number }>(
      databaseUrl,
      'SELECT count(*)::int AS n FROM leads WHERE id = ANY($1)',
      [ids],
    );
    const lost = ids.length - stored[0]!.n;
    console.log(
      [
        'Database outage under load (4 connections: lead posts + signed-in reads):',
        `  requests answered ${figures.requests}, without answer ${figures.errors} ${JSON.stringify(figures.errorsByCode)} (timeouts ${figures.timeouts})`,
        `  by status ${JSON.stringify(figures.statuses)}`,
        `  leads answered 201: ${ids.length}, rows lost: ${lost}`,
        `  slowest answer during the outage ${Math.round(slowestDuring)} ms; slowest under load ${figures.maxLatencyMs} ms`,
        `  recovery after PostgreSQL was back: ${Math.round(recoveryMs)} ms (goal < 2000 ms)`,
      ].join('\n'),
    );
    expect(figures.unreadable).toBe(0);
    expect(figures.leadIds).toHaveLength(figures.statuses[201] ?? 0);
    expect(lost).toBe(0);
    expect(figures.statuses[503]).toBeGreaterThan(0);
    expect(figures.statuses[500] ?? 0).toBe(0);
    expect(figures.timeouts).toBe(0);
    expect(figures.errors).toBe(0);
  });
});
