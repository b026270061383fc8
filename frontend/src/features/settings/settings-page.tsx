import { Page } from '../../components/page';

export function SettingsPage() {
  return <Page title="Settings" />;
}
