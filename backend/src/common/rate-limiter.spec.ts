import { jest } from '@jest/globals';
import pg from 'pg';
import { postgresRateLimiter } from './rate-limiter.js';

describe('postgresRateLimiter', () => {
  it('starts no timer of its own: Throttles prunes the counters', () => {
    // rate-limiter-flexible's clean-up was a 5-minute timer per limiter that nothing stopped: it kept
    // every closed app, and in the test runner each file's modules, alive.
    const timers = jest.spyOn(globalThis, 'setTimeout');
    const intervals = jest.spyOn(globalThis, 'setInterval');
    try {
      postgresRateLimiter(new pg.Pool(), { keyPrefix: 'spec', points: 1, duration: 60 });
      expect(timers).not.toHaveBeenCalled();
      expect(intervals).not.toHaveBeenCalled();
    } finally {
      timers.mockRestore();
      intervals.mockRestore();
    }
  });
});
