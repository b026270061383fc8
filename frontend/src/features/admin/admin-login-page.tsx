import { Page } from '../../components/page';

export function AdminLoginPage() {
  return <Page title="Admin Login" />;
}
