import { HttpException, HttpStatus } from '@nestjs/common';

/** "N minutes", rounded up, at least 1. */
export function minutesFrom(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A 429 that says when to try again: in words, and in the Retry-After header (set by the filter). */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: (wait: string) => string,
    readonly retryAfterSeconds: number,
  ) {
    super(message(minutesFrom(retryAfterSeconds)), HttpStatus.TOO_MANY_REQUESTS);
  }
}
