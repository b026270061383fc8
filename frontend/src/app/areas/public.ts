// The public area's lazy chunk: the pages an anonymous visitor reaches past the landing page.
export { AuthPage } from '../../features/auth/auth-page';
export { ResetPasswordPage, SetPasswordPage } from '../../features/auth/reset-password-page';
export { OnboardingPage } from '../../features/onboarding/onboarding-page';
export { OnboardingCompletePage } from '../../features/onboarding/onboarding-complete-page';
export { ConfirmEmailPage } from '../../features/email-confirmation/confirm-email-page';
