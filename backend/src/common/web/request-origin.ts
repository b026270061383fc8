/** The methods that change something: the only ones a forged cross-site request could abuse. */
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING_METHODS.has(method.toUpperCase());
}

/** The request headers that say where a request comes from. */
export interface OriginHeaders {
  secFetchSite?: string;
  origin?: string;
  referer?: string;
}

/** A URL's origin (`https://host:port`), or undefined when it is not an http(s) URL. */
function originOf(url: string): string | undefined {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a state-changing request may have come from our own pages, in OWASP's order
 * (CSRF Prevention Cheat Sheet, "Fetch Metadata headers" then "Verifying origin with standard headers"):
 *
 * 1. `Sec-Fetch-Site`, sent by every current browser and not settable by a page: `same-origin`
 *    (our own pages) and `none` (typed in, a bookmark) pass; `same-site` (another port or
 *    subdomain) and `cross-site` are refused.
 * 2. Without fetch metadata (an older browser), the `Origin` header, else the `Referer`'s origin,
 *    must be `publicOrigin` (PUBLIC_URL's origin).
 * 3. A request with none of the three is let through: browsers always send at least one of them
 *    on a cross-origin form post or fetch, so such a request is not a browser's forged one but
 *    curl, a script or a server, which a session cookie does not reach unasked.
 */
export function isFromOwnOrigin(headers: OriginHeaders, publicOrigin: string): boolean {
  switch (headers.secFetchSite?.trim().toLowerCase()) {
    case 'same-origin':
    case 'none':
      return true;
    case 'same-site':
    case 'cross-site':
      return false;
    // Absent, or a value from a future browser: decided by Origin/Referer as without it.
  }
  if (headers.origin !== undefined) return originOf(headers.origin) === publicOrigin;
  if (headers.referer !== undefined) return originOf(headers.referer) === publicOrigin;
  return true;
}
