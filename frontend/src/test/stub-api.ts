import { vi } from 'vitest';
import type { UserDto } from '../api';

export const client: UserDto = {
  id: 1,
  username: 'janedoe',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'client',
  createdAt: '2025-01-02T10:00:00.000Z',
  lastLogin: null,
};

export const admin: UserDto = {
  ...client,
  id: 2,
  username: 'admin',
  firstName: null,
  lastName: null,
  role: 'admin',
};

interface Reply {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, instead of a JSON body (a file download). */
  text?: string;
  headers?: Record<string, string>;
}

/**
 * A reply, or a function of the request's JSON body that gives one (it may differ call by call, and
 * may come later: a promise keeps the request pending).
 */
type Handler = Reply | ((body: unknown) => Reply | Promise<Reply>);

export function failure(status: number, message: string): Reply {
  return { status, body: { statusCode: status, message, error: 'Error' } };
}

/**
 * Stubs `fetch` with the given answers, keyed `"<METHOD> <path>"`; any other call answers a 500
 * naming it. Returns the calls made, each with its JSON body and its query parameters.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { key: string; body: unknown; query: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      calls.push({ key, body, query: Object.fromEntries(url.searchParams) });
      const handler = handlers[key];
      const reply =
        typeof handler === 'function' ? await handler(body) : (handler ?? failure(500, `No stub for ${key}`));
      if (reply.text !== undefined) {
        return new Response(reply.text, { status: reply.status ?? 200, headers: reply.headers });
      }
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }),
  );
  return {
    calls,
    /** The bodies sent to `key`, in order. */
    bodiesOf: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
    /** The query parameters of each call to `key`, in order. */
    queriesOf: (key: string) => calls.filter((call) => call.key === key).map((call) => call.query),
  };
}

/**
 * Gives `window.matchMedia` (absent in jsdom) a screen `width` px wide, so MUI's useMediaQuery
 * answers min-width and max-width queries as a browser of that width would, and
 * prefers-reduced-motion as a visitor who asked (or not) for reduced motion.
 */
export function stubScreenWidth(width: number, { reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    // A query about motion, not width, answers what the visitor asked for.
    const matches = query.includes('prefers-reduced-motion')
      ? reducedMotion
      : (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
