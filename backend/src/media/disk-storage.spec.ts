import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { DiskStorage } from './disk-storage.js';
import { MediaNotStoredError } from './media-storage.js';
import { newStorageKey, objectKey } from './storage-keys.js';

describe('DiskStorage', () => {
  let root: string;
  let storage: DiskStorage;
  let key: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-'));
    storage = new DiskStorage(root);
    key = newStorageKey();
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores bytes under <root>/<storageKey>/<name> and reads them back, whole or a range', async () => {
    await storage.put(objectKey(key, 'original'), Readable.from(['hello ', 'world']), 'text/plain');

    expect(await readdir(join(root, key))).toEqual(['original']);
    expect(await storage.size(objectKey(key, 'original'))).toBe(11);
    expect(await text(await storage.get(objectKey(key, 'original')))).toBe('hello world');
    expect(await text(await storage.get(objectKey(key, 'original'), { start: 6, end: 10 }))).toBe('world');
  });

  it('stores nothing when the stream fails part way, and leaves no temporary file', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half');
        throw new Error('cut off');
      })(),
    );

    await expect(storage.put(objectKey(key, 'original'), failing, 'application/pdf')).rejects.toThrow(
      'cut off',
    );
    expect(await readdir(join(root, key))).toEqual([]);
    expect(await storage.size(objectKey(key, 'original'))).toBeNull();
  });

  it('answers null for a size and MediaNotStoredError for bytes it does not hold', async () => {
    expect(await storage.size(objectKey(key, 'preview'))).toBeNull();
    await expect(storage.get(objectKey(key, 'preview'))).rejects.toBeInstanceOf(MediaNotStoredError);
  });

  it('deletes every variant under a prefix, and a prefix holding nothing is not an error', async () => {
    await storage.put(objectKey(key, 'original'), Readable.from(['a']), 'image/png');
    await storage.put(objectKey(key, 'page-3'), Readable.from(['b']), 'image/webp');
    const other = newStorageKey();
    await storage.put(objectKey(other, 'original'), Readable.from(['c']), 'image/png');

    await storage.deletePrefix(`${key}/`);
    await storage.deletePrefix(newStorageKey());

    expect(await readdir(root)).toEqual([other]);
  });

  it.each([
    '../etc/passwd',
    '/etc/passwd',
    'original',
    'abc/original',
    `${'a'.repeat(48)}/../original`,
    `${'a'.repeat(48)}/original/x`,
    `${'a'.repeat(48)}/secret.txt`,
    `${'A'.repeat(48)}/original`,
    `${'a'.repeat(48)}/page-0`,
  ])("refuses a key that is not the server's own: %s", async (bad) => {
    await expect(storage.put(bad, Readable.from(['x']), 'text/plain')).rejects.toThrow(
      'Not a media storage key',
    );
    await expect(storage.get(bad)).rejects.toThrow('Not a media storage key');
    await expect(storage.size(bad)).rejects.toThrow('Not a media storage key');
    expect(await readdir(root)).toEqual([]);
  });

  it.each(['', '..', '../x', 'a/b'])(
    'refuses to delete a prefix that is not a storage key: %j',
    async (bad) => {
      await expect(storage.deletePrefix(bad)).rejects.toThrow('Not a media storage key');
    },
  );

  it('lists each file folder once, with its last write, and nothing that is not one', async () => {
    const other = newStorageKey();
    await storage.put(objectKey(key, 'original'), Readable.from(['a']), 'image/png');
    await storage.put(objectKey(other, 'original'), Readable.from(['b']), 'image/png');
    await utimes(join(root, other), new Date('2026-01-02T03:04:05Z'), new Date('2026-01-02T03:04:05Z'));
    await mkdir(join(root, 'lost+found'));
    await writeFile(join(root, 'notes.txt'), 'not ours');

    const listed = [];
    for await (const folder of storage.list()) listed.push(folder);
    // Times as numbers: the file system's Date is from outside the test's realm.
    const seen = Object.fromEntries(listed.map((folder) => [folder.storageKey, folder.modifiedAt.getTime()]));
    expect(Object.keys(seen).sort()).toEqual([key, other].sort());
    expect(seen[other]).toBe(Date.parse('2026-01-02T03:04:05Z'));
    expect(Math.abs(seen[key]! - Date.now())).toBeLessThan(60_000);
  });

  it('lists nothing, and checks out, before anything is stored', async () => {
    const empty = new DiskStorage(join(root, 'not-yet'));
    const listed = [];
    for await (const folder of empty.list()) listed.push(folder);
    expect(listed).toEqual([]);
    await expect(empty.check()).resolves.toBeUndefined();
  });

  it('fails its check, saying why, when its folder cannot be made', async () => {
    await writeFile(join(root, 'a-file'), 'x');
    await expect(new DiskStorage(join(root, 'a-file', 'media')).check()).rejects.toThrow(/ENOTDIR/);
  });
});
