import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import fs, { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { bufferedDestination, createRootLogger, LOG_FLUSH_MS } from './root-logger.js';

describe('the root logger in production (buffered JSON lines)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ghostline-log-'));
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const lines = (file: string) => readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);

  it('writes many lines in a few writes, not one write each', async () => {
    const file = join(dir, 'many.log');
    const logger = createRootLogger({ level: 'info', json: true, destination: bufferedDestination(file) });
    await delay(50);
    const writes = jest.spyOn(fs, 'write');
    const blockingWrites = jest.spyOn(fs, 'writeSync');
    for (let index = 0; index < 200; index += 1) logger.info({ index }, 'GET /api/client/profile 200');
    await delay(LOG_FLUSH_MS * 3);
    expect(lines(file)).toHaveLength(200);
    expect(writes.mock.calls.length + blockingWrites.mock.calls.length).toBeLessThanOrEqual(10);
  });

  it('writes a lone line within a moment, without waiting for more', async () => {
    const file = join(dir, 'lone.log');
    const logger = createRootLogger({ level: 'info', json: true, destination: bufferedDestination(file) });
    logger.info('Ghostline is running');
    await delay(LOG_FLUSH_MS * 3);
    expect(JSON.parse(lines(file)[0]!)).toMatchObject({ msg: 'Ghostline is running' });
  });

  it("still hides a secret one level down in what a service logs (the request lines' logger names only the top level)", async () => {
    const file = join(dir, 'secret.log');
    const logger = createRootLogger({ level: 'info', json: true, destination: bufferedDestination(file) });
    logger.info({ user: { name: 'ada', password: 'plum-ladder' }, token: 'abc' }, 'Saved');
    await delay(LOG_FLUSH_MS * 3);
    const [line] = lines(file);
    expect(line).not.toContain('plum-ladder');
    expect(JSON.parse(line!)).toMatchObject({ user: { password: '[redacted]' }, token: '[redacted]' });
  });
});
