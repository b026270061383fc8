import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// One lazy chunk per area, so the landing page carries no sign-in, onboarding, admin or dashboard code.
const landingArea = () => import('./areas/landing');
const publicArea = () => import('./areas/public');
const reviewLinkArea = () => import('./areas/review-link');
const adminArea = () => import('./areas/admin');
const dashboardArea = () => import('./areas/dashboard');

function page<Name extends string, Area extends Record<Name, ComponentType>>(
  area: () => Promise<Area>,
  name: Name,
) {
  return async () => ({ Component: (await area())[name] });
}

/**
 * The routes of docs/product.md, "Routes": the public and client pages, plus /reset-password and
 * /set-password where reset and invitation emails link, /confirm-email where an email confirmation links, and
 * the back office under /admin; main.tsx serves them from the browser history, tests from memory.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: page(landingArea, 'LandingPage') },
      {
        // Under the wordmark header: a way back to the home page.
        Component: PublicLayout,
        children: [
          { path: 'auth', lazy: page(publicArea, 'AuthPage') },
          { path: 'reset-password', lazy: page(publicArea, 'ResetPasswordPage') },
          { path: 'set-password', lazy: page(publicArea, 'SetPasswordPage') },
          // A delivery mail's or a digest's one-click button: /review?token=… (no sign-in).
          { path: 'review', lazy: page(reviewLinkArea, 'ReviewLinkPage') },
          { path: 'confirm-email', lazy: page(publicArea, 'ConfirmEmailPage') },
          { path: 'onboarding/:id', lazy: page(publicArea, 'OnboardingPage') },
          { path: 'onboarding-complete', lazy: page(publicArea, 'OnboardingCompletePage') },
          { path: 'admin/login', lazy: page(adminArea, 'AdminLoginPage') },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        path: 'admin',
        children: [
          {
            // Checks the admin session on load, then frames the admin pages in the admin header.
            lazy: page(adminArea, 'AdminGuard'),
            children: [
              {
                lazy: page(adminArea, 'AdminLayout'),
                children: [
                  { index: true, lazy: page(adminArea, 'BoardPage') },
                  { path: 'clients', lazy: page(adminArea, 'ClientsPage') },
                  { path: 'clients/:id', lazy: page(adminArea, 'ClientDetailsPage') },
                  { path: 'revisions', lazy: page(adminArea, 'RevisionQueuePage') },
                  { path: 'calendar', lazy: page(adminArea, 'CalendarPage') },
                  { path: 'content/new', lazy: page(adminArea, 'NewPostPage') },
                  { path: 'content/:id', lazy: page(adminArea, 'PostPage') },
                  // Every member's own account (their password): admins and writers alike.
                  { path: 'account', lazy: page(adminArea, 'AccountPage') },
                  {
                    // Admins only: a writer sees that the page is not theirs, with a way to the board.
                    lazy: page(adminArea, 'AdminOnly'),
                    children: [
                      { path: 'leads', lazy: page(adminArea, 'LeadsPage') },
                      { path: 'leads/:id', lazy: page(adminArea, 'LeadDetailsPage') },
                      { path: 'reviews', lazy: page(adminArea, 'ReviewQueuePage') },
                      { path: 'outgoing-mail', lazy: page(adminArea, 'OutgoingMailPage') },
                      { path: 'billing', lazy: page(adminArea, 'BillingPage') },
                      { path: 'team', lazy: page(adminArea, 'TeamPage') },
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
        lazy: page(dashboardArea, 'ProtectedRoute'),
        children: [
          {
            lazy: page(dashboardArea, 'ClientLayout'),
            children: [
              { index: true, lazy: page(dashboardArea, 'DashboardPage') },
              { path: 'content', lazy: page(dashboardArea, 'ContentListPage') },
              { path: 'content/:id', lazy: page(dashboardArea, 'ContentDetailsPage') },
              { path: 'content/:id/revision', lazy: page(dashboardArea, 'ContentRevisionPage') },
              { path: 'content/:id/publish', lazy: page(dashboardArea, 'ContentPublishPage') },
              { path: 'subscription', lazy: page(dashboardArea, 'SubscriptionPage') },
              { path: 'settings', lazy: page(dashboardArea, 'SettingsPage') },
            ],
          },
        ],
      },
    ],
  },
];
