import {
  hashReviewToken,
  newReviewToken,
  REVIEW_LINK_ENDED,
  REVIEW_LINK_USED,
  reviewLinkExpiry,
  reviewLinkGoneMessage,
  reviewLinkState,
} from './review-link-rules.js';

describe('review link rules', () => {
  const made = new Date('2026-11-02T08:00:00.000Z');
  const link = { usedAt: null, postUpdatedAt: made, expiresAt: reviewLinkExpiry(made) };

  it('makes random base64url tokens of 32 bytes, stored as their SHA-256 in hex', () => {
    const token = newReviewToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newReviewToken()).not.toBe(token);
    expect(hashReviewToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashReviewToken(token)).toBe(hashReviewToken(token));
    expect(hashReviewToken(token)).not.toContain(token);
  });

  it('is open while unused, the post unchanged and within 14 days', () => {
    expect(reviewLinkState(link, new Date(made), new Date('2026-11-15T23:59:59.999Z'))).toBe('open');
  });

  it('ends 14 days after it was made', () => {
    expect(link.expiresAt.toISOString()).toBe('2026-11-16T08:00:00.000Z');
    expect(reviewLinkState(link, made, new Date('2026-11-16T08:00:00.000Z'))).toBe('ended');
  });

  it('ends once the post changed since, even by a millisecond', () => {
    expect(reviewLinkState(link, new Date(made.getTime() + 1), made)).toBe('ended');
  });

  it('says used before ended', () => {
    const used = { ...link, usedAt: made };
    expect(reviewLinkState(used, new Date(made.getTime() + 1), made)).toBe('used');
    expect(reviewLinkGoneMessage('used')).toBe(REVIEW_LINK_USED);
    expect(reviewLinkGoneMessage('ended')).toBe(REVIEW_LINK_ENDED);
  });
});
