import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, errorStatus } from './api-error';
import { FakeXhr, stubXhr } from '../test/fake-xhr';
import { isUploadCanceled, uploadPostMedia } from './upload';

const file = () => new File(['fake bytes'], 'photo.jpg', { type: 'image/jpeg' });

describe('uploadPostMedia', () => {
  beforeEach(() => {
    stubXhr();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the file as the multipart field "file" with the cookie, tells its progress and answers the file', async () => {
    const onProgress = vi.fn();
    const uploading = uploadPostMedia(7, file(), { onProgress });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/admin/content/7/media', true]);
    expect((xhr.sent as FormData).get('file')).toBeInstanceOf(File);
    expect(((xhr.sent as FormData).get('file') as File).name).toBe('photo.jpg');

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, JSON.stringify({ id: 11, kind: 'image' }));

    await expect(uploading).resolves.toEqual({ id: 11, kind: 'image' });
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it("rejects with the API's error shape: its status and the server's sentence", async () => {
    const uploading = uploadPostMedia(7, file());
    FakeXhr.last.respond(
      413,
      JSON.stringify({
        statusCode: 413,
        message: 'An image must be at most 10 MB',
        error: 'Payload Too Large',
      }),
      'Payload Too Large',
    );
    const error = await uploading.catch((reason: unknown) => reason);
    expect(errorStatus(error)).toBe(413);
    expect(errorMessage(error)).toBe('An image must be at most 10 MB');
    expect(isUploadCanceled(error)).toBe(false);
  });

  it('says a network failure plainly', async () => {
    const uploading = uploadPostMedia(7, file());
    FakeXhr.last.onerror?.();
    const error = await uploading.catch((reason: unknown) => reason);
    expect(errorStatus(error)).toBeUndefined();
    expect(errorMessage(error)).toBe(
      'The upload failed: the server could not be reached. Check the connection and try again.',
    );
  });

  it('cancels when its signal aborts, and does not start when already aborted', async () => {
    const controller = new AbortController();
    const uploading = uploadPostMedia(7, file(), { signal: controller.signal });
    controller.abort();
    const error = await uploading.catch((reason: unknown) => reason);
    expect(FakeXhr.last.aborted).toBe(true);
    expect(isUploadCanceled(error)).toBe(true);
    expect(errorMessage(error)).toBe('Upload canceled');

    const before = FakeXhr.last;
    await expect(uploadPostMedia(7, file(), { signal: controller.signal })).rejects.toSatisfy(
      isUploadCanceled,
    );
    expect(FakeXhr.last).toBe(before);
  });
});
