import { Page } from '../../components/page';

export function AuthPage() {
  return <Page title="Client Login" />;
}
