import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends included (as HTTP's Range header counts). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes live: a folder on disk by default (disk-storage.ts); an S3-compatible bucket can
 * stand behind the same calls. Keys are made by the server (`<storageKey>/<variant>`), never from
 * anything a user sent.
 */
export interface MediaStorage {
  /** Stores the stream under `key`; resolves once every byte is stored, rejects (storing nothing) otherwise. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The stored bytes (or `range` of them); rejects with MediaNotStoredError when the key holds nothing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The stored size in bytes, or null when the key holds nothing. */
  size(key: string): Promise<number | null>;
  /** Deletes every object under `prefix` (a file's variants); nothing stored is not an error. */
  deletePrefix(prefix: string): Promise<void>;
}

export const MEDIA_STORAGE = Symbol('MediaStorage');

export class MediaNotStoredError extends Error {}
