import { vi } from 'vitest';

/**
 * Gives `window.matchMedia` (absent in jsdom) a screen `width` px wide, so MUI's useMediaQuery
 * answers min-width and max-width queries as a browser of that width would, and
 * prefers-reduced-motion as a visitor who asked (or not) for reduced motion. It lasts one test.
 */
export function stubScreenWidth(width: number, { reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    // A query about motion, not width, answers what the visitor asked for.
    const matches = query.includes('prefers-reduced-motion')
      ? reducedMotion
      : (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
