import type { SvgIconComponent } from '@mui/icons-material';
import ArticleIcon from '@mui/icons-material/Article';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PersonIcon from '@mui/icons-material/Person';
import { REVIEWER_ACCOUNT } from '../../../components/reviewer-account';
import SettingsIcon from '@mui/icons-material/Settings';

export interface NavItem {
  label: string;
  to: string;
  Icon: SvgIconComponent;
}

/** The client area's navigation (docs/product.md, "Client layout"). */
export const navItems: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', Icon: DashboardIcon },
  { label: 'Content', to: '/dashboard/content', Icon: ArticleIcon },
  { label: 'Subscription', to: '/dashboard/subscription', Icon: CreditCardIcon },
  { label: 'Settings', to: '/dashboard/settings', Icon: SettingsIcon },
];

/**
 * A client's reviewer uses their client's content and their own account only (docs/product.md,
 * "Roles"): no dashboard cards they could not load, no subscription, none of the client's settings.
 */
export const reviewerNavItems: NavItem[] = [
  ...navItems.filter(({ label }) => label === 'Content'),
  { ...REVIEWER_ACCOUNT, Icon: PersonIcon },
];

/** The navigation of a signed-in user of the portal, by their role. */
export const navItemsFor = (role: string): NavItem[] => (role === 'reviewer' ? reviewerNavItems : navItems);

/** The item the page at `pathname` belongs to: the longest item path that is the path or a parent of it. */
export function currentNavItem(pathname: string, items: NavItem[] = navItems): NavItem | undefined {
  return items
    .filter(({ to }) => pathname === to || pathname.startsWith(`${to}/`))
    .reduce<NavItem | undefined>(
      (best, item) => (best && best.to.length >= item.to.length ? best : item),
      undefined,
    );
}
