import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A browser resolves the app's relative `/api/...` URLs against the page; Node's Request does not.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRequest;

// A page's first render loads its lazy area chunk, which takes over a second while five workers share
// the machine; findBy* waits up to 5 s for it rather than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Stubs of fetch and matchMedia (src/test/stub-api.ts) last one test.
  vi.unstubAllGlobals();
});
