import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { server } from './msw-server';
import { callsInFlight, forgetStores } from './render-with-providers';

// A browser resolves the app's relative `/api/...` URLs against the page; Node's Request does not.
// (Once per worker: its test files share the globals.)
if (!('resolvesAgainstPage' in globalThis.Request)) {
  globalThis.Request = class PageRequest extends Request {
    static resolvesAgainstPage = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  };
}

// findBy* and waitFor give up after 5 s rather than 1: on a machine busy with other work, an answer and
// the render that follows can take seconds.
configure({ asyncUtilTimeout: 5000 });

// An API call no test answered: msw errors it, and the test fails naming it (once it has ended, as
// the app may well have shown the failure in a way the test did not look at).
const unanswered: string[] = [];
const recordUnanswered = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  unanswered.push(`${request.method} ${url.pathname}${url.search}`);
};

beforeAll(() => {
  server.events.on('request:unhandled', recordUnanswered);
  server.listen({ onUnhandledFrame: 'error' });
});

afterEach(async () => {
  // A test ends once the app's calls are answered. The page it opened last may still be loading: its
  // calls would otherwise be made after the test, without their answers, or reach the next test.
  // Its effects run first, as a browser would run them: a query starts in an effect, and one not yet
  // started is in flight nowhere.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const settled = await waitFor(() =>
    expect(callsInFlight(), 'API calls unanswered at the end').toEqual([]),
  ).then(
    () => null,
    (error: unknown) => error,
  );
  cleanup();
  forgetStores();
  server.resetHandlers();
  // Stubs of matchMedia (src/test/screen-width.ts) last one test, as does the signed-in hint.
  vi.unstubAllGlobals();
  document.cookie = 'ghostline.signed-in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  const calls = unanswered.splice(0);
  if (calls.length > 0) throw new Error(`No answer given in the test for ${calls.join(', ')}`);
  if (settled) throw settled;
});

afterAll(() => {
  server.close();
  server.events.removeListener('request:unhandled', recordUnanswered);
});
