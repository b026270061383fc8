import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzippedSize, LANDING_ENTRY, landingChunks } from './landing-chunks';

const chunk = (
  fileName: string,
  imports: string[] = [],
  { facade = null as string | null, dynamicImports = [] as string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  code: `/* ${fileName} */ export {};`,
  facadeModuleId: facade,
  imports,
  dynamicImports,
});

describe('landingChunks', () => {
  const bundle = {
    // The entry, which imports the hydrating module after the first paint.
    'assets/landing.js': chunk('assets/landing.js', ['assets/preload-helper.js'], {
      facade: `/app/${LANDING_ENTRY}`,
      dynamicImports: ['assets/hydrate.js'],
    }),
    'assets/preload-helper.js': chunk('assets/preload-helper.js'),
    'assets/hydrate.js': chunk('assets/hydrate.js', ['assets/react.js', 'assets/page.js']),
    'assets/page.js': chunk('assets/page.js', ['assets/react.js', 'assets/mui.js'], {
      dynamicImports: ['assets/sections.js'],
    }),
    'assets/react.js': chunk('assets/react.js'),
    'assets/mui.js': chunk('assets/mui.js', ['assets/react.js']),
    // Loaded lazily by the landing page, or only by the app.
    'assets/sections.js': chunk('assets/sections.js', ['assets/mui.js']),
    'assets/index.js': chunk('assets/index.js', ['assets/react.js', 'assets/router.js'], {
      facade: '/app/index.html',
    }),
    'assets/router.js': chunk('assets/router.js'),
    'index.html': { type: 'asset' as const },
  };

  it("is the entry, the module it hydrates with and what they import, transitively, once each: not the page's lazy parts, not the app's", () => {
    expect(landingChunks(bundle).map((found) => found.fileName)).toEqual([
      'assets/landing.js',
      'assets/preload-helper.js',
      'assets/hydrate.js',
      'assets/react.js',
      'assets/page.js',
      'assets/mui.js',
    ]);
  });

  it('sums their gzipped sizes', () => {
    const chunks = landingChunks(bundle);
    const expected = chunks.reduce((sum, found) => sum + gzipSync(found.code, { level: 9 }).length, 0);
    expect(gzippedSize(chunks)).toBe(expected);
  });

  it('fails without the landing entry', () => {
    expect(() => landingChunks({ 'assets/index.js': bundle['assets/index.js'] })).toThrow(LANDING_ENTRY);
  });
});
