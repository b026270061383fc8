import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { prefetchLoader, type PageReads } from './prefetch';
import type { AppStore } from '../store/store';
import { RouteError } from './route-error';

/**
 * Every module a route loads, each fetched only when its route is opened: the page itself, its
 * guard and its layout (loaded at once, side by side). A page carries none of another's code, so
 * the dashboard loads no calendar and the sign-in page no review screen. build/route-budgets.ts
 * names these files to check what each route loads against its budget.
 */
const routeModules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*-page.tsx',
  '../features/admin/components/{admin-guard,admin-layout,admin-only}.tsx',
  '../features/dashboard/components/{protected-route,client-layout}.tsx',
  './areas/landing.tsx',
]);

/** The route's `lazy` for the component `name` of `file` (under src/, without .tsx); its file is its handle. */
function lazyRoute(file: string, name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = routeModules[file.startsWith('app/') ? `./${file.slice(4)}.tsx` : `../${file}.tsx`];
  if (!load) throw new Error(`No route module ${file}`);
  return {
    lazy: async () => {
      const Component = (await load())[name];
      if (!Component) throw new Error(`${file} has no ${name}`);
      return { Component };
    },
    handle: { module: `src/${file}.tsx` },
  };
}

/**
 * The routes of docs/product.md, "Routes": the public and client pages, plus /reset-password and
 * /set-password where reset and invitation emails link, /confirm-email where an email confirmation links, and
 * the back office under /admin; main.tsx serves them from the browser history, tests from memory.
 * A page's first reads start in `store` as soon as its route matches (prefetch.ts).
 */
export function appRoutes(store: AppStore): RouteObject[] {
  const reads = (name: PageReads) => ({ loader: prefetchLoader(store.dispatch, name) });
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: FullPageSpinner,
      ErrorBoundary: RouteError,
      children: [
        { index: true, ...lazyRoute('app/areas/landing', 'LandingPage') },
        {
          // Under the wordmark header: a way back to the home page.
          Component: PublicLayout,
          children: [
            { path: 'auth', ...lazyRoute('features/auth/auth-page', 'AuthPage'), ...reads('portalUser') },
            {
              path: 'reset-password',
              ...lazyRoute('features/auth/reset-password-page', 'ResetPasswordPage'),
            },
            { path: 'set-password', ...lazyRoute('features/auth/reset-password-page', 'SetPasswordPage') },
            // A delivery mail's or a digest's one-click button: /review?token=… (no sign-in).
            {
              path: 'review',
              ...lazyRoute('features/review-links/review-link-page', 'ReviewLinkPage'),
              ...reads('reviewLink'),
            },
            {
              path: 'confirm-email',
              ...lazyRoute('features/email-confirmation/confirm-email-page', 'ConfirmEmailPage'),
            },
            { path: 'onboarding/:id', ...lazyRoute('features/onboarding/onboarding-page', 'OnboardingPage') },
            {
              path: 'onboarding-complete',
              ...lazyRoute('features/onboarding/onboarding-complete-page', 'OnboardingCompletePage'),
            },
            { path: 'admin/login', ...lazyRoute('features/admin/admin-login-page', 'AdminLoginPage') },
            { path: '*', Component: NotFoundPage },
          ],
        },
        {
          path: 'admin',
          children: [
            {
              // Checks the admin session on load, then frames the admin pages in the admin header.
              ...lazyRoute('features/admin/components/admin-guard', 'AdminGuard'),
              ...reads('teamMember'),
              children: [
                {
                  ...lazyRoute('features/admin/components/admin-layout', 'AdminLayout'),
                  children: [
                    {
                      index: true,
                      ...lazyRoute('features/board/board-page', 'BoardPage'),
                      ...reads('board'),
                    },
                    { path: 'clients', ...lazyRoute('features/clients/clients-page', 'ClientsPage') },
                    {
                      path: 'clients/:id',
                      ...lazyRoute('features/clients/client-details-page', 'ClientDetailsPage'),
                      ...reads('clientDetails'),
                    },
                    {
                      path: 'revisions',
                      ...lazyRoute('features/posts/revision-queue-page', 'RevisionQueuePage'),
                    },
                    {
                      path: 'calendar',
                      ...lazyRoute('features/calendar/calendar-page', 'CalendarPage'),
                      ...reads('calendar'),
                    },
                    { path: 'content/new', ...lazyRoute('features/posts/new-post-page', 'NewPostPage') },
                    { path: 'content/:id', ...lazyRoute('features/posts/post-page', 'PostPage') },
                    // Every member's own account (their password): admins and writers alike.
                    { path: 'account', ...lazyRoute('features/admin/account-page', 'AccountPage') },
                    {
                      // Admins only: a writer sees that the page is not theirs, with a way to the board.
                      ...lazyRoute('features/admin/components/admin-only', 'AdminOnly'),
                      children: [
                        {
                          path: 'leads',
                          ...lazyRoute('features/leads/leads-page', 'LeadsPage'),
                          ...reads('leads'),
                        },
                        {
                          path: 'leads/:id',
                          ...lazyRoute('features/leads/lead-details-page', 'LeadDetailsPage'),
                        },
                        {
                          path: 'reviews',
                          ...lazyRoute('features/posts/review-queue-page', 'ReviewQueuePage'),
                        },
                        {
                          path: 'outgoing-mail',
                          ...lazyRoute('features/outgoing-mail/outgoing-mail-page', 'OutgoingMailPage'),
                        },
                        { path: 'billing', ...lazyRoute('features/billing/billing-page', 'BillingPage') },
                        { path: 'team', ...lazyRoute('features/team/team-page', 'TeamPage') },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          // Signed-in clients only, inside the client layout.
          path: 'dashboard',
          ...lazyRoute('features/dashboard/components/protected-route', 'ProtectedRoute'),
          ...reads('portalUser'),
          children: [
            {
              ...lazyRoute('features/dashboard/components/client-layout', 'ClientLayout'),
              children: [
                {
                  index: true,
                  ...lazyRoute('features/dashboard/dashboard-page', 'DashboardPage'),
                  ...reads('dashboard'),
                },
                {
                  path: 'content',
                  ...lazyRoute('features/content/content-list-page', 'ContentListPage'),
                  ...reads('contentList'),
                },
                {
                  path: 'content/:id',
                  ...lazyRoute('features/content/content-details-page', 'ContentDetailsPage'),
                  ...reads('contentDetails'),
                },
                {
                  path: 'content/:id/revision',
                  ...lazyRoute('features/content/content-revision-page', 'ContentRevisionPage'),
                },
                {
                  path: 'content/:id/publish',
                  ...lazyRoute('features/content/content-publish-page', 'ContentPublishPage'),
                },
                {
                  path: 'subscription',
                  ...lazyRoute('features/subscriptions/subscription-page', 'SubscriptionPage'),
                },
                { path: 'settings', ...lazyRoute('features/settings/settings-page', 'SettingsPage') },
              ],
            },
          ],
        },
      ],
    },
  ];
}
