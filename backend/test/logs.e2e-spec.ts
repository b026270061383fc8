import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { findSecrets, LOG_DIR_VARIABLE, logFile } from './utils/log-secrets.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  reqId?: string;
  msg: string;
  context?: string;
  req?: { method: string; path: string };
  res?: { statusCode: number };
  durationMs?: number;
  userId?: number;
  role?: string;
}

/** The run's log (every test app writes to it), as raw lines. */
function rawLines(): string[] {
  return readFileSync(logFile(process.env[LOG_DIR_VARIABLE]!), 'utf8').split('\n').filter(Boolean);
}

/** Every line of one request, once its closing line (the one with `res`) is written. */
async function linesOf(reqId: string): Promise<{ raw: string[]; parsed: LogLine[] }> {
  for (let tries = 0; ; tries++) {
    const raw = rawLines().filter((line) => line.includes(`"reqId":"${reqId}"`));
    const parsed = raw.map((line) => JSON.parse(line) as LogLine);
    if (parsed.some((line) => line.res) || tries >= 40) return { raw, parsed };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function requestLine(reqId: string): Promise<LogLine> {
  const line = (await linesOf(reqId)).parsed.find((candidate) => candidate.res);
  if (!line) throw new Error(`No request line with the id ${reqId}`);
  return line;
}

describe('logs an operator can follow', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers a new request id in X-Request-Id, and logs the request once under it', async () => {
    const response = await request(t.app.getHttpServer()).get('/api/site').expect(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const line = await requestLine(id);
    expect(line).toMatchObject({ req: { method: 'GET', path: '/api/site' }, res: { statusCode: 200 } });
    expect(typeof line.durationMs).toBe('number');
    expect(line.userId).toBeUndefined();
    expect((await linesOf(id)).parsed.filter((candidate) => candidate.res)).toHaveLength(1);
  });

  it("keeps a proxy's request id and replaces one that is not sane", async () => {
    const kept = await request(t.app.getHttpServer())
      .get('/api/site')
      .set('X-Request-Id', '0f1e2d3c4b5a69788796a5b4c3d2e1f0')
      .expect(200);
    expect(kept.headers['x-request-id']).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect((await requestLine('0f1e2d3c4b5a69788796a5b4c3d2e1f0')).req?.path).toBe('/api/site');

    const forged = 'x","level":60,"msg":"forged';
    const replaced = await request(t.app.getHttpServer())
      .get('/api/site')
      .set('X-Request-Id', forged)
      .expect(200);
    expect(replaced.headers['x-request-id']).toMatch(UUID);
    expect(rawLines().some((line) => line.includes('forged'))).toBe(false);
  });

  it("logs the signed-in user's id and role, and the path without its query string or any cookie", async () => {
    const admin = await t.signedInAdmin();
    const [{ id: adminId }] = await t.query<{ id: number }>("select id from users where username = 'boss'");
    const response = await admin.get('/api/leads').query({ search: 'secret-search-words' }).expect(200);
    const id = response.headers['x-request-id'];
    const line = await requestLine(id);
    expect(line).toMatchObject({
      req: { method: 'GET', path: '/api/leads' },
      res: { statusCode: 200 },
      userId: adminId,
      role: 'admin',
    });
    const { raw } = await linesOf(id);
    const cookie = String(response.request.cookies ?? '');
    for (const text of raw) {
      expect(text).not.toContain('secret-search-words');
      expect(text).not.toMatch(/ghostline\.sid|cookie|set-cookie|authorization/i);
    }
    expect(cookie === '' || raw.every((text) => !text.includes(cookie))).toBe(true);
  });

  it("gives a service's line inside a request the request's id", async () => {
    // A filled honeypot: LeadsService logs that it dropped the lead, while answering the request.
    const response = await request(t.app.getHttpServer())
      .post('/api/leads')
      .send({
        name: 'Bot',
        email: 'bot@example.com',
        linkedin: 'https://www.linkedin.com/in/bot',
        industry: 'tech',
        website: 'https://spam.example',
      })
      .expect(201);
    const id = response.headers['x-request-id'];
    const { parsed } = await linesOf(id);
    expect(parsed.find((line) => line.context === 'Leads')?.msg).toMatch(
      /Dropped a lead form filled in by a bot/,
    );
    expect(parsed.find((line) => line.res)).toMatchObject({ req: { method: 'POST', path: '/api/leads' } });
  });

  it("logs an onboarding link's request without its token, and no line holds the token", async () => {
    const lead = await t.submitLead();
    const response = await request(t.app.getHttpServer())
      .post(`/api/leads/${lead.id}/onboarding`)
      .query({ token: lead.token })
      .send({});
    const line = await requestLine(response.headers['x-request-id']);
    expect(line.req?.path).toBe(`/api/leads/${lead.id}/onboarding`);
    expect(rawLines().some((text) => text.includes(lead.token))).toBe(false);
  });

  it('logs a request the API boundary refuses, with its id', async () => {
    const response = await request(t.app.getHttpServer())
      .post('/api/leads')
      .set('Content-Type', 'text/plain')
      .send('name=x');
    expect(response.status).toBeGreaterThanOrEqual(400);
    const line = await requestLine(response.headers['x-request-id']);
    expect(line).toMatchObject({
      req: { method: 'POST', path: '/api/leads' },
      res: { statusCode: response.status },
    });
  });

  it('prints what an operator sees for one lead posted', async () => {
    const response = await request(t.app.getHttpServer())
      .post('/api/leads')
      .send({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        linkedin: 'https://www.linkedin.com/in/grace',
        industry: 'tech',
      })
      .expect(201);
    await t.mailsSettled();
    const { raw } = await linesOf(response.headers['x-request-id']);
    console.log(`What an operator sees for one lead posted:\n${raw.join('\n')}`);
    expect(raw.length).toBeGreaterThanOrEqual(1);
  });
});

describe("the run's check for secrets in the logs (test/global-teardown.ts)", () => {
  const secrets = [
    { kind: 'admin password', value: 'an admin passphrase' },
    { kind: 'session cookie', value: 's:Wm9vZ2xlIGlzIGEgY29va2ll.c2lnbmF0dXJl' },
    { kind: 'onboarding token', value: 'azeTLblqRE5kNzup1Q1I2r1U3wdNjMye' },
  ];

  it('finds a planted secret, as typed, inside a JSON string or URL-encoded, naming its kind and line', () => {
    const log = [
      '{"level":30,"msg":"GET /api/site 200"}',
      '{"level":30,"msg":"signed in with an admin passphrase"}',
      '{"level":30,"msg":"link http://x/onboarding/2?token=azeTLblqRE5kNzup1Q1I2r1U3wdNjMye"}',
      '{"level":30,"cookie":"ghostline.sid=s%3AWm9vZ2xlIGlzIGEgY29va2ll.c2lnbmF0dXJl"}',
      '{"level":30,"msg":"GET /api/leads 200"}',
    ].join('\n');
    expect(findSecrets(log, secrets)).toEqual([
      { kind: 'admin password', line: 2 },
      { kind: 'onboarding token', line: 3 },
      { kind: 'session cookie', line: 4 },
    ]);
  });

  it('finds nothing in a clean log, and scans a big one quickly', () => {
    const line = '{"level":30,"reqId":"9b89fd24-0373-47f5-a0d4-7f22a5164e59","msg":"POST /api/leads 201"}';
    const log = Array.from({ length: 100_000 }, () => line).join('\n');
    const many = Array.from({ length: 500 }, (_, index) => ({
      kind: 'password sent',
      value: `password-${index}-xyz`,
    }));
    const started = Date.now();
    expect(findSecrets(log, [...secrets, ...many])).toEqual([]);
    const ms = Date.now() - started;
    console.log(`Secret check: 100000 lines against ${many.length + secrets.length} secrets in ${ms} ms`);
  });

  it('takes a secret with a broken character (a lone surrogate the fuzzer sends as a password)', () => {
    const broken = { kind: 'password sent', value: 'pass\uD800word-broken' };
    expect(findSecrets('{"msg":"fine"}\n{"msg":"pass\uD800word-broken"}', [broken])).toEqual([
      { kind: 'password sent', line: 2 },
    ]);
  });
});
