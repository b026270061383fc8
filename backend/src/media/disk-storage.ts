import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, opendir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MediaNotStoredError,
  type ByteRange,
  type MediaStorage,
  type StoredFolder,
} from './media-storage.js';
import { isObjectKey, isStorageKey } from './storage-keys.js';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Media in a folder on this server's disk (DATA_DIR/media by default): `<root>/<storageKey>/<name>`.
 * Keys are the server's own, and are checked against their pattern anyway, so no key can name a path
 * outside the root.
 */
export class DiskStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  get where(): string {
    return `disk (${this.root})`;
  }

  async put(key: string, body: Readable, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    const folder = resolve(path, '..');
    await mkdir(folder, { recursive: true });
    // A temporary name in the same folder, renamed once complete: a reader never sees half a file, and
    // the rename stays on one file system.
    const temporary = join(folder, `.${randomBytes(8).toString('hex')}.part`);
    try {
      await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, path);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    try {
      const handle = await open(path, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if (isMissing(error)) throw new MediaNotStoredError(key);
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
    if (!isStorageKey(folder)) throw new Error('Not a media storage key');
    await rm(this.inside(folder), { recursive: true, force: true });
  }

  async *list(): AsyncIterable<StoredFolder> {
    let folders;
    try {
      folders = await opendir(this.root);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for await (const entry of folders) {
      if (!entry.isDirectory() || !isStorageKey(entry.name)) continue;
      // A folder's time changes as each of its files is renamed into it: the last write.
      const modified = await stat(join(this.root, entry.name)).catch(() => undefined);
      if (modified) yield { storageKey: entry.name, modifiedAt: modified.mtime };
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  private pathOf(key: string): string {
    if (!isObjectKey(key)) throw new Error('Not a media storage key');
    return this.inside(key);
  }

  /** The pattern already keeps keys inside; this check keeps it so should the pattern ever loosen. */
  private inside(relative: string): string {
    const path = resolve(this.root, relative);
    if (!path.startsWith(this.root + sep)) throw new Error('Not a media storage key');
    return path;
  }
}
