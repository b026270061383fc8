import { gzippedSize, withImports } from './landing-chunks.ts';

/** What the build says of a chunk (Rolldown's OutputChunk, the fields used here). */
export interface RouteChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}
type Bundle = Record<string, RouteChunk | { type: 'asset' }>;

/** The app's entry (index.html's script), every route's first JavaScript. */
export const APP_ENTRY = 'src/main.tsx';

/**
 * A route of the signed-in areas or the public pages past the landing, an example address of it,
 * the modules its route loads (src/app/router.tsx's route modules, outermost first: guard, layout,
 * page; the test of the router checks that these are the ones it loads), and the most JavaScript,
 * gzipped, it may load before the page is usable: the app's entry, those modules, and every chunk
 * they import, transitively. Not what a page loads later: its dialogs when opened, the charts when
 * drawn, the toasts when one comes.
 */
export interface RouteBudget {
  route: string;
  example: string;
  modules: string[];
  budgetKB: number;
}

const clientArea = [
  'src/features/dashboard/components/protected-route.tsx',
  'src/features/dashboard/components/client-layout.tsx',
];
const backOffice = [
  'src/features/admin/components/admin-guard.tsx',
  'src/features/admin/components/admin-layout.tsx',
];

/**
 * Each budget is the figure reached, rounded up to the next 5 KB (docs/performance.md, "The budget
 * of each route's first JavaScript"). Above the 170 KB aimed at: the libraries every route loads
 * (React DOM, MUI and emotion, React Router, Redux Toolkit and the API's endpoints) are about 185 KB
 * gzipped before any page, and the common chunk every page imports (build/app-chunks.ts) about 100
 * more: a page's own code split finer came to 210 to 300 KB in 35 to 100 files, slower on a phone
 * than 285 to 305 KB in at most 10.
 */
export const ROUTE_BUDGETS: RouteBudget[] = [
  { route: '/auth', example: '/auth', modules: ['src/features/auth/auth-page.tsx'], budgetKB: 290 },
  {
    route: '/review',
    example: '/review?token=t',
    modules: ['src/features/review-links/review-link-page.tsx'],
    // 290.2 KB: LinkedIn publishing's 14 operations in the generated client (0.75 KB in the shell).
    budgetKB: 295,
  },
  {
    route: '/dashboard',
    example: '/dashboard',
    modules: [...clientArea, 'src/features/dashboard/dashboard-page.tsx'],
    budgetKB: 300,
  },
  {
    route: '/dashboard/content',
    example: '/dashboard/content',
    modules: [...clientArea, 'src/features/content/content-list-page.tsx'],
    budgetKB: 300,
  },
  {
    route: '/dashboard/content/:id',
    example: '/dashboard/content/7',
    modules: [...clientArea, 'src/features/content/content-details-page.tsx'],
    budgetKB: 295,
  },
  {
    route: '/admin',
    example: '/admin',
    modules: [...backOffice, 'src/features/board/board-page.tsx'],
    budgetKB: 295,
  },
  {
    route: '/admin/leads',
    example: '/admin/leads',
    modules: [
      ...backOffice,
      'src/features/admin/components/admin-only.tsx',
      'src/features/leads/leads-page.tsx',
    ],
    // 295.7 KB: LinkedIn publishing's 14 operations in the generated client (0.75 KB in the shell).
    budgetKB: 300,
  },
  {
    route: '/admin/calendar',
    example: '/admin/calendar',
    modules: [...backOffice, 'src/features/calendar/calendar-page.tsx'],
    budgetKB: 295,
  },
  {
    route: '/admin/clients/:id',
    example: '/admin/clients/7',
    modules: [...backOffice, 'src/features/clients/client-details-page.tsx'],
    // 304.6 KB before the posts' media (305.5 with it): the lists' media icon and the preview's media
    // stub are in the common chunk every page loads; the grid, carousel and lightbox load on demand.
    budgetKB: 310,
  },
];

/**
 * The chunks a route loads first: the chunk of the app's entry and the chunk of each of `modules`
 * (the one its route's dynamic import answers with), and every chunk they import, transitively; once
 * each, the entry's first.
 */
export function routeChunks(bundle: Bundle, modules: string[]): RouteChunk[] {
  const chunks = Object.values(bundle).filter((output): output is RouteChunk => output.type === 'chunk');
  const chunkOf = (module: string) => {
    const found =
      chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${module}`)) ??
      chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));
    if (!found) throw new Error(`The build has no chunk for ${module}`);
    return found;
  };
  return withImports(bundle, [APP_ENTRY, ...modules].map(chunkOf));
}

/**
 * The most files a route's first JavaScript may come in (build/app-chunks.ts): a phone on a slow
 * network fetches six at a time from one server, a round trip each, so each file past a few costs a
 * page more than its bytes.
 */
export const ROUTE_FILES_BUDGET = 12;

/**
 * Each route's first JavaScript, gzipped, and its number of files, against their budgets: a line
 * each, and the routes over either.
 */
export function checkRouteBudgets(
  bundle: Bundle,
  budgets: RouteBudget[] = ROUTE_BUDGETS,
  filesBudget = ROUTE_FILES_BUDGET,
) {
  const rows = budgets.map((budget) => {
    const chunks = routeChunks(bundle, budget.modules);
    const size = gzippedSize(chunks);
    const files = chunks.length;
    return { ...budget, size, files, over: size > budget.budgetKB * 1024 || files > filesBudget };
  });
  return {
    lines: rows.map(
      ({ route, size, files, budgetKB, over }) =>
        `  ${route.padEnd(24)} ${(size / 1024).toFixed(1).padStart(6)} KB gzipped in ${String(files).padStart(2)} files (budget ${budgetKB} KB, ${filesBudget} files)${over ? '  OVER' : ''}`,
    ),
    over: rows.filter((row) => row.over).map((row) => row.route),
  };
}
