/**
 * The one reader of a failed call (RTK Query's error, as `base-api.ts` shapes it): its HTTP status,
 * the sentence to show, and every failed rule of a 400 (docs/product.md, "API conventions").
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The HTTP status of a failed call; undefined when no answer came (a network failure). */
export function errorStatus(error: unknown): number | undefined {
  return isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
}

/** An id or token the server does not know (404) or cannot read (400): the page says "not found". */
export function isNotFound(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}

/**
 * The sentence a toast shows for a failed call: the server's `message`, else `fallback` when given
 * (docs/product.md, "API conventions"), else the `<status>: <text>` line.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const serverMessage = isRecord(error) && isRecord(error.data) ? error.data.message : undefined;
  if (typeof serverMessage === 'string') return serverMessage;
  if (fallback !== undefined) return fallback;
  return isRecord(error) && typeof error.message === 'string' ? error.message : 'Unknown error occurred';
}

/** Every message of a failed call: each failed rule of a 400, else its one message. */
export function errorMessages(error: unknown): string[] {
  const data = isRecord(error) ? error.data : undefined;
  if (isRecord(data) && Array.isArray(data.errors))
    return data.errors.filter((item): item is string => typeof item === 'string');
  return [errorMessage(error)];
}
