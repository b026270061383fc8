import { useEffect, useState, type RefObject } from 'react';

/**
 * Resolves once `element` is within half a screen below the viewport, or above it (a jump past it
 * counts); at once where there is nothing to watch (a server, an element not rendered yet). For code
 * a page needs only when the reader scrolls near it: the landing page's sections, the charts.
 */
export function nearViewport(element: Element | null): Promise<void> {
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (element.getBoundingClientRect().top > window.innerHeight * 1.5) return;
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      resolve();
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    check();
  });
}

/** Whether the element `ref` holds has come near the viewport (nearViewport); it stays true after. */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    let current = true;
    void nearViewport(ref.current).then(() => current && setNear(true));
    return () => {
      current = false;
    };
  }, [ref]);
  return near;
}
