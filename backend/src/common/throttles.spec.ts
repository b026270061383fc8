import { allowance, MAX_SIGN_IN_DELAY_MS, signInDelayMs, THROTTLES } from './throttle-limits.js';

describe('throttles', () => {
  it('slows a sign-in only once the account has its free failures, doubling up to a cap', () => {
    const free = THROTTLES.signInFailuresPerAccount.points;
    expect(signInDelayMs(0, free)).toBe(0);
    expect(signInDelayMs(free - 1, free)).toBe(0);
    expect(signInDelayMs(free, free)).toBe(1000);
    expect(signInDelayMs(free + 1, free)).toBe(2000);
    expect(signInDelayMs(free + 3, free)).toBe(8000);
    expect(signInDelayMs(free + 4, free)).toBe(MAX_SIGN_IN_DELAY_MS);
    expect(signInDelayMs(1_000_000, free)).toBe(MAX_SIGN_IN_DELAY_MS);
  });

  it('scales every allowance, never below one', () => {
    expect(allowance('leadsPerEmail', 1)).toBe(3);
    expect(allowance('leadsPerEmail', 1000)).toBe(3000);
    expect(allowance('leadsPerEmail', 0.01)).toBe(1);
  });

  it('gives every limit its own key prefix', () => {
    const prefixes = Object.values(THROTTLES).map((limit) => limit.keyPrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('lets a busy office send far more leads than one person', () => {
    expect(THROTTLES.leadsPerAddress.points).toBeGreaterThanOrEqual(10 * THROTTLES.leadsPerEmail.points);
  });

  it("keeps a device cookie's own allowances small: no more than an address gets for one account or one inbox", () => {
    expect(THROTTLES.signInFailuresPerDevice.points).toBeLessThanOrEqual(
      THROTTLES.signInFailuresPerAccountAndAddress.points,
    );
    expect(THROTTLES.resetMailsPerDevice.points).toBeLessThanOrEqual(THROTTLES.resetMailsPerEmail.points);
  });
});
