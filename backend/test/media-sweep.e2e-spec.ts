import { Readable } from 'node:stream';
import pg from 'pg';
import type { Agent } from 'supertest';
import { MEDIA_STORAGE, type MediaStorage } from '../src/media/media-storage.js';
import { MEDIA_SWEEP, MEDIA_SWEEP_CRON, MediaSweep } from '../src/media/media-sweep.js';
import { newStorageKey } from '../src/media/storage-keys.js';
import { png } from './media-fixtures.js';
import { startS3, type LocalS3 } from './utils/s3-server.js';
import { storedFolders } from './utils/stored-folders.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const HOUR = 3600 * 1000;

/**
 * The hourly sweep of stored media nothing refers to (docs/architecture.md, "Media"), on disk and in
 * an S3 bucket (s3rver): what a post's working copy or a delivered version names stays, however old;
 * an upload never attached, a replaced image and a deleted draft's files go once past the grace, row
 * and bytes; so does a stored folder no row names. Two sweeps at once delete each file once.
 */
describe.each(['disk', 'S3'] as const)('the media sweep (%s)', (store) => {
  let s3: LocalS3 | undefined;
  let t: TestApp;
  let admin: Agent;
  let subscriptionId: number;
  let storage: MediaStorage;
  let sweep: MediaSweep;

  const newDraft = async (title: string) =>
    (await admin.post('/api/admin/content').send({ subscriptionId, title, content: 'Words.' }).expect(201))
      .body.id as number;
  const upload = async (postId: number) =>
    (
      await admin
        .post(`/api/admin/content/${postId}/media`)
        .attach('file', await png(), 'chart.png')
        .expect(201)
    ).body.id as number;
  const attach = (postId: number, ...ids: number[]) =>
    admin
      .put(`/api/admin/content/${postId}/media`)
      .send({ items: ids.map((mediaId) => ({ mediaId, altText: 'A chart' })) })
      .expect(200);
  const storedFiles = async () =>
    (await t.query<{ id: number }>('select id from media_files order by id')).map((row) => row.id);
  const folderKeys = async () => (await storedFolders(storage)).map((folder) => folder.storageKey).sort();
  const keyOf = async (id: number) =>
    (await t.query<{ storage_key: string }>('select storage_key from media_files where id = $1', [id]))[0]!
      .storage_key;

  beforeAll(async () => {
    s3 = store === 'S3' ? await startS3('swept') : undefined;
    t = await createTestApp({ env: s3?.env('swept') });
    storage = t.app.get(MEDIA_STORAGE);
    sweep = t.app.get(MediaSweep);
    admin = await t.signedInAdmin();
    const client = await t.signedInPortalClient('nell');
    const { body } = await admin.get(`/api/admin/clients/${client.id}`).expect(200);
    subscriptionId = body.subscriptions.find((s: { status: string }) => s.status === 'active').id;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });
  beforeEach(() => t.query('delete from rate_limits'));

  it('is on the queue’s schedule, hourly', async () => {
    expect(await t.query('select name, cron from pgboss.schedule where name = $1', [MEDIA_SWEEP])).toEqual([
      { name: MEDIA_SWEEP, cron: MEDIA_SWEEP_CRON },
    ]);
  });

  it('keeps what is referred to, and deletes the rest once past the grace', async () => {
    // Attached to a draft; uploaded beside it and never attached.
    const draft = await newDraft('Kept');
    const [kept, neverAttached] = [await upload(draft), await upload(draft)];
    await attach(draft, kept);
    // In a delivered version only: the working copy dropped it since.
    const delivered = await newDraft('Delivered');
    const inVersion = await upload(delivered);
    await attach(delivered, inVersion);
    await admin.post(`/api/admin/content/${delivered}/status`).send({ status: 'delivered' }).expect(200);
    await admin.post(`/api/admin/content/${delivered}/status`).send({ status: 'draft' }).expect(200);
    await admin.put(`/api/admin/content/${delivered}/media`).send({ items: [] }).expect(200);
    // Replaced before delivery.
    const revised = await newDraft('Revised');
    const replaced = await upload(revised);
    await attach(revised, replaced);
    const replacement = await upload(revised);
    await attach(revised, replacement);
    // A deleted draft's.
    const doomed = await newDraft('Deleted');
    const ofDeleted = await upload(doomed);
    await attach(doomed, ofDeleted);
    await admin.delete(`/api/admin/content/${doomed}`).expect(204);
    // Bytes no row names (an upload stopped between its bytes and its row).
    const rowless = newStorageKey();
    await storage.put(`${rowless}/original`, Readable.from([Buffer.from('stray')]), 'image/png');

    const everything = await storedFiles();
    const keys = Object.fromEntries(
      await Promise.all([kept, inVersion, replacement].map(async (id) => [id, await keyOf(id)])),
    );

    // Within the grace, nothing goes: an open editor may still attach what it uploaded.
    expect(await sweep.run()).toEqual({ files: 0, folders: 0 });
    expect(await storedFiles()).toEqual(everything);

    const dayAfter = new Date(Date.now() + 25 * HOUR);
    expect(await sweep.run(dayAfter)).toEqual({ files: 3, folders: 1 });
    expect(await storedFiles()).toEqual([kept, inVersion, replacement].sort((a, b) => a - b));
    expect(await folderKeys()).toEqual(Object.values(keys).sort());
    expect(everything).toEqual(expect.arrayContaining([neverAttached, replaced]));
    // What stays is whole: the delivered version's image is still served.
    await admin.get(`/api/admin/content/${revised}/media/${replacement}/original`).expect(200);

    expect(await sweep.run(dayAfter)).toEqual({ files: 0, folders: 0 });
  });

  it('deletes each file once when two servers sweep at the same time', async () => {
    const draft = await newDraft('Twice');
    const orphans = [await upload(draft), await upload(draft), await upload(draft)];
    const before = await storedFiles();
    const dayAfter = new Date(Date.now() + 25 * HOUR);
    const results = await Promise.all([sweep.run(dayAfter), sweep.run(dayAfter)]);
    expect(results.reduce((sum, result) => sum + result.files, 0)).toBe(orphans.length);
    expect(await storedFiles()).toEqual(before.filter((id) => !orphans.includes(id)));
    expect((await folderKeys()).length).toBe(before.length - orphans.length);
  });

  it('passes over a file being attached at that moment, which then stays', async () => {
    const draft = await newDraft('Attaching');
    const file = await upload(draft);
    const dayAfter = new Date(Date.now() + 25 * HOUR);
    // Another server attaching it: its insert holds the file's row until it commits.
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(
        `insert into post_media (post_id, media_id, position, alt_text) values ($1, $2, 0, 'A chart')`,
        [draft, file],
      );
      expect(await sweep.run(dayAfter)).toEqual({ files: 0, folders: 0 });
      await other.query('commit');
    } finally {
      await other.end();
    }
    expect(await sweep.run(dayAfter)).toEqual({ files: 0, folders: 0 });
    expect(await storedFiles()).toContain(file);
  });
});
