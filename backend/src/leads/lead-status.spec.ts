import { allowedNextStatuses, canMove, isOverdue, orList, REPLY_PROMISE_MS } from './lead-status.js';

describe('lead status moves', () => {
  it.each([
    ['new', 'contacted', true],
    ['contacted', 'converted', false],
    ['new', 'archived', true],
    ['contacted', 'archived', true],
    ['converted', 'archived', true],
    ['archived', 'new', true],
    ['new', 'converted', false],
    ['converted', 'contacted', false],
    ['archived', 'contacted', false],
    ['new', 'new', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it('lists the next statuses for the UI', () => {
    expect(allowedNextStatuses('new')).toEqual(['contacted', 'archived']);
    // Converted comes only from converting the lead into a client.
    expect(allowedNextStatuses('contacted')).toEqual(['archived']);
    expect(orList(['contacted', 'archived'])).toBe('contacted or archived');
    expect(orList(['new'])).toBe('new');
  });
});

describe('the reply promise', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const cameIn = (msAgo: number) => new Date(now.getTime() - msAgo);

  it('makes a lead still new overdue a day after it came in', () => {
    expect(isOverdue({ status: 'new', createdAt: cameIn(REPLY_PROMISE_MS + 1) }, now)).toBe(true);
    expect(isOverdue({ status: 'new', createdAt: cameIn(REPLY_PROMISE_MS) }, now)).toBe(false);
    expect(isOverdue({ status: 'contacted', createdAt: cameIn(3 * REPLY_PROMISE_MS) }, now)).toBe(false);
  });
});
