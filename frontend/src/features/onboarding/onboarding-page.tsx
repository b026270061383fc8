import { Page } from '../../components/page';

export function OnboardingPage() {
  return <Page title="Onboarding Questionnaire" />;
}
