import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import sharp from 'sharp';
import type { Agent } from 'supertest';
import { ReviewLinkIssuer } from '../src/content/review-link-issuer.js';
import { Post } from '../src/content/post.entity.js';
import type { DiskStorage } from '../src/media/disk-storage.js';
import { MEDIA_STORAGE } from '../src/media/media-storage.js';
import { uploadLockName } from '../src/media/media-uploads.js';
import {
  decompressionBomb,
  encryptedPdf,
  gif,
  hasGpsBlock,
  jpeg,
  jpegWithGps,
  oversizedPng,
  pdf,
  pdfWithHtml,
  pdfWithJavaScript,
  pdfWithPages,
  png,
  pngWithHtml,
  webp,
} from './media-fixtures.js';
import { createTeamMember, signInMember } from './utils/writer-accounts.js';
import { ADMIN, createTestApp, type TestApp } from './utils/test-app.js';

const TYPES = 'The file must be a JPEG, PNG, GIF, WebP or PDF (read from its bytes, not its name)';
const CUT_OFF = 'The upload was cut off';
const NOT_FOUND = { statusCode: 404, message: 'Media not found', error: 'Not Found' };

/**
 * Uploads of a post's images and documents (docs/architecture.md, "Media"): each bad file refused with
 * its rule and nothing left behind, good ones drawn, and the bytes served only to who may see the post.
 * sharp and pdf.js draw every good file: the suite takes a few seconds for them.
 */
describe('media uploads and delivery', () => {
  let t: TestApp;
  let admin: Agent;
  let mira: { id: number; agent: Agent };
  let otto: { id: number; agent: Agent };
  let miraDraft: number;
  let ottoDraft: number;
  let root: string;

  const upload = (agent: Agent, postId: number, bytes: Buffer, name = 'file.bin', field = 'file') =>
    agent.post(`/api/admin/content/${postId}/media`).attach(field, bytes, name);
  /** Every file folder on disk is a stored row's, and the other way round. */
  async function storedMatchesRows(): Promise<number> {
    const keys = (await t.query<{ storage_key: string }>('select storage_key from media_files')).map(
      (row) => row.storage_key,
    );
    const folders = await readdir(root).catch(() => [] as string[]);
    expect(folders.sort()).toEqual(keys.sort());
    return keys.length;
  }
  async function refused(
    status: number,
    message: string,
    send: () => Promise<{ status: number; body: unknown }>,
  ) {
    const before = await storedMatchesRows();
    const response = await send();
    expect({ status: response.status, body: response.body }).toEqual({
      status,
      body: expect.objectContaining({ statusCode: status, message }),
    });
    expect(await storedMatchesRows()).toBe(before);
  }
  async function draftFor(clientId: number): Promise<number> {
    const { body } = await admin.get(`/api/admin/clients/${clientId}`).expect(200);
    const subscriptionId = body.subscriptions.find((s: { status: string }) => s.status === 'active').id;
    return (
      await admin
        .post('/api/admin/content')
        .send({ subscriptionId, title: 'With media', content: 'Words beside the pictures.' })
        .expect(201)
    ).body.id;
  }
  /** Delivers the draft, then places the file in the delivered version (as delivery's copy does). */
  async function deliverWith(postId: number, mediaId: number): Promise<void> {
    await admin.post(`/api/admin/content/${postId}/status`).send({ status: 'delivered' }).expect(200);
    await t.query(
      `insert into post_media (version_id, media_id, position)
       select id, $2, 0 from content_versions where post_id = $1 order by number desc limit 1`,
      [postId, mediaId],
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    root = (t.app.get(MEDIA_STORAGE) as DiskStorage).root;
    admin = await t.signedInAdmin();
    mira = await t.signedInPortalClient('mira');
    otto = await t.signedInPortalClient('otto');
    miraDraft = await draftFor(mira.id);
    ottoDraft = await draftFor(otto.id);
  });
  beforeEach(() => t.query('delete from rate_limits'));
  afterAll(() => t?.close());

  describe('good files', () => {
    it.each([
      ['JPEG', 'image/jpeg', jpeg, 'photo.jpg', { width: 640, height: 480 }],
      ['PNG', 'image/png', png, 'chart.png', { width: 320, height: 200 }],
      ['GIF', 'image/gif', gif, 'loop.gif', { width: 120, height: 80 }],
      ['WebP', 'image/webp', webp, 'square.webp', { width: 300, height: 300 }],
    ])('takes a %s, read as %s, and draws its thumbnail and preview', async (_, type, make, name, size) => {
      const bytes = await make();
      const { body } = await upload(admin, miraDraft, bytes, name).expect(201);
      expect(body).toEqual({
        id: expect.any(Number),
        kind: 'image',
        contentType: type,
        byteSize: bytes.length,
        fileName: name,
        ...size,
        pageCount: null,
        thumbnailUrl: `/api/admin/content/${miraDraft}/media/${body.id}/thumbnail`,
        previewUrl: `/api/admin/content/${miraDraft}/media/${body.id}/preview`,
        originalUrl: `/api/admin/content/${miraDraft}/media/${body.id}/original`,
        pageUrls: [],
      });
      const [row] = await t.query('select client_id, sha256, kind from media_files where id = $1', [body.id]);
      expect(row).toMatchObject({ client_id: mira.id, kind: 'image' });
      const original = await admin.get(body.originalUrl).buffer(true).expect(200);
      expect(Buffer.compare(original.body as Buffer, bytes)).toBe(0);
      const preview = await admin.get(body.previewUrl).buffer(true).expect(200);
      expect((await sharp(preview.body as Buffer).metadata()).format).toBe('webp');
      await storedMatchesRows();
    });

    it('strips EXIF (GPS included) from what is shown, applies the orientation, and keeps the original as sent', async () => {
      const bytes = await jpegWithGps();
      expect(hasGpsBlock((await sharp(bytes).metadata()).exif)).toBe(true);
      const { body } = await upload(admin, miraDraft, bytes, 'IMG_0001.JPG').expect(201);
      // Orientation 6: the 600 × 400 photo is shown upright, 400 wide.
      expect(body).toMatchObject({ width: 400, height: 600, fileName: 'IMG_0001.jpg' });
      for (const variant of ['preview', 'thumbnail']) {
        const drawn = (
          await admin.get(`/api/admin/content/${miraDraft}/media/${body.id}/${variant}`).buffer(true)
        ).body as Buffer;
        const metadata = await sharp(drawn).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.exif).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(metadata.width! < metadata.height!).toBe(true);
        expect(drawn.includes('PhoneMaker')).toBe(false);
      }
      const original = (await admin.get(body.originalUrl).buffer(true)).body as Buffer;
      expect(Buffer.compare(original, bytes)).toBe(0);
    });

    it('takes a PDF: counts its pages and draws the first ones', async () => {
      const bytes = pdf();
      const { body } = await upload(admin, miraDraft, bytes, 'deck.pdf').expect(201);
      expect(body).toMatchObject({
        kind: 'document',
        contentType: 'application/pdf',
        pageCount: 3,
        width: null,
        fileName: 'deck.pdf',
        pageUrls: [1, 2, 3].map((page) => `/api/admin/content/${miraDraft}/media/${body.id}/pages/${page}`),
      });
      const page = await admin.get(body.pageUrls[1]).buffer(true).expect(200);
      expect(page.headers['content-type']).toBe('image/webp');
      expect(await sharp(page.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1200 });
      const thumbnail = await admin.get(body.thumbnailUrl).buffer(true).expect(200);
      expect((await sharp(thumbnail.body as Buffer).metadata()).width).toBe(400);
      await admin.get(`/api/admin/content/${miraDraft}/media/${body.id}/pages/4`).expect(404, {
        statusCode: 404,
        message: 'No such page of this document',
        error: 'Not Found',
      });
    });
  });

  describe('bad input: each refused with its rule, nothing stored', () => {
    it.each([
      ['a script named .png', () => Buffer.from('#!/bin/sh\nrm -rf /\n'), 'cat.png'],
      [
        'an SVG',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.svg',
      ],
      ['an HTML file', () => Buffer.from('<!doctype html><html><body>hi</body></html>'), 'page.jpg'],
      ['a ZIP', () => Buffer.from('504b0304140000000800', 'hex'), 'deck.pdf'],
    ])('%s: 400 naming the types taken', async (_, make, name) => {
      await refused(400, TYPES, () => upload(admin, miraDraft, make(), name));
    });

    it.each([
      [
        'a PDF with JavaScript',
        pdfWithJavaScript,
        'PDFs with JavaScript are not taken: save it without scripts or actions',
      ],
      [
        'an encrypted PDF',
        encryptedPdf,
        'Encrypted or password-protected PDFs are not taken: save it without a password',
      ],
      [
        'a PDF that is a web page too',
        pdfWithHtml,
        'The file holds web page markup (HTML, SVG or script) besides its type: it is not taken',
      ],
      [
        'a PNG that is a web page too',
        pngWithHtml,
        'The file holds web page markup (HTML, SVG or script) besides its type: it is not taken',
      ],
      [
        'a PDF over 300 pages',
        () => pdfWithPages(301),
        'The PDF has 301 pages: at most 300 are taken, as LinkedIn takes them',
      ],
      [
        'a decompression bomb (50,000 × 50,000 pixels)',
        decompressionBomb,
        'The image is 50000 × 50000 pixels: at most 36,152,320 pixels are taken',
      ],
      [
        'a cut-short JPEG',
        async () => (await jpeg()).subarray(0, 2000),
        'The image could not be read: it is damaged, cut short or not what its type says',
      ],
      ['zero bytes', () => Buffer.alloc(0), 'The file is empty'],
    ])('%s: 400', async (_, make, message) => {
      await refused(400, message, async () => upload(admin, miraDraft, await make(), 'x.pdf'));
    });

    // Two seconds: pdf.js reads the 300 pages' tree and draws the first ten.
    it('takes a PDF of 300 pages', async () => {
      const { body } = await upload(admin, miraDraft, pdfWithPages(300), 'long.pdf').expect(201);
      expect(body).toMatchObject({ pageCount: 300, pageUrls: expect.arrayContaining([expect.any(String)]) });
      expect(body.pageUrls).toHaveLength(10);
    });

    it('an image over 10 MB: 413 once sniffed, the rest not stored', async () => {
      await refused(413, 'An image must be at most 10 MB', async () =>
        upload(admin, miraDraft, await oversizedPng(10 * 1024 * 1024 + 1), 'big.png'),
      );
    });

    it('a body over 100 MB: 413 before a byte of it is read', async () => {
      const cookie = await sessionCookie();
      const before = await storedMatchesRows();
      const answer = await rawUpload(cookie, miraDraft, { declared: 150 * 1024 * 1024, sent: 'some bytes' });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ message: 'A file must be at most 100 MB' });
      expect(await storedMatchesRows()).toBe(before);
    });

    it('an upload cut off mid-way: 400, and nothing is left', async () => {
      const bytes = pdf();
      const boundary = 'cut';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deck.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
      // The body ends (the request is whole) but the form is not: no closing boundary.
      await refused(400, CUT_OFF, () =>
        admin
          .post(`/api/admin/content/${miraDraft}/media`)
          .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
          .send(Buffer.concat([Buffer.from(head), bytes.subarray(0, 600)])),
      );
      // The connection dropped mid-body: nobody reads the answer, and nothing is left either.
      const cookie = await sessionCookie();
      const before = await storedMatchesRows();
      await rawUpload(cookie, miraDraft, {
        declared: 2 * 1024 * 1024,
        sent: Buffer.concat([Buffer.from(head), bytes]),
        drop: true,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await storedMatchesRows()).toBe(before);
    });

    it.each([
      [
        'another field',
        (r: ReturnType<Agent['post']>) => r.field('note', 'hi').attach('file', pdf(), 'a.pdf'),
        'Unknown field "note": Send one file per upload, in the field "file"',
      ],
      [
        'a file under another name',
        (r: ReturnType<Agent['post']>) => r.attach('document', pdf(), 'a.pdf'),
        'Unknown field "document": Send one file per upload, in the field "file"',
      ],
      [
        'two files',
        (r: ReturnType<Agent['post']>) => r.attach('file', pdf(), 'a.pdf').attach('file', pdf(), 'b.pdf'),
        'Send one file per upload, in the field "file"',
      ],
      [
        'no file',
        (r: ReturnType<Agent['post']>) => r.field('x', '1'),
        'Unknown field "x": Send one file per upload, in the field "file"',
      ],
    ])('%s: 400 naming it', async (_, build, message) => {
      await refused(400, message, () => build(admin.post(`/api/admin/content/${miraDraft}/media`)));
    });

    it('a JSON body: 400, the upload is multipart', async () => {
      await refused(400, 'The upload must be multipart/form-data with one field, "file"', () =>
        admin.post(`/api/admin/content/${miraDraft}/media`).send({ file: 'x' }),
      );
    });

    it('the same file twice at once (held by another server): 409', async () => {
      const bytes = await png(333, 111);
      const sha = (await import('node:crypto')).createHash('sha256').update(bytes).digest('hex');
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock(hashtextextended($1, 0))', [uploadLockName(mira.id, sha)]);
        await refused(409, 'This file is being uploaded already: wait for that upload to finish', () =>
          upload(admin, miraDraft, bytes, 'twice.png'),
        );
      } finally {
        await other.end();
      }
      await upload(admin, miraDraft, bytes, 'twice.png').expect(201);
    });

    it("holds the file's lock while it is drawn and stored, so another server's upload of it waits its turn", async () => {
      const bytes = await png(222, 99);
      const sha = (await import('node:crypto')).createHash('sha256').update(bytes).digest('hex');
      const lock = uploadLockName(mira.id, sha);
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      // At each file the upload stores, could another server take this file's lock?
      const free: boolean[] = [];
      const storage = t.app.get(MEDIA_STORAGE) as DiskStorage;
      const put = storage.put;
      storage.put = async (...args) => {
        const { rows } = await other.query<{ got: boolean }>(
          'select pg_try_advisory_lock(hashtextextended($1, 0)) as got',
          [lock],
        );
        if (rows[0]!.got) await other.query('select pg_advisory_unlock(hashtextextended($1, 0))', [lock]);
        free.push(rows[0]!.got);
        return put.apply(storage, args);
      };
      try {
        await upload(admin, miraDraft, bytes, 'held.png').expect(201);
      } finally {
        storage.put = put;
        await other.end();
      }
      // The original streams in before the lock is taken; its drawings are stored under it.
      expect(free[0]).toBe(true);
      expect(free.length).toBeGreaterThan(1);
      expect(free.slice(1)).toEqual(free.slice(1).map(() => false));
    });

    it('a post that is not a draft: 409, nothing read', async () => {
      const post = await draftFor(mira.id);
      await admin.post(`/api/admin/content/${post}/status`).send({ status: 'delivered' }).expect(200);
      await refused(409, "Only a draft's media can change: move the post back to draft first", () =>
        upload(admin, post, pdf(), 'late.pdf'),
      );
    });

    it('too many uploads from one account: 429 with Retry-After', async () => {
      await upload(admin, ottoDraft, await png(10, 10), 'one.png').expect(201);
      await t.query(`update rate_limits set points = 60 where key like 'media_uploads:%'`);
      const response = await upload(admin, ottoDraft, await png(11, 11), 'two.png').expect(429);
      expect(response.body.message).toMatch(
        /^Too many uploads from this account\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    });

    it("another site's form cannot upload (403), and other routes still take JSON only (415)", async () => {
      await admin
        .post(`/api/admin/content/${miraDraft}/media`)
        .set('Sec-Fetch-Site', 'cross-site')
        .attach('file', pdf(), 'x.pdf')
        .expect(403);
      await admin.put(`/api/admin/content/${miraDraft}/media`).attach('file', pdf(), 'x.pdf').expect(415);
    });
  });

  describe('delivery', () => {
    let image: { id: number; originalUrl: string; previewUrl: string };
    let bytes: Buffer;
    beforeAll(async () => {
      bytes = await jpeg(800, 600);
      image = (await upload(admin, miraDraft, bytes, 'Café menu.jpg').expect(201)).body;
    });

    it('sends the original as a download of its sniffed type, and nothing in it can run', async () => {
      const response = await admin.get(image.originalUrl).buffer(true).expect(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'x-content-type-options': 'nosniff',
        'content-disposition': `attachment; filename="Caf_ menu.jpg"; filename*=UTF-8''Caf%C3%A9%20menu.jpg`,
        'content-security-policy': "default-src 'none'; sandbox",
        'accept-ranges': 'bytes',
        'cache-control': 'private, no-cache',
        'content-length': String(bytes.length),
      });
      const preview = await admin.get(image.previewUrl).expect(200);
      expect(preview.headers['content-type']).toBe('image/webp');
      expect(preview.headers['content-disposition']).toMatch(/^inline; filename="Caf_ menu-preview\.webp"/);
    });

    it('answers a range with 206, one outside the file with 416, and an unchanged file with 304', async () => {
      const part = await admin.get(image.originalUrl).set('Range', 'bytes=10-19').buffer(true).expect(206);
      expect(part.headers['content-range']).toBe(`bytes 10-19/${bytes.length}`);
      expect(Buffer.compare(part.body as Buffer, bytes.subarray(10, 20))).toBe(0);
      const outside = await admin
        .get(image.originalUrl)
        .set('Range', `bytes=${bytes.length + 5}-`)
        .expect(416);
      expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`);
      const { headers } = await admin.get(image.originalUrl).expect(200);
      expect(headers.etag).toMatch(/^"[0-9a-f]{64}-original"$/);
      await admin.get(image.originalUrl).set('If-None-Match', headers.etag).expect(304);
      // A stale validator after If-Range: the whole file.
      await admin.get(image.originalUrl).set('Range', 'bytes=0-1').set('If-Range', '"other"').expect(200);
    });

    it('revalidates through authorization: a signed-out reader gets nothing, not even a 304', async () => {
      const { headers } = await admin.get(image.originalUrl).expect(200);
      await t.agent().get(image.originalUrl).set('If-None-Match', headers.etag).expect(401);
    });
  });

  describe('who may see a file', () => {
    let delivered: { post: number; file: number };
    let draftOnly: number;
    let ottos: { post: number; file: number };

    beforeAll(async () => {
      const post = await draftFor(mira.id);
      const file = (await upload(admin, post, await png(50, 50), 'seen.png').expect(201)).body.id;
      draftOnly = (await upload(admin, post, await png(51, 51), 'unseen.png').expect(201)).body.id;
      await deliverWith(post, file);
      delivered = { post, file };
      const ottoPost = await draftFor(otto.id);
      const ottoFile = (await upload(admin, ottoPost, await png(52, 52), 'otto.png').expect(201)).body.id;
      await deliverWith(ottoPost, ottoFile);
      ottos = { post: ottoPost, file: ottoFile };
    });

    const client = (agent: Agent, post: number, file: number, part = 'thumbnail') =>
      agent.get(`/api/client/content/${post}/media/${file}/${part}`);
    const team = (agent: Agent, post: number, file: number) =>
      agent.get(`/api/admin/content/${post}/media/${file}/original`);

    it('the client sees what was delivered to them, and nothing else (404 as if absent)', async () => {
      await client(mira.agent, delivered.post, delivered.file).expect(200);
      await client(mira.agent, delivered.post, delivered.file, 'original').expect(200);
      await client(mira.agent, delivered.post, draftOnly).expect(404, NOT_FOUND);
      await client(mira.agent, delivered.post, ottos.file).expect(404, NOT_FOUND);
      await client(mira.agent, ottos.post, ottos.file).expect(404);
      await client(otto.agent, delivered.post, delivered.file).expect(404);
      await client(mira.agent, delivered.post, delivered.file).set('Range', 'bytes=0-0').expect(206);
    });

    it("the team: any file of the post's client, never another client's; an unassigned writer nothing", async () => {
      await team(admin, delivered.post, draftOnly).expect(200);
      await team(admin, delivered.post, ottos.file).expect(404, NOT_FOUND);
      await createTeamMember(t, { username: 'wanda' });
      const writer = await signInMember(t, 'wanda');
      await team(writer, delivered.post, delivered.file).expect(404);
      await upload(writer, miraDraft, await png(), 'x.png').expect(404);
      await client(mira.agent, delivered.post, delivered.file).expect(200);
      await team(mira.agent, delivered.post, delivered.file).expect(403);
    });

    it("the review link: its one post's delivered files only", async () => {
      const em = t.orm.em.fork();
      const urls = t.app.get(ReviewLinkIssuer).issue(await em.findOneOrFail(Post, delivered.post), em);
      await em.flush();
      const token = new URL(urls.publish).searchParams.get('token')!;
      const link = (file: number, part = 'preview') =>
        t.agent().get(`/api/review-links/media/${file}/${part}`).query({ token });
      await link(delivered.file).expect(200);
      await link(draftOnly).expect(404, NOT_FOUND);
      await link(ottos.file).expect(404, NOT_FOUND);
      await t
        .agent()
        .get(`/api/review-links/media/${delivered.file}/preview`)
        .query({ token: 'x'.repeat(43) })
        .expect(404);
    });
  });

  /** A new admin session's cookie, for a request sent by hand. */
  async function sessionCookie(): Promise<string> {
    const response = await t.agent().post('/api/admin/login').send(ADMIN).expect(200);
    return ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .map((cookie) => cookie.split(';', 1)[0])
      .join('; ');
  }

  /** An upload sent by hand: a Content-Length other than the bytes sent, or a connection dropped. */
  function rawUpload(
    cookie: string,
    postId: number,
    { declared, sent, drop = false }: { declared: number; sent: string | Buffer; drop?: boolean },
  ): Promise<{ status: number; body: string }> {
    const server = t.app.getHttpServer() as http.Server;
    if (!server.listening) server.listen(0);
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const req = http.request({
        port,
        method: 'POST',
        path: `/api/admin/content/${postId}/media`,
        headers: {
          cookie,
          'content-type': 'multipart/form-data; boundary=cut',
          'content-length': String(declared),
        },
      });
      req.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode!, body });
          req.destroy();
        });
      });
      req.on('error', (error) => (drop ? resolve({ status: 0, body: '' }) : reject(error)));
      req.write(sent, () => {
        if (drop) setTimeout(() => req.destroy(), 50);
      });
    });
  }
});
