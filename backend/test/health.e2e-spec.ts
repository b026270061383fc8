import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { jest } from '@jest/globals';
import { ReadinessChecks } from '../src/health/readiness-checks.js';
import { READY_BUSY_GRACE_MS, READY_CHECK_TIMEOUT_MS } from '../src/health/readiness.service.js';
import { JobQueue } from '../src/queue/job-queue.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

describe('health: live and ready', () => {
  let t: TestApp;
  /** What the test's own readiness check, `probe`, answers (it is registered once, for the whole file). */
  let probeState: 'running' | 'stopped' | 'hanging' = 'running';

  beforeAll(async () => {
    t = await createTestApp();
    t.app.get(ReadinessChecks).add({
      name: 'probe',
      check: async () => {
        if (probeState === 'stopped') throw new Error('not running');
        if (probeState === 'hanging') await new Promise(() => undefined);
      },
    });
  });

  afterEach(() => {
    probeState = 'running';
  });

  afterAll(async () => {
    await t?.close();
  });

  it('live answers ok without asking anything', async () => {
    const { body } = await t.agent().get('/api/health/live').expect(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('ready reports the database and every registered check; /api/health is the same', async () => {
    for (const path of ['/api/health/ready', '/api/health']) {
      const { body } = await t.agent().get(path).expect(200);
      expect(body).toMatchObject({
        status: 'ok',
        details: { database: { status: 'up' }, queue: { status: 'up' }, probe: { status: 'up' } },
      });
    }
  });

  it('stays ready while every connection of the app pool is busy (busy is not down)', async () => {
    const connection = t.orm.em.getConnection() as PostgreSqlConnection;
    const pool: pg.Pool = await connection.getNativeClient();
    const max = (pool.options as { max: number }).max;
    const held = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    try {
      const started = performance.now();
      const { body } = await t.agent().get('/api/health/ready').expect(200);
      expect(body.details.database.status).toBe('up');
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      for (const client of held) client.release();
    }
  });

  it('is not ready while a migration is pending, naming it in the one error shape', async () => {
    const [last] = await t.query<{ id: number; name: string; executed_at: Date }>(
      'SELECT * FROM mikro_orm_migrations ORDER BY id DESC LIMIT 1',
    );
    await t.query('DELETE FROM mikro_orm_migrations WHERE id = $1', [last!.id]);
    try {
      const { body } = await t.agent().get('/api/health/ready').expect(503);
      expect(body).toEqual({
        statusCode: 503,
        message: 'Not ready: database',
        error: 'Service Unavailable',
        errors: ['database: 1 migration pending'],
      });
      await t.agent().get('/api/health/live').expect(200);
    } finally {
      await t.query('INSERT INTO mikro_orm_migrations (id, name, executed_at) VALUES ($1, $2, $3)', [
        last!.id,
        last!.name,
        last!.executed_at,
      ]);
    }
    await t.agent().get('/api/health/ready').expect(200);
  });

  it('is not ready while a registered check fails, or does not answer in time', async () => {
    probeState = 'stopped';
    const stopped = await t.agent().get('/api/health/ready').expect(503);
    expect(stopped.body).toMatchObject({ message: 'Not ready: probe', errors: ['probe: not running'] });
    expect(stopped.headers['retry-after']).toBe('5');

    // Silent for longer than the grace since its last answer: down.
    probeState = 'hanging';
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + READY_BUSY_GRACE_MS + 1000);
    try {
      const started = performance.now();
      const hanging = await t.agent().get('/api/health/ready').expect(503);
      expect(hanging.body.errors).toEqual(['probe: no answer in time']);
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      later.mockRestore();
    }
  });

  it('stays ready while a check that answered lately is only late (a saturated process is busy, not down)', async () => {
    await t.agent().get('/api/health/ready').expect(200);
    probeState = 'hanging';
    const { body } = await t.agent().get('/api/health/ready').expect(200);
    expect(body.details.probe).toMatchObject({ status: 'up' });
    expect(body.details.probe.responseTime).toBeGreaterThanOrEqual(READY_CHECK_TIMEOUT_MS - 50);
  });

  it('is not ready once its queue has stopped: leads would be taken with nobody to send their mails', async () => {
    const other = await createTestApp();
    try {
      await other.agent().get('/api/health/ready').expect(200);
      await other.app.get(JobQueue).beforeApplicationShutdown();
      const { body } = await other.agent().get('/api/health/ready').expect(503);
      expect(body).toMatchObject({ message: 'Not ready: queue', errors: ['queue: not running'] });
    } finally {
      await other.close();
    }
  });
});
