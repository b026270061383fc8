import { Page } from '../../components/page';

export function OnboardingCompletePage() {
  return <Page title="Thank You!" />;
}
