import { EntityManager } from '@mikro-orm/postgresql';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  PayloadTooLargeException,
} from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { createHash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { Throttles } from '../common/throttles.js';
import { User } from '../users/user.entity.js';
import { drawImage } from './image-variants.js';
import { MediaFile } from './media-file.entity.js';
import { DOCUMENT_TYPE, IMAGE_TYPES, MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from './media-limits.js';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage.js';
import { drawPdf, ENCRYPTED_PDF, PDF_WITH_JAVASCRIPT } from './pdf-pages.js';
import { newStorageKey, objectKey } from './storage-keys.js';
import { cleanFileName, looksLikeMarkup, MARKUP_WINDOW, PdfNameScan } from './upload-checks.js';

export const UPLOAD_CUT_OFF = 'The upload was cut off';
export const NOT_A_MEDIA_TYPE =
  'The file must be a JPEG, PNG, GIF, WebP or PDF (read from its bytes, not its name)';
export const EMPTY_FILE = 'The file is empty';
export const UPLOAD_IN_PROGRESS = 'This file is being uploaded already: wait for that upload to finish';
export const IMAGE_TOO_LARGE = `An image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
export const FILE_TOO_LARGE = `A file must be at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`;
const ONE_FILE = 'Send one file per upload, in the field "file"';
const POLYGLOT = 'The file holds web page markup (HTML, SVG or script) besides its type: it is not taken';

/** How many first bytes the type is sniffed from (file-type reads at most this many). */
const SNIFF_BYTES = 4100;
/** A multipart body's own bytes around the file (boundaries, part headers): a Content-Length above the
 * largest file by more than this is refused before any of it is read. */
const MULTIPART_OVERHEAD = 64 * 1024;
const TAKEN_TYPES: readonly string[] = [...IMAGE_TYPES, DOCUMENT_TYPE];

/** Who a file is for, and who sent it. */
export interface MediaOwner {
  clientId: number;
  uploadedBy: number;
}

/** The advisory lock one upload of a file holds while it is checked and stored (one per client and content). */
export const uploadLockName = (clientId: number, sha256: string) => `media-upload:${clientId}:${sha256}`;

interface Received {
  contentType: string;
  byteSize: number;
  sha256: string;
  sentName: string | undefined;
}

/**
 * Counts, hashes and checks a file's bytes as they pass to storage, without holding them: the type is
 * sniffed from the first bytes (nothing goes on before it is known and taken), the size is capped as
 * it grows (an image's cap once it is known to be one), and a PDF's names are scanned.
 */
class UploadMeter extends Transform {
  byteSize = 0;
  contentType?: string;
  /** Why it stopped, when it did: what the upload answers, rather than the storage's own error. */
  failure?: Error;
  private readonly pdfNames = new PdfNameScan();
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private readonly sniff: { resolve: (type: string) => void; reject: (error: Error) => void };
  readonly sniffed: Promise<string>;

  constructor() {
    super();
    let sniff!: UploadMeter['sniff'];
    this.sniffed = new Promise<string>((resolve, reject) => (sniff = { resolve, reject }));
    this.sniffed.catch(() => undefined);
    this.sniff = sniff;
  }

  get sha256(): string {
    return this.hash.digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.byteSize += chunk.length;
    this.hash.update(chunk);
    const cap = this.contentType && this.contentType !== DOCUMENT_TYPE ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;
    if (this.byteSize > cap)
      return done(new PayloadTooLargeException(cap === MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE : FILE_TOO_LARGE));
    if (this.contentType) {
      const risk = this.riskIn(chunk);
      return risk ? done(risk) : done(null, chunk);
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.identify().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.contentType) return done();
    if (this.byteSize === 0) return done(new BadRequestException(EMPTY_FILE));
    this.identify().then(() => done(), done);
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    this.failure ??= error ?? undefined;
    if (!this.contentType) this.sniff.reject(error ?? new BadRequestException(UPLOAD_CUT_OFF));
    done(error);
  }

  private async identify(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    const type = (await fileTypeFromBuffer(head))?.mime;
    if (!type || !TAKEN_TYPES.includes(type)) throw new BadRequestException(NOT_A_MEDIA_TYPE);
    if (looksLikeMarkup(head.subarray(0, MARKUP_WINDOW))) throw new BadRequestException(POLYGLOT);
    if (type !== DOCUMENT_TYPE && this.byteSize > MAX_IMAGE_BYTES)
      throw new PayloadTooLargeException(IMAGE_TOO_LARGE);
    this.contentType = type;
    this.sniff.resolve(type);
    const risk = this.riskIn(head);
    if (risk) throw risk;
    this.push(head);
  }

  /** A PDF's script or encryption, refused as soon as its name passes: the rest is not read. */
  private riskIn(chunk: Buffer): BadRequestException | undefined {
    if (this.contentType !== DOCUMENT_TYPE) return undefined;
    this.pdfNames.push(chunk);
    if (this.pdfNames.found.has('javascript')) return new BadRequestException(PDF_WITH_JAVASCRIPT);
    if (this.pdfNames.found.has('encrypted')) return new BadRequestException(ENCRYPTED_PDF);
    return undefined;
  }
}

/**
 * Receives one uploaded file (docs/architecture.md, "Media"): the multipart body streamed to storage,
 * never held in memory, its type read from its bytes, its rules checked, its variants drawn, then its
 * row stored. Any failure deletes what was stored; the row is the last thing written.
 */
@Injectable()
export class MediaUploads {
  private readonly logger = new Logger('MediaUploads');

  constructor(
    private readonly em: EntityManager,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly throttles: Throttles,
  ) {}

  async receive(request: Request, owner: MediaOwner): Promise<MediaFile> {
    await this.throttles.consume('mediaUploadsPerAccount', String(owner.uploadedBy));
    const declared = Number(request.headers['content-length']);
    if (declared > MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD) {
      // Said now, before a byte is read; the connection then closes rather than read the rest.
      request.res?.setHeader('Connection', 'close');
      throw new PayloadTooLargeException(FILE_TOO_LARGE);
    }
    const storageKey = newStorageKey();
    try {
      const received = await this.store(request, storageKey);
      return await this.em.transactional(async (em) => {
        // Held until the row is stored: the same file sent twice at once, to this server or another
        // on the same database, is drawn and stored once.
        // On the transaction's own connection (em.execute): the connection's execute would take the
        // lock in a transaction of its own, released as soon as it was taken.
        const [{ locked }] = await em.execute<{ locked: boolean }[]>(
          'select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as locked',
          [uploadLockName(owner.clientId, received.sha256)],
        );
        if (!locked) throw new ConflictException(UPLOAD_IN_PROGRESS);
        const drawn =
          received.contentType === DOCUMENT_TYPE
            ? { ...(await drawPdf(this.storage, storageKey, received.byteSize)), width: null, height: null }
            : {
                ...(await drawImage(this.storage, storageKey, received.contentType)),
                pageCount: null,
                previewPages: 0,
              };
        const file = em.create(MediaFile, {
          client: em.getReference(User, owner.clientId),
          uploadedBy: em.getReference(User, owner.uploadedBy),
          kind: received.contentType === DOCUMENT_TYPE ? 'document' : 'image',
          contentType: received.contentType,
          byteSize: received.byteSize,
          fileName: cleanFileName(received.sentName, received.contentType),
          sha256: received.sha256,
          storageKey,
          ...drawn,
        });
        await em.flush();
        return file;
      });
    } catch (error) {
      // What was stored goes; when the store cannot delete it now (it is down), the hourly sweep will:
      // no row names it. The answer is the upload's failure, not the clean-up's.
      await this.storage
        .deletePrefix(storageKey)
        .catch(() =>
          this.logger.warn(`Left ${storageKey} to the media sweep: the store could not delete it`),
        );
      throw error;
    }
  }

  /**
   * Streams the body's one `file` part to `<storageKey>/original`; resolves once every byte is stored
   * and the body has ended, rejects (having stored nothing) at the first broken rule or a body cut off.
   */
  private store(request: Request, storageKey: string): Promise<Received> {
    return new Promise<Received>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: request.headers,
          defParamCharset: 'utf8',
          limits: { files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
        });
      } catch {
        return reject(
          new BadRequestException('The upload must be multipart/form-data with one field, "file"'),
        );
      }
      let failure: Error | undefined;
      let stored: Promise<Received> | undefined;
      let meter: UploadMeter | undefined;
      let ended = false;
      const settle = () => {
        if (!ended && !failure) return;
        if (!stored) return failure ? reject(failure) : reject(new BadRequestException(ONE_FILE));
        // Whatever happened, the storage's write settles first: nothing is deleted under it.
        stored.then(
          (received) => (failure ? reject(failure) : resolve(received)),
          (error: unknown) => reject(failure ?? error),
        );
      };
      const fail = (error: Error) => {
        if (failure) return;
        failure = error;
        request.unpipe(parser);
        meter?.destroy(error);
        // The rest of the body is read and dropped (not kept): the answer can then be read by the sender.
        request.resume();
        settle();
      };
      parser.on('field', (name) =>
        failure
          ? undefined
          : fail(new BadRequestException(`Unknown field ${JSON.stringify(name.slice(0, 50))}: ${ONE_FILE}`)),
      );
      parser.on('filesLimit', () => fail(new BadRequestException(ONE_FILE)));
      parser.on('partsLimit', () => fail(new BadRequestException(ONE_FILE)));
      parser.on('fieldsLimit', () => fail(new BadRequestException(ONE_FILE)));
      parser.on('file', (name: string, stream: Readable, info: busboy.FileInfo) => {
        // After a refusal, parts the parser had already read are dropped unread.
        if (failure) return stream.resume();
        if (name !== 'file' || stored) {
          stream.resume();
          return fail(
            new BadRequestException(
              name !== 'file' ? `Unknown field ${JSON.stringify(name.slice(0, 50))}: ${ONE_FILE}` : ONE_FILE,
            ),
          );
        }
        const metering = new UploadMeter();
        meter = metering;
        stream.on('error', () => metering.destroy(cutOff()));
        // busboy ends a part cut short without an error of its own: its parser reports it below.
        stream.pipe(metering);
        // Its error is answered through `stored` below (and `failure`), not as an unhandled event.
        metering.on('error', () => undefined);
        stored = metering.sniffed
          .then((contentType) => this.storage.put(objectKey(storageKey, 'original'), metering, contentType))
          .then(() => ({
            contentType: metering.contentType!,
            byteSize: metering.byteSize,
            sha256: metering.sha256,
            sentName: info.filename,
          }));
        stored.catch((error: unknown) => {
          const cause = metering.failure ?? error;
          // A body cut short reached the meter as UPLOAD_CUT_OFF; anything else is the storage's (a 503
          // when it cannot be reached).
          fail(cause instanceof Error ? cause : new Error(String(cause)));
        });
      });
      parser.on('error', () => fail(cutOff()));
      parser.on('close', () => {
        ended = true;
        settle();
      });
      request.on('close', () => {
        if (!request.complete) fail(cutOff());
      });
      request.pipe(parser);
    });
  }
}

const cutOff = () => new BadRequestException(UPLOAD_CUT_OFF);
