import { http, HttpResponse } from 'msw';
import { server } from './msw-server';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** An API call as `"<METHOD> <path>"`, e.g. `'GET /api/client/content'`; the query string is not part of it. */
export type Endpoint = `${Method} /api/${string}`;

export interface Reply {
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
export type Handler = Reply | ((body: unknown) => Reply | Promise<Reply>);

export type Handlers = { [endpoint: Endpoint]: Handler };

export interface Call {
  key: Endpoint;
  /** The JSON body sent, if any. */
  body: unknown;
  query: Record<string, string>;
}

/** The error body the server answers with (docs/product.md, "API conventions"). */
export function failure(status: number, message: string): Reply {
  return { status, body: { statusCode: status, message, error: 'Error' } };
}

function toResponse({ status = 200, body, text, headers }: Reply): Response {
  if (text !== undefined) return new HttpResponse(text, { status, headers });
  if (body === undefined) return new HttpResponse(null, { status, headers });
  return HttpResponse.json(body, { status, headers });
}

/**
 * Answers the given calls for the rest of the test, before any answers given earlier for the same
 * call. Returns the calls they answered, each with its JSON body and its query parameters. A call
 * nobody answers fails the test (src/test/setup.ts).
 */
export function mockApi(handlers: Handlers) {
  const calls: Call[] = [];
  server.use(
    ...Object.entries(handlers).map(([endpoint, handler]) => {
      const key = endpoint as Endpoint;
      const [method, path] = key.split(' ') as [Method, string];
      return http[method.toLowerCase() as Lowercase<Method>](path, async ({ request }) => {
        const text = await request.text();
        const body: unknown = text ? JSON.parse(text) : undefined;
        calls.push({ key, body, query: Object.fromEntries(new URL(request.url).searchParams) });
        return toResponse(typeof handler === 'function' ? await handler(body) : handler);
      });
    }),
  );
  return {
    calls,
    /** The bodies sent to `key`, in order. */
    bodiesOf: (key: Endpoint) => calls.filter((call) => call.key === key).map((call) => call.body),
    /** The query parameters of each call to `key`, in order. */
    queriesOf: (key: Endpoint) => calls.filter((call) => call.key === key).map((call) => call.query),
  };
}

/** A paged list's answer holding `items` on its first page, and as many in all unless `total` says more. */
export const listPage = <T>(items: T[], { total = items.length, page = 1, pageSize = 50 } = {}) => ({
  items,
  total,
  page,
  pageSize,
});
