import { describe, expect, it } from '@jest/globals';
import { accessEndsAt } from './cancellation.js';

describe('accessEndsAt', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('is the renewal date while the paid period runs', () => {
    expect(accessEndsAt(new Date('2026-12-05T00:00:00Z'), now).toISOString()).toBe(
      '2026-12-05T00:00:00.000Z',
    );
  });

  it('is now when the renewal date has passed, is now, or is not set', () => {
    expect(accessEndsAt(new Date('2026-11-01T00:00:00Z'), now)).toBe(now);
    expect(accessEndsAt(new Date(now), now)).toBe(now);
    expect(accessEndsAt(null, now)).toBe(now);
    expect(accessEndsAt(undefined, now)).toBe(now);
  });
});
