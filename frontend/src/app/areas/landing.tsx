// The landing page's lazy chunk, alone. In the app its links are the router's; the prerendered page
// (src/landing-hydrate.tsx) renders the feature's page itself, without the router.
import { Link } from 'react-router-dom';
import { AppLinkContext, type AppLinkProps } from '../../features/landing/app-link';
import { LandingPage as Page } from '../../features/landing/landing-page';

const routerLink = (props: AppLinkProps) => <Link {...props} />;

export function LandingPage() {
  return (
    <AppLinkContext value={routerLink}>
      <Page />
    </AppLinkContext>
  );
}
