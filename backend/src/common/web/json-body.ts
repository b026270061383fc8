/**
 * Whether a request carries a body: a chunked one, or a Content-Length above 0. A POST without
 * one (sign out, or a fetch with no body, which browsers send with `Content-Length: 0`) does not.
 */
export function hasBody(headers: { 'transfer-encoding'?: string; 'content-length'?: string }): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length']);
  return Number.isFinite(length) && length > 0;
}

/**
 * Whether a Content-Type is JSON as the API reads it: `application/json`, with any parameters
 * (`; charset=utf-8`). Everything else is refused, above all the types an HTML form can send
 * across sites without a preflight: application/x-www-form-urlencoded, multipart/form-data and
 * text/plain.
 */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const mediaType = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return mediaType === 'application/json';
}
