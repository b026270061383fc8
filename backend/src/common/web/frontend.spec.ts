import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { LANDING_HTML, serveFrontend } from './frontend.js';

/** A build as `npm run build -w frontend` writes it: each file with its .br and .gz beside it. */
function writeBuild(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
}

const SHELL = '<!doctype html><div id="root"></div>';
const LANDING = '<!doctype html><div id="root"><h1>Professional LinkedIn Content Writing</h1></div>';
const BUNDLE = 'export const app = 1;';
const YEAR = 'public, max-age=31536000, immutable';

describe('serveFrontend', () => {
  let dir: string;
  let app: express.Express;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ghostline-frontend-'));
    writeBuild(dir, { 'index.html': SHELL, [LANDING_HTML]: LANDING, 'assets/index-abc123.js': BUNDLE });
    app = express();
    app.use(serveFrontend(dir, (path) => path.startsWith('/api/')));
    app.use((_request, response) => response.status(404).send('not the frontend'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = (path: string, encoding = 'br, gzip') =>
    request(app).get(path).set('Accept-Encoding', encoding).buffer(true);

  it('sends a hashed bundle brotli-compressed, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript; charset=utf-8$/i);
    expect(response.headers['cache-control']).toBe(YEAR);
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.text).toBe(BUNDLE);
  });

  it('sends gzip to a browser without brotli, and the file itself to one with neither', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(YEAR);
    const plain = await get('/assets/index-abc123.js', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BUNDLE);
  });

  it('answers a missing bundle 404, not with the app', async () => {
    const response = await get('/assets/index-gone00.js').expect(404);
    expect(response.text).toBe('not the frontend');
  });

  it('serves / as the prerendered landing page, never cached', async () => {
    const response = await get('/').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.text).toBe(LANDING);
  });

  it.each(['/auth', '/admin/leads', '/onboarding/12', '/index.html'])(
    'serves %s as the plain shell, never cached',
    async (path) => {
      const response = await get(path).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toBe(SHELL);
    },
  );

  it.each(['/.env', '/.git/config', '/package.json', '/wp-login.php', '/favicon.png', '/admin/.htaccess'])(
    'answers %s, which no file of the build has, 404 with a short text, not the app',
    async (path) => {
      const response = await get(path).expect(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain; charset=utf-8$/i);
      expect(response.text).toBe('Not found');
    },
  );

  it.each(['/admin/leads/7', '/onboarding/12', '/review?token=abc.def', '/confirm-email?token=a.b'])(
    'still serves the route %s (a dot in the query is no extension) as the app',
    async (path) => {
      const response = await get(path).expect(200);
      expect(response.text).toBe(SHELL);
    },
  );

  it("passes the server's own paths and other methods on", async () => {
    expect((await get('/api/site').expect(404)).text).toBe('not the frontend');
    expect((await request(app).post('/auth').expect(404)).text).toBe('not the frontend');
  });

  it('serves the shell for / when the build has no prerendered page', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'ghostline-frontend-'));
    try {
      writeBuild(bare, { 'index.html': SHELL });
      const server = express().use(serveFrontend(bare, () => false));
      const response = await request(server).get('/').expect(200);
      expect(response.text).toBe(SHELL);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
