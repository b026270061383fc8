import {
  adminNextStatuses,
  canPublish,
  characterCount,
  clientStatus,
  isEditable,
  revisionBlock,
  revisionRefusal,
  REVISION_NEEDS_DELIVERED,
} from './post-rules.js';

/** Subscriptions as sold with each plan's terms of today. */
const GHOST = { plan: 'ghost', revisionsPerPost: 1 } as const;
const ECHO = { plan: 'echo', revisionsPerPost: null } as const;
const PHANTOM = { plan: 'phantom', revisionsPerPost: null } as const;

describe('post rules', () => {
  it('allows a revision of delivered content only', () => {
    expect(revisionRefusal({ status: 'delivered', revisionCount: 0 }, ECHO)).toBeNull();
    for (const status of ['draft', 'scheduled', 'published'] as const) {
      expect(revisionRefusal({ status, revisionCount: 0 }, ECHO)).toBe(REVISION_NEEDS_DELIVERED);
    }
  });

  it('allows the Ghost plan 1 revision per post, the others any number', () => {
    expect(revisionRefusal({ status: 'delivered', revisionCount: 0 }, GHOST)).toBeNull();
    expect(revisionRefusal({ status: 'delivered', revisionCount: 1 }, GHOST)).toBe(
      'The Ghost plan includes 1 revision per post, and this post has had it',
    );
    expect(revisionRefusal({ status: 'delivered', revisionCount: 5 }, PHANTOM)).toBeNull();
  });

  it('holds the client to the revisions their subscription was sold with, not to the plan list of today', () => {
    const delivered = { status: 'delivered', revisionCount: 1 } as const;
    expect(revisionRefusal(delivered, { plan: 'ghost', revisionsPerPost: 3 })).toBeNull();
    expect(revisionRefusal({ ...delivered, revisionCount: 3 }, { plan: 'ghost', revisionsPerPost: 3 })).toBe(
      'The Ghost plan includes 3 revisions per post, and this post has had them',
    );
    expect(revisionRefusal(delivered, { plan: 'echo', revisionsPerPost: 1 })).toBe(
      'The Echo plan includes 1 revision per post, and this post has had it',
    );
    expect(revisionRefusal({ ...delivered, revisionCount: 0 }, { plan: 'echo', revisionsPerPost: 0 })).toBe(
      'The Echo plan as sold to you includes no revisions',
    );
  });

  it('tells the client why a revision is not open: not delivered, being revised, or the plan used up', () => {
    const delivered = new Date();
    expect(
      revisionBlock({ status: 'delivered', revisionCount: 0, deliveredAt: delivered }, GHOST),
    ).toBeNull();
    expect(revisionBlock({ status: 'draft', revisionCount: 1, deliveredAt: delivered }, ECHO)).toBe(
      'in-revision',
    );
    expect(revisionBlock({ status: 'scheduled', revisionCount: 0, deliveredAt: delivered }, ECHO)).toBe(
      'not-delivered',
    );
    expect(revisionBlock({ status: 'delivered', revisionCount: 1, deliveredAt: delivered }, GHOST)).toBe(
      'plan-limit',
    );
  });

  it('shows the client a post being revised as the delivered version they have', () => {
    expect(clientStatus({ status: 'draft', deliveredAt: new Date() })).toBe('delivered');
    expect(clientStatus({ status: 'draft', deliveredAt: null })).toBe('draft');
    expect(clientStatus({ status: 'scheduled', deliveredAt: new Date() })).toBe('scheduled');
  });

  it('publishes delivered or scheduled content only', () => {
    expect(
      ['draft', 'delivered', 'scheduled', 'published'].map((status) => canPublish(status as never)),
    ).toEqual([false, true, true, false]);
  });

  it('counts characters as LinkedIn does: an emoji or an accented letter is one', () => {
    expect(characterCount('Hello')).toBe(5);
    expect(characterCount('café 🚀')).toBe(6);
    expect(characterCount('line\nbreak')).toBe(10);
  });

  it('lets the back office deliver a draft, schedule or take back what is delivered, and never move a published post', () => {
    expect(adminNextStatuses('draft')).toEqual(['delivered']);
    expect(adminNextStatuses('delivered')).toEqual(['scheduled', 'published', 'draft']);
    expect(adminNextStatuses('scheduled')).toEqual(['published', 'delivered', 'draft']);
    expect(adminNextStatuses('published')).toEqual([]);
    expect(
      ['draft', 'delivered', 'scheduled', 'published'].filter((status) => isEditable(status as never)),
    ).toEqual(['draft']);
  });
});
