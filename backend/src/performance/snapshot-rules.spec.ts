import {
  aboveImpressionsRefusals,
  fewerImpressionsRefusal,
  numbersToConfirm,
  formatDay,
  NUMBERS_NEED_PUBLISHED,
  RECORDED_ON_IN_FUTURE,
  recordedOnRefusal,
  statusRefusal,
} from './snapshot-rules.js';

describe('snapshot rules', () => {
  const now = new Date('2026-11-24T10:00:00.000Z');
  const publishedAt = new Date('2026-11-20T15:00:00.000Z');

  it('records numbers for published posts only', () => {
    expect(statusRefusal('published')).toBeNull();
    for (const status of ['draft', 'delivered', 'scheduled'] as const)
      expect(statusRefusal(status)).toBe(NUMBERS_NEED_PUBLISHED);
  });

  it('dates a snapshot from the day the post was published to today', () => {
    expect(recordedOnRefusal('2026-11-20', publishedAt, now)).toBeNull();
    expect(recordedOnRefusal('2026-11-24', publishedAt, now)).toBeNull();
    expect(recordedOnRefusal('2026-11-19', publishedAt, now)).toBe(
      'Recorded on cannot be before the post was published on Nov 20, 2026',
    );
    expect(recordedOnRefusal('2026-11-26', publishedAt, now)).toBe(RECORDED_ON_IN_FUTURE);
  });

  it("takes the day as any time zone has it: tomorrow where it has begun, the day before a late publishing's", () => {
    // 10:00 UTC is already the 25th from UTC+14.
    expect(recordedOnRefusal('2026-11-25', publishedAt, now)).toBeNull();
    // Published at 02:00 UTC on the 21st: still the 20th in New York.
    expect(recordedOnRefusal('2026-11-20', new Date('2026-11-21T02:00:00.000Z'), now)).toBeNull();
    expect(recordedOnRefusal('2026-11-19', new Date('2026-11-21T02:00:00.000Z'), now)).not.toBeNull();
  });

  it('has no earliest day for a post with no publishing date', () => {
    expect(recordedOnRefusal('2001-01-01', null, now)).toBeNull();
  });

  it('refuses fewer impressions than the highest of the same or an earlier day, unless confirmed', () => {
    const earlier = [
      { recordedOn: '2026-11-20', impressions: 1200 },
      { recordedOn: '2026-11-21', impressions: 900 },
      { recordedOn: '2026-11-23', impressions: 5000 },
    ];
    expect(fewerImpressionsRefusal(earlier, { recordedOn: '2026-11-22', impressions: 1000 })).toBe(
      'Impressions are fewer than the 1,200 recorded on Nov 20, 2026: confirm to keep them anyway',
    );
    expect(
      fewerImpressionsRefusal(earlier, { recordedOn: '2026-11-22', impressions: 1000 }, true),
    ).toBeNull();
    // Equal is not fewer; a later day's figure does not count.
    expect(fewerImpressionsRefusal(earlier, { recordedOn: '2026-11-22', impressions: 1200 })).toBeNull();
    expect(fewerImpressionsRefusal(earlier, { recordedOn: '2026-11-23', impressions: 4999 })).toMatch(
      /^Impressions are fewer than the 5,000 recorded on Nov 23, 2026/,
    );
    expect(fewerImpressionsRefusal([], { recordedOn: '2026-11-22', impressions: 0 })).toBeNull();
  });

  it('names the latest day among equal figures', () => {
    const earlier = [
      { recordedOn: '2026-11-20', impressions: 800 },
      { recordedOn: '2026-11-21', impressions: 800 },
    ];
    expect(fewerImpressionsRefusal(earlier, { recordedOn: '2026-11-21', impressions: 10 })).toMatch(
      /Nov 21, 2026/,
    );
  });

  it('names a day as the messages do', () => {
    expect(formatDay('2026-11-20')).toBe('Nov 20, 2026');
  });

  describe('reactions, comments or reposts above the impressions', () => {
    it('asks about each figure above, naming it and the impressions', () => {
      expect(
        aboveImpressionsRefusals({ impressions: 100, reactions: 1200, comments: 5, reposts: 101 }),
      ).toEqual([
        {
          field: 'reactions',
          message: 'Reactions (1,200) are more than impressions (100): confirm to keep them anyway',
        },
        {
          field: 'reposts',
          message: 'Reposts (101) are more than impressions (100): confirm to keep them anyway',
        },
      ]);
      expect(aboveImpressionsRefusals({ impressions: 0, reactions: 0, comments: 1, reposts: 0 })).toEqual([
        {
          field: 'comments',
          message: 'Comments (1) are more than impressions (0): confirm to keep them anyway',
        },
      ]);
    });

    it('takes figures up to the impressions, and any once confirmed', () => {
      expect(
        aboveImpressionsRefusals({ impressions: 100, reactions: 100, comments: 100, reposts: 0 }),
      ).toEqual([]);
      expect(
        aboveImpressionsRefusals({ impressions: 1, reactions: 9, comments: 9, reposts: 9 }, true),
      ).toEqual([]);
    });

    it('is asked with the fewer impressions, one rule for both entries', () => {
      const earlier = [{ recordedOn: '2026-11-21', impressions: 1200 }];
      const numbers = { impressions: 10, reactions: 11, comments: 0, reposts: 0 };
      expect(numbersToConfirm(earlier, '2026-11-22', numbers).map(({ field }) => field)).toEqual([
        'impressions',
        'reactions',
      ]);
      expect(numbersToConfirm(earlier, '2026-11-22', numbers, true)).toEqual([]);
    });
  });
});
