import { Outlet } from 'react-router-dom';
import { SiteHeader } from '../components/site-header';

/** The public pages other than the landing page (sign-in, onboarding, admin login, 404): the wordmark over the page. */
export function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <Outlet />
    </>
  );
}
