import {
  editLeavesReview,
  REVIEW_ALREADY_APPROVED,
  REVIEW_ALREADY_WAITING,
  REVIEW_NEEDS_DRAFT,
  REVIEW_NOT_WAITING,
  REVIEW_REFUSALS,
  reviewDecisionRefusal,
  reviewRefusal,
  reviewRequestRefusal,
} from './review-rules.js';

const REVIEWED = { reviewRequired: true };
const UNREVIEWED = { reviewRequired: false };

describe('review rules', () => {
  it("stops a writer's delivery of a reviewed client's draft until it is approved, saying why", () => {
    const draft = (reviewState: 'ready' | 'approved' | 'returned' | null) => ({
      status: 'draft' as const,
      reviewState,
      client: REVIEWED,
    });
    expect(reviewRefusal(draft(null), 'writer')).toBe(
      "This client's posts are reviewed before delivery: send it for review first",
    );
    expect(reviewRefusal(draft('ready'), 'writer')).toBe(REVIEW_REFUSALS.ready);
    expect(reviewRefusal(draft('returned'), 'writer')).toBe(
      'This draft was returned: see the note, then send it for review again',
    );
    expect(reviewRefusal(draft('approved'), 'writer')).toBeNull();
  });

  it('never stops an admin (the reviewer), nor a writer for a client without review', () => {
    for (const reviewState of [null, 'ready', 'returned'] as const) {
      expect(reviewRefusal({ status: 'draft', reviewState, client: REVIEWED }, 'admin')).toBeNull();
      expect(reviewRefusal({ status: 'draft', reviewState, client: UNREVIEWED }, 'writer')).toBeNull();
    }
  });

  it('lets any draft go to review once, not one waiting or approved, and nothing else', () => {
    expect(reviewRequestRefusal({ status: 'draft', reviewState: null })).toBeNull();
    expect(reviewRequestRefusal({ status: 'draft', reviewState: 'returned' })).toBeNull();
    expect(reviewRequestRefusal({ status: 'draft', reviewState: 'ready' })).toBe(REVIEW_ALREADY_WAITING);
    expect(reviewRequestRefusal({ status: 'draft', reviewState: 'approved' })).toBe(REVIEW_ALREADY_APPROVED);
    for (const status of ['delivered', 'scheduled', 'published'] as const) {
      expect(reviewRequestRefusal({ status, reviewState: null })).toBe(REVIEW_NEEDS_DRAFT);
    }
  });

  it('answers only a draft waiting for review', () => {
    expect(reviewDecisionRefusal({ status: 'draft', reviewState: 'ready' })).toBeNull();
    for (const reviewState of [null, 'approved', 'returned'] as const) {
      expect(reviewDecisionRefusal({ status: 'draft', reviewState })).toBe(REVIEW_NOT_WAITING);
    }
    expect(reviewDecisionRefusal({ status: 'delivered', reviewState: 'ready' })).toBe(REVIEW_NOT_WAITING);
  });

  it("takes a draft out of review on a writer's edit of a text waiting or approved, not an admin's", () => {
    expect(editLeavesReview('ready', 'writer')).toBe(true);
    expect(editLeavesReview('approved', 'writer')).toBe(true);
    expect(editLeavesReview('returned', 'writer')).toBe(false);
    expect(editLeavesReview(null, 'writer')).toBe(false);
    expect(editLeavesReview('approved', 'admin')).toBe(false);
    expect(editLeavesReview('ready', 'admin')).toBe(false);
  });
});
