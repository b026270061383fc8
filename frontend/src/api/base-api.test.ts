import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store/store';
import { mockApi } from '../test/mock-api';
import { errorMessage } from './api-error';
import { baseApi } from './base-api';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/api/probe' }),
    send: build.mutation<unknown, object>({ query: (body) => ({ url: '/api/probe', method: 'POST', body }) }),
  }),
});

const probe = () => makeStore().dispatch(probeApi.endpoints.probe.initiate());

describe('baseApi', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('formats a failed call with an empty body as "<status>: <status text>"', async () => {
    mockApi({ 'GET /api/probe': { status: 500 } });
    const { error } = await probe();

    expect(error).toMatchObject({ status: 500, message: '500: Internal Server Error' });
    expect(errorMessage(error)).toBe('500: Internal Server Error');
  });

  it('keeps the raw body in the message and gives toasts the server message', async () => {
    const body = '{"statusCode":400,"message":"Username already exists"}';
    mockApi({ 'GET /api/probe': { status: 400, text: body } });
    const { error } = await probe();

    expect(error).toMatchObject({ status: 400, message: `400: ${body}` });
    expect(errorMessage(error)).toBe('Username already exists');
  });

  it('gives a fallback instead of the status line, never instead of a server message', async () => {
    mockApi({ 'GET /api/probe': { status: 502 } });
    const { error: bare } = await probe();
    mockApi({
      'GET /api/probe': { status: 401, text: '{"statusCode":401,"message":"Invalid username or password"}' },
    });
    const { error: explained } = await probe();

    expect(errorMessage(bare, 'Please try again later.')).toBe('Please try again later.');
    expect(errorMessage(explained, 'Please try again later.')).toBe('Invalid username or password');
  });

  it('uses the raw text when the body is not JSON', async () => {
    mockApi({ 'GET /api/probe': { status: 502, text: 'Bad Gateway from the proxy' } });
    const { error } = await probe();

    expect(errorMessage(error)).toBe('502: Bad Gateway from the proxy');
  });

  it('sends cookies, and a JSON content type only with a body', async () => {
    mockApi({ 'GET /api/probe': { body: { ok: true } }, 'POST /api/probe': { body: { ok: true } } });
    // What the app hands to fetch: msw's copy of the request keeps no `credentials`.
    const fetch = vi.spyOn(globalThis, 'fetch');
    const store = makeStore();

    const { data } = await store.dispatch(probeApi.endpoints.probe.initiate());
    await store.dispatch(probeApi.endpoints.send.initiate({}));

    expect(data).toEqual({ ok: true });
    const [get, post] = fetch.mock.calls.map(([request]) => request as Request);
    expect(get.credentials).toBe('include');
    expect(get.headers.has('content-type')).toBe(false);
    expect(post.headers.get('content-type')).toBe('application/json');
  });
});
