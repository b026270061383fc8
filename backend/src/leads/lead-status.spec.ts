import {
  allowedNextStatuses,
  canMove,
  isOverdue,
  orList,
  REPLY_PROMISE_MS,
  restoredStatus,
} from './lead-status.js';

describe('lead status moves', () => {
  it.each([
    ['new', 'contacted', true],
    ['contacted', 'converted', false],
    ['new', 'archived', true],
    ['contacted', 'archived', true],
    ['converted', 'archived', true],
    ['new', 'converted', false],
    ['converted', 'contacted', false],
    ['new', 'new', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMove({ status: from }, to)).toBe(allowed);
  });

  it.each([
    ['new', 'new', ['contacted', 'converted']],
    ['contacted', 'contacted', ['new', 'converted']],
    ['converted', 'converted', ['new', 'contacted']],
    // Archived before its status was recorded: back to new.
    [null, 'new', ['contacted', 'converted']],
  ] as const)('restores a lead archived while %s to %s, nothing else', (before, back, others) => {
    const lead = { status: 'archived' as const, statusBeforeArchive: before };
    expect(allowedNextStatuses(lead)).toEqual([back]);
    expect(canMove(lead, back)).toBe(true);
    for (const other of others) expect(canMove(lead, other)).toBe(false);
    expect(restoredStatus(lead)).toBe(back);
  });

  it('lists the next statuses for the UI', () => {
    expect(allowedNextStatuses({ status: 'new' })).toEqual(['contacted', 'archived']);
    // Converted comes only from converting the lead into a client.
    expect(allowedNextStatuses({ status: 'contacted' })).toEqual(['archived']);
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
