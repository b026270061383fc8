import { describe, expect, it } from 'vitest';
import { APP_ENTRY, checkRouteBudgets, routeChunks } from './route-budgets';

const chunk = (
  fileName: string,
  imports: string[] = [],
  { facade = null as string | null, modules = [] as string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  code: `/* ${fileName} */ export {};`.padEnd(200, ' '),
  facadeModuleId: facade,
  moduleIds: modules,
  imports,
});

describe('routeChunks', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/react.js'], {
      facade: `/app/${APP_ENTRY}`,
      modules: [`/app/${APP_ENTRY}`],
    }),
    'assets/react.js': chunk('assets/react.js'),
    'assets/guard.js': chunk('assets/guard.js', ['assets/react.js'], { facade: '/app/src/guard.tsx' }),
    // A page another page imports too: in a chunk it shares, with no facade of its own.
    'assets/shared.js': chunk('assets/shared.js', ['assets/mui.js'], {
      modules: ['/app/src/page.tsx', '/app/src/other.tsx'],
    }),
    'assets/mui.js': chunk('assets/mui.js', ['assets/react.js']),
    // Loaded only by other routes, or later.
    'assets/charts.js': chunk('assets/charts.js', ['assets/mui.js'], { facade: '/app/src/charts.tsx' }),
    'index.html': { type: 'asset' as const },
  };

  it("is the app's entry and each module's chunk, and what they import, transitively, once each", () => {
    expect(routeChunks(bundle, ['src/guard.tsx', 'src/page.tsx']).map((found) => found.fileName)).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/guard.js',
      'assets/shared.js',
      'assets/mui.js',
    ]);
  });

  it('fails for a module the build has no chunk for', () => {
    expect(() => routeChunks(bundle, ['src/renamed-page.tsx'])).toThrow('src/renamed-page.tsx');
  });

  it('says how many files each route loads, and names the routes over their budget', () => {
    const budgets = [
      { route: '/small', example: '/small', modules: ['src/guard.tsx'], budgetKB: 1 },
      { route: '/big', example: '/big', modules: ['src/guard.tsx'], budgetKB: 0.1 },
    ];
    const { lines, over } = checkRouteBudgets(bundle, budgets, 3);
    expect(over).toEqual(['/big']);
    // The entry, the chunk it imports and the guard's chunk.
    expect(lines[0]).toMatch(/^ {2}\/small +0\.\d KB gzipped in +3 files \(budget 1 KB, 3 files\)$/);
    expect(lines[1]).toMatch(/\(budget 0\.1 KB, 3 files\) {2}OVER$/);
  });

  it('names a route in more files than the budget allows, however small they are', () => {
    const budgets = [
      { route: '/small', example: '/small', modules: ['src/guard.tsx'], budgetKB: 1 },
      { route: '/page', example: '/page', modules: ['src/guard.tsx', 'src/page.tsx'], budgetKB: 1 },
    ];
    expect(checkRouteBudgets(bundle, budgets, 3).over).toEqual(['/page']);
  });
});
