import {
  deliveryOf,
  digestDay,
  digestIsDue,
  noticeChoiceRefusal,
  noticeKindsFor,
  type NoticeDelivery,
  type TeamNoticeKind,
} from './notice-kinds.js';

const chosen = (entries: [TeamNoticeKind, NoticeDelivery][]) => new Map(entries);

describe('how a member gets a kind of notice', () => {
  it('goes at once until chosen otherwise', () => {
    expect(deliveryOf(undefined, 'new_lead')).toBe('now');
    expect(deliveryOf(chosen([['client_registered', 'off']]), 'new_lead')).toBe('now');
  });

  it('follows the choice', () => {
    expect(deliveryOf(chosen([['new_lead', 'digest']]), 'new_lead')).toBe('digest');
    expect(deliveryOf(chosen([['new_lead', 'off']]), 'new_lead')).toBe('off');
  });

  it('never leaves a cancellation or a failed payment off, whatever is stored', () => {
    expect(deliveryOf(chosen([['subscription_canceled', 'off']]), 'subscription_canceled')).toBe('now');
    expect(deliveryOf(chosen([['payment_failed', 'off']]), 'payment_failed')).toBe('now');
    expect(deliveryOf(chosen([['payment_failed', 'digest']]), 'payment_failed')).toBe('digest');
  });
});

describe('the kinds a member chooses for', () => {
  it('gives an admin every kind and a writer the ones about their clients and work', () => {
    expect(noticeKindsFor('admin')).toHaveLength(13);
    expect(noticeKindsFor('writer')).toEqual([
      'revision_requested',
      'client_replied',
      'review_returned',
      'client_assigned',
      'subscription_canceled',
      'linkedin_published',
      'linkedin_failed',
    ]);
    expect(noticeKindsFor('client')).toEqual([]);
  });

  it.each([
    ['admin', 'new_lead', 'off', null],
    ['admin', 'payment_failed', 'digest', null],
    [
      'admin',
      'payment_failed',
      'off',
      'payment_failed (Failed payments) cannot be turned off: the team must act on them',
    ],
    [
      'writer',
      'subscription_canceled',
      'off',
      'subscription_canceled (Cancellations) cannot be turned off: the team must act on them',
    ],
    ['writer', 'new_lead', 'now', 'new_lead is not a notice you get'],
    ['admin', 'gossip', 'now', 'gossip is not a kind of notice'],
  ] as const)('%s choosing %s %s: %s', (role, kind, delivery, refusal) => {
    expect(noticeChoiceRefusal(role, kind, delivery)?.message ?? null).toBe(refusal);
  });

  it('names the field at fault', () => {
    expect(noticeChoiceRefusal('admin', 'payment_failed', 'off')?.field).toBe('delivery');
    expect(noticeChoiceRefusal('writer', 'new_lead', 'now')?.field).toBe('kind');
  });
});

describe('the morning digest’s day', () => {
  it('is the UTC day, due from 08:00', () => {
    expect(digestDay(new Date('2030-01-09T23:59:59.000Z'))).toBe('2030-01-09');
    expect(digestIsDue(new Date('2030-01-09T07:59:59.000Z'))).toBe(false);
    expect(digestIsDue(new Date('2030-01-09T08:00:00.000Z'))).toBe(true);
  });
});
