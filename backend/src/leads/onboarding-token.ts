import { randomBytes, timingSafeEqual } from 'node:crypto';

/** The secret of a lead's onboarding link: 24 random bytes, URL-safe. */
export const newOnboardingToken = (): string => randomBytes(24).toString('base64url');

/** Whether `given` is the lead's onboarding token, compared in constant time. */
export function onboardingTokenMatches(
  expected: string | null | undefined,
  given: string | undefined,
): boolean {
  if (!expected || !given) return false;
  const expectedBytes = Buffer.from(expected);
  const givenBytes = Buffer.from(given);
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes);
}
