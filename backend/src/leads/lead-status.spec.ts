import { allowedNextStatuses, canMove, orList } from './lead-status.js';

describe('lead status moves', () => {
  it.each([
    ['new', 'contacted', true],
    ['contacted', 'converted', true],
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
    expect(orList(['contacted', 'archived'])).toBe('contacted or archived');
    expect(orList(['new'])).toBe('new');
  });
});
