import { describe, expect, it } from 'vitest';
import { currentNavItem } from './nav-items';

describe('currentNavItem', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/dashboard/content', 'Content'],
    ['/dashboard/content/7/revision', 'Content'],
    ['/dashboard/subscription', 'Subscription'],
    ['/dashboard/settings', 'Settings'],
  ])('marks %s as %s', (path, label) => {
    expect(currentNavItem(path)?.label).toBe(label);
  });

  it('does not take a longer name for a child path', () => {
    expect(currentNavItem('/dashboard/contents')?.label).toBe('Dashboard');
  });
});
