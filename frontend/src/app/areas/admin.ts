// The admin area's lazy chunk.
export { AdminLoginPage } from '../../features/admin/admin-login-page';
export { AdminGuard } from '../../features/admin/components/admin-guard';
export { AdminLayout } from '../../features/admin/components/admin-layout';
export { LeadsPage } from '../../features/leads/leads-page';
export { LeadDetailsPage } from '../../features/leads/lead-details-page';
