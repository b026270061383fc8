import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';

/**
 * A failed call: RTK Query's error plus the `<status>: <body text or status text>` line
 * (docs/product.md, "API conventions").
 */
export type ApiError = FetchBaseQueryError & { message: string };

// No baseUrl: the paths of the OpenAPI document, and so of the generated endpoints, start with /api.
// fetchBaseQuery sets a JSON content type only when a body is sent.
const fetchQuery = fetchBaseQuery({
  credentials: 'include',
  // A failed call keeps its raw body text for the message; a successful one is JSON, or null when empty.
  responseHandler: async (response) => {
    const text = await response.text();
    if (!response.ok) return text;
    return text ? JSON.parse(text) : null;
  },
});

/** A body's JSON, or its text when it is not JSON (an error page from a proxy). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const { data, error, meta } = await fetchQuery(args, api, extraOptions);
  if (!error) return { data, meta };
  if (typeof error.status === 'number') {
    const text = String(error.data);
    const message = `${error.status}: ${text || meta?.response?.statusText}`;
    return { error: { status: error.status, data: parseJson(text), message }, meta };
  }
  return { error: { ...error, message: error.error }, meta };
};

/** The one RTK Query api; `npm run codegen` injects the endpoints of openapi.json into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
  // docs/product.md, "API conventions": no retry, polling or refetch on focus (RTK Query's defaults), and
  // results never go stale.
  keepUnusedDataFor: Infinity,
});
