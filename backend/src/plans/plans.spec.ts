import { describe, expect, it } from '@jest/globals';
import { PLAN_NAMES, PLANS, planOfCadence, postsOwedInWeek, POSTING_CADENCES } from './plans.js';

describe('plans', () => {
  it('keys each plan by its own name', () => {
    for (const name of PLAN_NAMES) expect(PLANS[name].name).toBe(name);
  });

  it('gives every posting cadence exactly one plan', () => {
    expect(POSTING_CADENCES.map(planOfCadence)).toEqual(['ghost', 'echo', 'phantom']);
    expect(planOfCadence('hourly')).toBeNull();
  });

  it('keeps the figures of the landing page and the board', () => {
    expect(PLAN_NAMES.map((name) => PLANS[name].monthlyPrice)).toEqual([99, 299, null]);
    expect(PLAN_NAMES.map((name) => PLANS[name].postsPerMonth)).toEqual([4, 12, 20]);
    expect(PLAN_NAMES.map((name) => PLANS[name].revisionsPerPost)).toEqual([1, null, null]);
    expect(PLAN_NAMES.filter((name) => PLANS[name].landing.popular)).toEqual(['echo']);
  });

  it('owes a week the share of a month a week is', () => {
    expect(PLAN_NAMES.map((name) => postsOwedInWeek(PLANS[name].postsPerMonth))).toEqual([1, 3, 5]);
    expect(postsOwedInWeek(8)).toBe(2);
    expect(postsOwedInWeek(0)).toBe(0);
  });
});
