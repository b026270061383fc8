import { useCallback, useEffect, useRef, useState } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
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

/** How far a scroll button moves the sections: most of what shows, so the next ones come into view. */
const SCROLL_SHARE = 0.7;

/** Whether the row has sections hidden before and after what shows, kept up to date as it scrolls or resizes. */
function useHiddenEnds() {
  const ref = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const row = ref.current;
    if (!row) return;
    const before = row.scrollLeft > 1;
    const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setEnds((current) =>
      current.before === before && current.after === after ? current : { before, after },
    );
  }, []);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(row);
    if (row.firstElementChild) observer?.observe(row.firstElementChild);
    return () => {
      row.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  const scroll = (direction: 1 | -1) =>
    ref.current?.scrollBy({
      left: direction * Math.round(ref.current.clientWidth * SCROLL_SHARE),
      // At once for those who asked the system for less motion.
      behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  return { ref, ends, scroll, measure };
}

/** A fade over the row's hidden end, so a cut-off section reads as "more this way". */
const fade = (side: 'left' | 'right') => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [side]: 0,
  display: 'flex',
  alignItems: 'center',
  pointerEvents: 'none',
  justifyContent: side === 'left' ? 'flex-start' : 'flex-end',
  width: 48,
  background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, var(--AppBar-background) 55%, transparent)`,
  '& > *': { pointerEvents: 'auto' },
});

/** The arrow over a hidden end's fade: it scrolls the row that way. */
function ScrollArrow({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <Box sx={fade(side)}>
      <IconButton
        color="inherit"
        size="small"
        tabIndex={-1}
        aria-label={side === 'left' ? 'Show the sections before' : 'Show more sections'}
        onClick={onClick}
      >
        <Icon aria-hidden />
      </IconButton>
    </Box>
  );
}

/**
 * The sections as links in a row under the app bar's title, the current one underlined and marked
 * aria-current="page". On a narrow screen the row scrolls sideways rather than wrap or overflow; a
 * fading arrow at a hidden end says there is more that way and scrolls to it (the links themselves
 * stay in the keyboard's order, each brought into view as it takes the focus).
 */
export function AdminNav() {
  const current = currentAdminNavItem(useLocation().pathname);
  const { role, isAdmin } = useTeamMember();
  // Only an admin may read the outgoing mail: a writer's navigation never asks.
  const failedMails = useFailedMailCount(!isAdmin);
  const items = navItemsFor(role);
  const { ref, ends, scroll, measure } = useHiddenEnds();
  // The sections change with the role (known after the first answer): measure again.
  useEffect(measure, [measure, items.length]);
  return (
    <Box component="nav" aria-label="Admin" sx={{ position: 'relative', minWidth: 0 }}>
      <Box
        ref={ref}
        data-testid="admin-nav-row"
        sx={{
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          px: { xs: 1, sm: 2 },
        }}
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
                  // The keyboard's section shows whole, not half under the row's edge.
                  onFocus={(event) =>
                    event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
                  }
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
      {ends.before && <ScrollArrow side="left" onClick={() => scroll(-1)} />}
      {ends.after && <ScrollArrow side="right" onClick={() => scroll(1)} />}
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
