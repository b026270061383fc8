// The client dashboard's lazy chunk.
export { DashboardPage } from '../../features/dashboard/dashboard-page';
export { ContentListPage } from '../../features/content/content-list-page';
export { ContentDetailsPage } from '../../features/content/content-details-page';
export { ContentRevisionPage } from '../../features/content/content-revision-page';
export { ContentPublishPage } from '../../features/content/content-publish-page';
export { SubscriptionPage } from '../../features/subscriptions/subscription-page';
export { SettingsPage } from '../../features/settings/settings-page';
