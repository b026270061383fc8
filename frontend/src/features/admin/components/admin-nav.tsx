import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useListOutgoingMailsQuery, type TeamRole } from '../../../api';
import { useTeamMember } from '../../../components/use-team-member';
import { VisuallyHidden } from '../../../components/visually-hidden';

const OUTGOING_MAIL_PATH = '/admin/outgoing-mail';

/** How often the navigation looks again for failed mails, as the lists refresh theirs. */
export const FAILED_MAIL_POLLING_INTERVAL_MS = 60_000;

export interface AdminNavItem {
  label: string;
  to: string;
  /** Who sees the section in the navigation. */
  roles: readonly TeamRole[];
}

const EVERYONE: readonly TeamRole[] = ['admin', 'writer'];
const ADMINS: readonly TeamRole[] = ['admin'];

/** The back office's sections and who sees each; the board is the home of the whole team. */
export const adminNavItems: AdminNavItem[] = [
  { label: 'Board', to: '/admin', roles: EVERYONE },
  { label: 'Leads', to: '/admin/leads', roles: ADMINS },
  { label: 'Clients', to: '/admin/clients', roles: EVERYONE },
  { label: 'Calendar', to: '/admin/calendar', roles: EVERYONE },
  { label: 'Revisions', to: '/admin/revisions', roles: EVERYONE },
  { label: 'Reviews', to: '/admin/reviews', roles: ADMINS },
  { label: 'Billing', to: '/admin/billing', roles: ADMINS },
  { label: 'Outgoing mail', to: OUTGOING_MAIL_PATH, roles: ADMINS },
  { label: 'Team', to: '/admin/team', roles: ADMINS },
];

/** The sections `role` sees (none for nobody). */
export const navItemsFor = (role: TeamRole | null): AdminNavItem[] =>
  role ? adminNavItems.filter((item) => item.roles.includes(role)) : [];

/**
 * The section a path belongs to: the board at /admin itself, another section at its path and below it
 * (a lead's page is under Leads). A post's page (/admin/content/…) belongs to none.
 */
export function currentAdminNavItem(pathname: string): AdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return adminNavItems.find(({ to }) =>
    to === '/admin' ? path === to : path === to || path.startsWith(`${to}/`),
  );
}

/**
 * The sections as links in a row under the app bar's title, the current one underlined and marked
 * aria-current="page". On a narrow screen the row scrolls sideways rather than wrap or overflow.
 */
export function AdminNav() {
  const current = currentAdminNavItem(useLocation().pathname);
  const { role, isAdmin } = useTeamMember();
  // Only an admin may read the outgoing mail: a writer's navigation never asks.
  const failedMails = useFailedMailCount(!isAdmin);
  const items = navItemsFor(role);
  return (
    <Box
      component="nav"
      aria-label="Admin"
      sx={{ overflowX: 'auto', scrollbarWidth: 'thin', px: { xs: 1, sm: 2 } }}
    >
      <Box component="ul" sx={{ display: 'flex', gap: { xs: 0, sm: 1 }, m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item) => {
          const selected = current === item;
          return (
            <Box component="li" key={item.to} sx={{ flexShrink: 0 }}>
              <Button
                component={RouterLink}
                to={item.to}
                color="inherit"
                aria-current={selected ? 'page' : undefined}
                sx={{
                  borderRadius: 0,
                  px: { xs: 1.5, sm: 2 },
                  py: 1.25,
                  fontWeight: selected ? 700 : 500,
                  opacity: selected ? 1 : 0.85,
                  // An underline, as tabs show the current one; not colour alone.
                  boxShadow: selected ? 'inset 0 -3px 0 currentColor' : 'none',
                  '&:hover': { opacity: 1 },
                }}
              >
                {item.label}
                {item.to === OUTGOING_MAIL_PATH && failedMails > 0 && <FailedCount count={failedMails} />}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** Mails that failed every try, waiting for an admin; 0 until known, or when `skip`. */
function useFailedMailCount(skip: boolean): number {
  const { data } = useListOutgoingMailsQuery(
    { pageSize: 1 },
    { pollingInterval: FAILED_MAIL_POLLING_INTERVAL_MS, skip },
  );
  return data?.counts.failed ?? 0;
}

/** A count beside the Outgoing mail link, so a failed mail is noticed from any admin page. */
function FailedCount({ count }: { count: number }) {
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          ml: 1,
          minWidth: 20,
          px: 0.75,
          borderRadius: 10,
          // Dark enough for white text (WCAG AA).
          bgcolor: '#b91c1c',
          color: '#fff',
          fontSize: 12,
          fontWeight: 700,
          lineHeight: '20px',
          textAlign: 'center',
        }}
      >
        {count}
      </Box>
      <VisuallyHidden>, {count} failed</VisuallyHidden>
    </>
  );
}
