import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// One lazy chunk per area, so the landing page carries no admin or dashboard code.
const publicArea = () => import('./areas/public');
const adminArea = () => import('./areas/admin');
const dashboardArea = () => import('./areas/dashboard');

function page<Name extends string, Area extends Record<Name, ComponentType>>(
  area: () => Promise<Area>,
  name: Name,
) {
  return async () => ({ Component: (await area())[name] });
}

/** The routes of SPEC §2; main.tsx serves them from the browser history, tests from memory. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: page(publicArea, 'LandingPage') },
      { path: 'auth', lazy: page(publicArea, 'AuthPage') },
      { path: 'onboarding/:id', lazy: page(publicArea, 'OnboardingPage') },
      { path: 'onboarding-complete', lazy: page(publicArea, 'OnboardingCompletePage') },
      { path: 'admin/login', lazy: page(adminArea, 'AdminLoginPage') },
      { path: 'admin/leads', lazy: page(adminArea, 'LeadsPage') },
      { path: 'admin/leads/:id', lazy: page(adminArea, 'LeadDetailsPage') },
      { path: 'dashboard', lazy: page(dashboardArea, 'DashboardPage') },
      { path: 'dashboard/content', lazy: page(dashboardArea, 'ContentListPage') },
      { path: 'dashboard/content/:id', lazy: page(dashboardArea, 'ContentDetailsPage') },
      { path: 'dashboard/content/:id/revision', lazy: page(dashboardArea, 'ContentRevisionPage') },
      { path: 'dashboard/content/:id/publish', lazy: page(dashboardArea, 'ContentPublishPage') },
      { path: 'dashboard/subscription', lazy: page(dashboardArea, 'SubscriptionPage') },
      { path: 'dashboard/settings', lazy: page(dashboardArea, 'SettingsPage') },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
