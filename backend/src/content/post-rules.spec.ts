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

describe('post rules', () => {
  it('allows a revision of delivered content only', () => {
    expect(revisionRefusal({ status: 'delivered', revisionCount: 0 }, 'echo')).toBeNull();
    for (const status of ['draft', 'scheduled', 'published'] as const) {
      expect(revisionRefusal({ status, revisionCount: 0 }, 'echo')).toBe(REVISION_NEEDS_DELIVERED);
    }
  });

  it('allows the Ghost plan 1 revision per post, the others any number', () => {
    expect(revisionRefusal({ status: 'delivered', revisionCount: 0 }, 'ghost')).toBeNull();
    expect(revisionRefusal({ status: 'delivered', revisionCount: 1 }, 'ghost')).toBe(
      'The Ghost plan includes 1 revision per post, and this post has had it',
    );
    expect(revisionRefusal({ status: 'delivered', revisionCount: 5 }, 'phantom')).toBeNull();
  });

  it('tells the client why a revision is not open: not delivered, being revised, or the plan used up', () => {
    const delivered = new Date();
    expect(
      revisionBlock({ status: 'delivered', revisionCount: 0, deliveredAt: delivered }, 'ghost'),
    ).toBeNull();
    expect(revisionBlock({ status: 'draft', revisionCount: 1, deliveredAt: delivered }, 'echo')).toBe(
      'in-revision',
    );
    expect(revisionBlock({ status: 'scheduled', revisionCount: 0, deliveredAt: delivered }, 'echo')).toBe(
      'not-delivered',
    );
    expect(revisionBlock({ status: 'delivered', revisionCount: 1, deliveredAt: delivered }, 'ghost')).toBe(
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
