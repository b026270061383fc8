import {
  CreateMultipartUploadCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { ServiceUnavailableException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Agent } from 'supertest';
import { MEDIA_STORAGE, MEDIA_STORAGE_UNAVAILABLE, MediaNotStoredError } from '../src/media/media-storage.js';
import { MediaSweep } from '../src/media/media-sweep.js';
import { S3_PART_BYTES, S3Storage, type S3Settings } from '../src/media/s3-storage.js';
import { png } from './media-fixtures.js';
import { deadEndpoint, S3_KEYS, startRelay, startS3, type LocalS3 } from './utils/s3-server.js';
import { storedFolders } from './utils/stored-folders.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const BUCKET = 'ghostline-media';
/** Where nothing answers: a port taken and let go, so no service of the machine can be there. */
const DEAD = await deadEndpoint();
const DEAD_PATTERN = DEAD.replace(/[.:/]/g, (c) => `\\${c}`);
const CUT_BUCKET = 'cut-off';
const KEY = 'a'.repeat(48);

/** The requests a client sends, as they leave it (after signing): the command's name and its headers. */
function recordRequests(client: S3Client) {
  const sent: { command: string; headers: Record<string, string> }[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as { headers: Record<string, string> };
      sent.push({ command: context.commandName ?? '', headers: { ...request.headers } });
      return next(args);
    },
    { step: 'finalizeRequest', priority: 'low' },
  );
  return sent;
}

const chunksOf = (bytes: Buffer, size = 1024 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    })(),
  );

/** A new client's draft (an active Echo subscription, seeded), made by the admin `admin` of `t`. */
async function draftOfNewClient(t: TestApp, admin: Agent, username: string, title: string): Promise<number> {
  const client = await t.signedInPortalClient(username);
  const { body } = await admin.get(`/api/admin/clients/${client.id}`).expect(200);
  const subscriptionId = body.subscriptions.find((s: { status: string }) => s.status === 'active').id;
  return (
    await admin.post('/api/admin/content').send({ subscriptionId, title, content: 'Words.' }).expect(201)
  ).body.id;
}

const read = async (stream: Readable) => Buffer.concat(await stream.toArray());

/**
 * Media in an S3 bucket (docs/operations.md, "Media storage"), against s3rver, a real server of S3's
 * REST protocol started here: the AWS SDK's calls as a real bucket gets them, multipart included; two
 * app servers on one database and one bucket; and every way the bucket can be unusable.
 */
describe('media in an S3 bucket', () => {
  let s3: LocalS3;
  let settings: S3Settings;

  beforeAll(async () => {
    s3 = await startS3(BUCKET, CUT_BUCKET);
    settings = {
      bucket: BUCKET,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: S3_KEYS,
      forcePathStyle: true,
    };
  });
  afterAll(() => s3?.stop());

  describe('the store', () => {
    it('stores a file, reads it whole and by range, sizes, lists and deletes its objects', async () => {
      const storage = new S3Storage(settings);
      await storage.put(`${KEY}/original`, Readable.from([Buffer.from('the original bytes')]), 'image/png');
      await storage.put(`${KEY}/thumbnail`, Readable.from([Buffer.from('small')]), 'image/webp');

      expect((await read(await storage.get(`${KEY}/original`))).toString()).toBe('the original bytes');
      expect((await read(await storage.get(`${KEY}/original`, { start: 4, end: 11 }))).toString()).toBe(
        'original',
      );
      expect(await storage.size(`${KEY}/original`)).toBe(18);
      expect(await storage.size(`${KEY}/preview`)).toBeNull();
      await expect(storage.get(`${KEY}/preview`)).rejects.toBeInstanceOf(MediaNotStoredError);

      const listed = await storedFolders(storage);
      expect(listed).toEqual([{ storageKey: KEY, modifiedAt: expect.any(Date) }]);

      await storage.deletePrefix(KEY);
      expect(await storage.size(`${KEY}/original`)).toBeNull();
      expect(await storedFolders(storage)).toEqual([]);
    });

    it('lists only the server’s own keys, each folder once', async () => {
      const storage = new S3Storage(settings);
      // Someone else's object in the bucket is none of the sweep's business.
      await storage.client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'notes/readme.txt', Body: 'x' }));
      const folders = ['b'.repeat(48), 'c'.repeat(48)];
      for (const folder of folders)
        for (const name of ['original', 'page-1', 'page-2'])
          await storage.put(`${folder}/${name}`, Readable.from([Buffer.from(name)]), 'image/webp');
      expect((await storedFolders(storage)).map((folder) => folder.storageKey)).toEqual(folders);
      for (const folder of folders) await storage.deletePrefix(folder);
    });

    it('sends a file larger than a part as a multipart upload, stored byte for byte', async () => {
      const storage = new S3Storage(settings);
      const sent = recordRequests(storage.client);
      const bytes = randomBytes(2 * S3_PART_BYTES + 12345);
      await storage.put(`${KEY}/original`, chunksOf(bytes), 'application/pdf');
      expect(sent.map((request) => request.command)).toEqual([
        'CreateMultipartUploadCommand',
        'UploadPartCommand',
        'UploadPartCommand',
        'UploadPartCommand',
        'CompleteMultipartUploadCommand',
      ]);
      expect((await read(await storage.get(`${KEY}/original`))).equals(bytes)).toBe(true);
      await storage.deletePrefix(KEY);
    });

    it('stores nothing of a body that fails part way, and leaves no upload open', async () => {
      const storage = new S3Storage(settings);
      const sent = recordRequests(storage.client);
      const failing = Readable.from(
        (async function* () {
          yield randomBytes(S3_PART_BYTES);
          yield randomBytes(S3_PART_BYTES / 2);
          throw new Error('the sender went away');
        })(),
      );
      await expect(storage.put(`${KEY}/original`, failing, 'application/pdf')).rejects.toThrow(
        'the sender went away',
      );
      expect(await storage.size(`${KEY}/original`)).toBeNull();
      // The parts sent are let go of (s3rver keeps no list of open uploads to ask).
      const commands = sent.map((request) => request.command);
      expect(commands).toContain('AbortMultipartUploadCommand');
      expect(commands).not.toContain('CompleteMultipartUploadCommand');
    });

    it('sends no checksum of its own, which S3-compatible servers may store with the bytes or refuse', async () => {
      const storage = new S3Storage(settings);
      const ours = recordRequests(storage.client);
      // The SDK as it comes: what the setting turns off.
      const plain = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: S3_KEYS,
      });
      const theirs = recordRequests(plain);
      const checksums = (requests: typeof ours) =>
        requests.flatMap(({ headers }) =>
          Object.entries(headers)
            .filter(
              ([name, value]) =>
                /^x-amz-(sdk-)?checksum/i.test(name) ||
                (/content-encoding/i.test(name) && /aws-chunked/.test(value)),
            )
            .map(([name]) => name.toLowerCase()),
        );

      await storage.put(`${KEY}/original`, Readable.from([Buffer.from('bytes')]), 'image/png');
      await plain.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: `${KEY}/preview` }));
      await plain.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${KEY}/thumbnail`, Body: 'bytes' }));
      expect(checksums(theirs)).toContain('x-amz-checksum-crc32');
      expect(checksums(ours)).toEqual([]);
      await storage.deletePrefix(KEY);
    });

    it('makes its bucket when it is missing, once (npm run media:bucket)', async () => {
      const storage = new S3Storage({ ...settings, bucket: 'made-here' });
      await expect(storage.check()).rejects.toThrow('does not exist');
      expect(await storage.ensureBucket()).toBe(true);
      await expect(storage.check()).resolves.toBeUndefined();
      expect(await storage.ensureBucket()).toBe(false);
      // Refused keys are said, not taken for a missing bucket.
      const refused = new S3Storage({
        ...settings,
        credentials: { accessKeyId: 'WRONG', secretAccessKey: 'x' },
      });
      await expect(refused.ensureBucket()).rejects.toThrow('refused the keys');
    });

    it.each([
      [
        'keys it does not know',
        { credentials: { accessKeyId: 'WRONG', secretAccessKey: 'x' } },
        /refused the keys for "ghostline-media": check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
      ],
      [
        'a bucket that does not exist',
        { bucket: 'no-such-bucket' },
        /the bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+/,
      ],
      [
        'an endpoint where nothing answers',
        { endpoint: DEAD },
        new RegExp(`${DEAD_PATTERN} cannot be reached \\(ECONNREFUSED\\)`),
      ],
    ])(
      'with %s: says why it cannot be used, and answers reads and writes with 503',
      async (_, wrong, why) => {
        const storage = new S3Storage({ ...settings, ...wrong });
        await expect(storage.check()).rejects.toThrow(why);
        const unavailable = expect.objectContaining({
          constructor: ServiceUnavailableException,
          message: MEDIA_STORAGE_UNAVAILABLE,
        });
        await expect(
          storage.put(`${KEY}/original`, Readable.from([Buffer.from('x')]), 'image/png'),
        ).rejects.toEqual(unavailable);
        await expect(storage.size(`${KEY}/original`)).rejects.toEqual(unavailable);
        await expect(storage.deletePrefix(KEY)).rejects.toEqual(unavailable);
      },
    );
  });

  describe('two servers on one database and one bucket', () => {
    let a: TestApp;
    let b: TestApp;
    let adminA: Agent;
    let adminB: Agent;
    let draft: number;

    beforeAll(async () => {
      a = await createTestApp({ env: s3.env(BUCKET) });
      b = await createTestApp({ databaseUrl: a.databaseUrl, env: s3.env(BUCKET) });
      adminA = await a.signedInAdmin();
      adminB = await b.signedInAdmin();
      draft = await draftOfNewClient(a, adminA, 'sia', 'In the bucket');
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('takes an upload through one and serves it from the other, nothing on either disk', async () => {
      const bytes = await png();
      const { body } = await adminA
        .post(`/api/admin/content/${draft}/media`)
        .attach('file', bytes, 'chart.png')
        .expect(201);
      const original = await adminB.get(body.originalUrl).buffer(true).expect(200);
      expect(Buffer.compare(original.body as Buffer, bytes)).toBe(0);
      const thumbnail = await adminB.get(body.thumbnailUrl).buffer(true).expect(200);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      // A range, as a browser asks for part of a large file.
      await adminB.get(body.originalUrl).set('Range', 'bytes=0-7').expect(206);

      const [row] = await a.query<{ storage_key: string }>(
        'select storage_key from media_files where id = $1',
        [body.id],
      );
      const objects = await (b.app.get(MEDIA_STORAGE) as S3Storage).client.send(
        new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${row!.storage_key}/` }),
      );
      expect(objects.Contents?.map((object) => object.Key).sort()).toEqual(
        ['original', 'preview', 'thumbnail'].map((name) => `${row!.storage_key}/${name}`),
      );
      for (const app of [a, b])
        expect(existsSync(join(app.app.get(ConfigService).get<string>('DATA_DIR')!, 'media'))).toBe(false);
    });

    it('is ready with the bucket reachable', async () => {
      const { body } = await b.agent().get('/api/health/ready').expect(200);
      expect(body.details.media).toMatchObject({ status: 'up' });
    });
  });

  describe.each([
    [
      'a bucket that does not exist',
      { S3_BUCKET: 'no-such-bucket' },
      /media: the bucket "no-such-bucket" does not exist/,
    ],
    [
      'keys the store refuses',
      { S3_ACCESS_KEY_ID: 'WRONG' },
      /media: .* refused the keys for "ghostline-media"/,
    ],
    [
      'an endpoint where nothing answers',
      { S3_ENDPOINT: DEAD },
      new RegExp(`media: ${DEAD_PATTERN} cannot be reached`),
    ],
  ])('a server whose bucket cannot be used (%s)', (_, wrong, why) => {
    let t: TestApp;
    let admin: Agent;
    let draft: number;

    beforeAll(async () => {
      t = await createTestApp({ env: { ...s3.env(BUCKET), ...wrong } });
      admin = await t.signedInAdmin();
      draft = await draftOfNewClient(t, admin, 'uma', 'Nowhere to go');
    });
    afterAll(() => t?.close());

    it('starts, but is not ready, saying why; an upload answers 503 and stores no row', async () => {
      const { body: health } = await t.agent().get('/api/health/ready').expect(503);
      expect(health.message).toBe('Not ready: media');
      expect(health.errors).toEqual([expect.stringMatching(why)]);
      expect(JSON.stringify(health)).not.toContain(S3_KEYS.secretAccessKey);

      const { body } = await admin
        .post(`/api/admin/content/${draft}/media`)
        .attach('file', await png(), 'chart.png')
        .expect(503);
      expect(body).toMatchObject({ statusCode: 503, message: MEDIA_STORAGE_UNAVAILABLE });
      expect(await t.query('select id from media_files')).toEqual([]);
    });
  });
  describe('a store that goes down part way through an upload', () => {
    let t: TestApp;
    let relay: Awaited<ReturnType<typeof startRelay>>;
    let admin: Agent;
    let draft: number;

    beforeAll(async () => {
      relay = await startRelay(s3.endpoint);
      t = await createTestApp({ env: { ...s3.env(CUT_BUCKET), S3_ENDPOINT: relay.endpoint } });
      admin = await t.signedInAdmin();
      draft = await draftOfNewClient(t, admin, 'ivo', 'Cut off');
    });
    afterAll(async () => {
      await t?.close();
      await relay?.close();
    });

    it('answers 503, stores no row, and leaves no object in the bucket', async () => {
      // Noise does not compress: about 270 KB, cut after 100 KB of it have gone to the store.
      const bytes = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
        .png()
        .toBuffer();
      relay.cutAfter(100 * 1024);
      const { body } = await admin
        .post(`/api/admin/content/${draft}/media`)
        .attach('file', bytes, 'noise.png')
        .expect(503);
      expect(body).toMatchObject({ statusCode: 503, message: MEDIA_STORAGE_UNAVAILABLE });
      expect(await t.query('select id from media_files')).toEqual([]);
      // s3rver keeps what arrived of a request cut short (S3 itself stores no object whose body falls
      // short of its length): no row names it, and the sweep deletes it once past its grace.
      const direct = new S3Storage({ ...settings, bucket: CUT_BUCKET });
      const left = await storedFolders(direct);
      expect(left.length).toBeLessThanOrEqual(1);
      const dayAfter = new Date(Date.now() + 25 * 3600 * 1000);
      relay.restore();
      expect(await t.app.get(MediaSweep).run(dayAfter)).toEqual({ files: 0, folders: left.length });
      expect(await storedFolders(direct)).toEqual([]);
    });
  });
});
