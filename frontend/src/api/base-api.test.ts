import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { baseApi, errorMessage } from './base-api';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/api/probe' }),
    send: build.mutation<unknown, object>({ query: (body) => ({ url: '/api/probe', method: 'POST', body }) }),
  }),
});

function answer(...args: ConstructorParameters<typeof Response>) {
  const fetch = vi.fn(async (_request: Request) => new Response(...args));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('baseApi', () => {
  it('formats a failed call with an empty body as "<status>: <status text>"', async () => {
    answer(null, { status: 500, statusText: 'Internal Server Error' });
    const { error } = await makeStore().dispatch(probeApi.endpoints.probe.initiate());

    expect(error).toMatchObject({ status: 500, message: '500: Internal Server Error' });
    expect(errorMessage(error)).toBe('500: Internal Server Error');
  });

  it('keeps the raw body in the message and gives toasts the server message', async () => {
    const body = '{"statusCode":400,"message":"Username already exists"}';
    answer(body, { status: 400, statusText: 'Bad Request' });
    const { error } = await makeStore().dispatch(probeApi.endpoints.probe.initiate());

    expect(error).toMatchObject({ status: 400, message: `400: ${body}` });
    expect(errorMessage(error)).toBe('Username already exists');
  });

  it('gives a fallback instead of the status line, never instead of a server message', async () => {
    answer(null, { status: 502, statusText: 'Bad Gateway' });
    const { error: bare } = await makeStore().dispatch(probeApi.endpoints.probe.initiate());
    answer('{"statusCode":401,"message":"Invalid username or password"}', { status: 401 });
    const { error: explained } = await makeStore().dispatch(probeApi.endpoints.probe.initiate());

    expect(errorMessage(bare, 'Please try again later.')).toBe('Please try again later.');
    expect(errorMessage(explained, 'Please try again later.')).toBe('Invalid username or password');
  });

  it('uses the raw text when the body is not JSON', async () => {
    answer('Bad Gateway from the proxy', { status: 502, statusText: 'Bad Gateway' });
    const { error } = await makeStore().dispatch(probeApi.endpoints.probe.initiate());

    expect(errorMessage(error)).toBe('502: Bad Gateway from the proxy');
  });

  it('sends cookies, and a JSON content type only with a body', async () => {
    const fetch = answer('{"ok":true}', { status: 200 });
    const store = makeStore();

    const { data } = await store.dispatch(probeApi.endpoints.probe.initiate());
    await store.dispatch(probeApi.endpoints.send.initiate({}));

    expect(data).toEqual({ ok: true });
    const [get, post] = fetch.mock.calls.map(([request]) => request);
    expect(get.credentials).toBe('include');
    expect(get.headers.has('content-type')).toBe(false);
    expect(post.headers.get('content-type')).toBe('application/json');
  });
});
