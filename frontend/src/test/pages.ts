// The pages and layouts of every area, for the tests that put a page of one feature in the layout of
// another (a feature imports no other feature). The router loads each on its own (app/router.tsx).
export { AdminLayout } from '../features/admin/components/admin-layout';
export { ClientDetailsPage } from '../features/clients/client-details-page';
export { RevisionQueuePage } from '../features/posts/revision-queue-page';
export { ProtectedRoute } from '../features/dashboard/components/protected-route';
export { ClientLayout } from '../features/dashboard/components/client-layout';
export { DashboardPage } from '../features/dashboard/dashboard-page';
export { SettingsPage } from '../features/settings/settings-page';
export { OnboardingPage } from '../features/onboarding/onboarding-page';
