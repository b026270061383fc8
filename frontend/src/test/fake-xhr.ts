import { vi } from 'vitest';

/** A stand-in for the browser's XMLHttpRequest: the test plays the server's part. */
export class FakeXhr {
  /** Every request made since the test began, oldest first. */
  static all: FakeXhr[] = [];
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  sent: unknown;
  aborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: string, statusText = '') {
    Object.assign(this, { status, statusText, responseText: body });
    this.onload?.();
  }
}

/** Puts FakeXhr in place of the browser's XMLHttpRequest for the test (undone by vi.unstubAllGlobals). */
export function stubXhr() {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
