import { vi } from 'vitest';

/** jsdom has no layout, nor the ResizeObserver charts size themselves with: a stand-in for one test. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
