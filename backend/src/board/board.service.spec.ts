import { describe, expect, it } from '@jest/globals';
import { startOfWeek } from './board.service.js';

describe('startOfWeek', () => {
  it('is Monday 00:00 UTC of the week, Sunday belonging to the week before', () => {
    expect(startOfWeek(new Date('2026-11-21T13:45:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // a Saturday
    expect(startOfWeek(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // Sunday
    expect(startOfWeek(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z'); // Monday
  });
});
