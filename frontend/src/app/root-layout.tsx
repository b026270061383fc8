import { Outlet, useNavigation } from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';

/** Every route's parent: a spinner while the next area's chunk loads, else the page. */
export function RootLayout() {
  return useNavigation().state === 'loading' ? <FullPageSpinner /> : <Outlet />;
}
