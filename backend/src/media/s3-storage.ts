import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Logger, ServiceUnavailableException } from '@nestjs/common';
import type { Environment } from '../config/environment.js';
import type { Readable } from 'node:stream';
import {
  MEDIA_STORAGE_UNAVAILABLE,
  MediaNotStoredError,
  type ByteRange,
  type MediaStorage,
  type StoredFolder,
} from './media-storage.js';
import { isObjectKey, isStorageKey } from './storage-keys.js';

/** Where the bucket is and who the server is to it (docs/configuration.md, "Media storage"). */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address; unset: AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

/** The configuration's S3 variables. */
export type S3Variables = Pick<
  Environment,
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The bucket the variables name, or undefined when media stays on disk (no S3_BUCKET). */
export function s3SettingsFrom(env: S3Variables): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * A part of a large upload: the SDK's multipart upload sends the body in parts of this size, two at
 * a time, so an upload holds at most about 16 MB whatever the file's size (an image or a PDF up to
 * media-limits.ts's caps; anything smaller goes in one PutObject).
 */
export const S3_PART_BYTES = 8 * 1024 * 1024;

/**
 * Media in an S3 bucket (AWS S3 or any server speaking its protocol): `<storageKey>/<name>` objects,
 * private, read back through the app only (media-delivery.ts), never by a public or signed address.
 *
 * A failure to reach the bucket (down, refused keys, no such bucket) answers 503 with
 * MEDIA_STORAGE_UNAVAILABLE to the request, and the operator's reason in the log and readiness. A
 * PutObject, or a multipart upload's completion, stores the whole object or nothing: a write that
 * fails part way leaves no object (the SDK aborts the multipart upload).
 */
export class S3Storage implements MediaStorage {
  private readonly logger = new Logger('MediaStorage');
  readonly client: S3Client;
  readonly where: string;

  constructor(private readonly settings: S3Settings) {
    this.where = `S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` in ${settings.region}`}`;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Since 3.729 the SDK adds a CRC32 checksum to every upload it can (sent as an aws-chunked body
      // with a trailer) and checks one on every download. Many S3-compatible servers store such a body
      // as it came, framing and all, or refuse it; S3 itself does not need it: only for the calls whose
      // API requires one. The bytes' own SHA-256 is kept in media_files besides.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request in seconds rather than hold it.
      requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
      maxAttempts: 3,
    });
  }

  async put(key: string, body: Readable, contentType: string): Promise<void> {
    this.checkKey(key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: S3_PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // The body's own failure (a rule broken, the sender gone) is the upload's to answer.
      if (body.errored) throw body.errored;
      throw this.unavailable(`storing ${key}`, error);
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    this.checkKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissingObject(error)) throw new MediaNotStoredError(key);
      throw this.unavailable(`reading ${key}`, error);
    }
  }

  async size(key: string): Promise<number | null> {
    this.checkKey(key);
    try {
      // Its first byte rather than a HEAD: a HEAD's 404 has no body, so it cannot tell a missing
      // object from a missing bucket, which is the store's fault (a 503), not the file's (a 404).
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: 'bytes=0-0' }),
      );
      (answer.Body as Readable | undefined)?.destroy();
      const total = Number(answer.ContentRange?.split('/')[1]);
      return Number.isSafeInteger(total) ? total : (answer.ContentLength ?? null);
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw this.unavailable(`reading ${key}`, error);
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
    if (!isStorageKey(folder)) throw new Error('Not a media storage key');
    try {
      for await (const object of this.objects(`${folder}/`)) {
        // One DeleteObject each (a file has a few): DeleteObjects needs a checksum of its body,
        // which some S3-compatible servers refuse or lack.
        await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: object.Key }));
      }
    } catch (error) {
      throw this.unavailable(`deleting ${folder}`, error);
    }
  }

  async *list(): AsyncIterable<StoredFolder> {
    // Listed in key order, so a folder's objects come together: each folder is given once, with the
    // newest of its objects' times.
    let current: StoredFolder | undefined;
    for await (const object of this.objects('')) {
      if (!isObjectKey(object.Key!)) continue;
      const [folder] = object.Key!.split('/') as [string];
      const modifiedAt = object.LastModified ?? new Date();
      if (current?.storageKey === folder) {
        if (modifiedAt > current.modifiedAt) current.modifiedAt = modifiedAt;
        continue;
      }
      if (current) yield current;
      current = { storageKey: folder, modifiedAt };
    }
    if (current) yield current;
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      throw new Error(describeS3Failure(error, this.settings), { cause: error });
    }
  }

  /**
   * Makes the bucket unless it is there (`npm run media:bucket`, and the compose file's one-shot):
   * true when it was made. Private, as every new bucket is.
   */
  async ensureBucket(): Promise<boolean> {
    try {
      await this.check();
      return false;
    } catch (error) {
      if (!(
        error instanceof Error &&
        error.cause instanceof S3ServiceException &&
        error.cause.$metadata.httpStatusCode === 404
      ))
        throw error;
    }
    const elsewhere = !this.settings.endpoint && this.settings.region !== 'us-east-1';
    await this.client.send(
      new CreateBucketCommand({
        Bucket: this.settings.bucket,
        // AWS makes a bucket in us-east-1 unless told otherwise.
        CreateBucketConfiguration: elsewhere
          ? { LocationConstraint: this.settings.region as never }
          : undefined,
      }),
    );
    return true;
  }

  private async *objects(prefix: string) {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private checkKey(key: string): void {
    if (!isObjectKey(key)) throw new Error('Not a media storage key');
  }

  private unavailable(what: string, error: unknown): ServiceUnavailableException {
    this.logger.warn(`${this.where}: failed ${what}: ${describeS3Failure(error, this.settings)}`);
    return new ServiceUnavailableException(MEDIA_STORAGE_UNAVAILABLE, { cause: error });
  }
}

const isMissingObject = (error: unknown): boolean =>
  error instanceof S3ServiceException && error.name === 'NoSuchKey' && error.$metadata.httpStatusCode === 404;

/** A network failure's code (the SDK wraps Node's error; its message names the code). */
const NETWORK_CODE =
  /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE)\b/;

/**
 * Why the bucket cannot be used, in words for an operator (readiness shows it): never a key. A
 * HEAD's answer has no body, so its status is all S3 says: 404 there is the bucket, 403 the keys.
 */
export function describeS3Failure(error: unknown, settings: Pick<S3Settings, 'bucket' | 'endpoint'>): string {
  const where = settings.endpoint ?? 'AWS S3';
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (error.name === 'NoSuchBucket' || (error.name === 'NotFound' && status === 404))
      return `the bucket "${settings.bucket}" does not exist at ${where}`;
    if (
      status === 403 ||
      ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied'].includes(error.name)
    )
      return `${where} refused the keys for "${settings.bucket}": check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may use the bucket`;
    return `${where} answered ${status ?? 'an error'} ${error.name}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? NETWORK_CODE.exec(message)?.[1];
  if (code) return `${where} cannot be reached (${code})`;
  if ((error as Error | undefined)?.name === 'TimeoutError')
    return `${where} cannot be reached (no answer in time)`;
  return `${where}: ${message}`;
}
