import type { MediaFileDto } from './generated/ghostline-api';
import { parseJson, type ApiError } from './base-api';

export interface UploadOptions {
  /** How much of the file has gone, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the upload; the promise then rejects with a canceled error (isUploadCanceled). */
  signal?: AbortSignal;
}

const CANCELED = 'Upload canceled';

/** An upload the writer canceled (not a failure to tell them about). */
export function isUploadCanceled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { error?: unknown }).error === CANCELED;
}

const failed = (error: string, message = error): ApiError => ({ status: 'CUSTOM_ERROR', error, message });

/**
 * Uploads one file into a post's media (POST /api/admin/content/{id}/media, multipart field `file`),
 * the session cookie sent. The one XMLHttpRequest of the app: fetch, and so RTK Query, tells nothing
 * of an upload's progress. Resolves to the stored file; rejects with the API's error shape, as RTK
 * Query's calls do, so `errorMessage` reads the server's sentence (413: too large, 400: not a type
 * taken ...), a network failure and a cancel each said in plain words.
 */
export function uploadPostMedia(postId: number, file: File, { onProgress, signal }: UploadOptions = {}) {
  return new Promise<MediaFileDto>((resolve, reject) => {
    if (signal?.aborted) {
      reject(failed(CANCELED));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/content/${postId}/media`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      settle();
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(parseJson(text) as MediaFileDto);
        return;
      }
      const error: ApiError = {
        status: xhr.status,
        data: parseJson(text),
        message: `${xhr.status}: ${text || xhr.statusText}`,
      };
      reject(error);
    };
    xhr.onerror = () => {
      settle();
      reject(
        failed('The upload failed: the server could not be reached. Check the connection and try again.'),
      );
    };
    xhr.onabort = () => {
      settle();
      reject(failed(CANCELED));
    };

    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
