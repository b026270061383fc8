import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends included (as HTTP's Range header counts). */
export interface ByteRange {
  start: number;
  end: number;
}

/** One file's folder of stored objects, as the orphan sweep sees it. */
export interface StoredFolder {
  storageKey: string;
  /** When an object under it was last written. */
  modifiedAt: Date;
}

/**
 * Where media bytes live: a folder on disk by default (disk-storage.ts), or an S3-compatible bucket
 * (s3-storage.ts). Keys are made by the server (`<storageKey>/<variant>`), never from anything a user
 * sent. A store that cannot be reached answers ServiceUnavailableException (503), never half a write.
 */
export interface MediaStorage {
  /** What the log and readiness call it: `disk (/data/media)`, `S3 bucket media at …`. */
  readonly where: string;
  /** Stores the stream under `key`; resolves once every byte is stored, rejects (storing nothing) otherwise. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The stored bytes (or `range` of them); rejects with MediaNotStoredError when the key holds nothing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The stored size in bytes, or null when the key holds nothing. */
  size(key: string): Promise<number | null>;
  /** Deletes every object under `prefix` (a file's variants); nothing stored is not an error. */
  deletePrefix(prefix: string): Promise<void>;
  /** Every file folder stored (objects outside the key pattern are not the server's, and not listed). */
  list(): AsyncIterable<StoredFolder>;
  /** Resolves when the store can be read and written; rejects with why, in words for an operator. */
  check(): Promise<void>;
}

/** What a request answers while the media store cannot be reached. */
export const MEDIA_STORAGE_UNAVAILABLE = 'Media storage is unavailable: try again in a few minutes';

export const MEDIA_STORAGE = Symbol('MediaStorage');

export class MediaNotStoredError extends Error {}
