import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export interface AdminNavItem {
  label: string;
  to: string;
}

/** The back office's sections; the board is the admin home. */
export const adminNavItems: AdminNavItem[] = [
  { label: 'Board', to: '/admin' },
  { label: 'Leads', to: '/admin/leads' },
  { label: 'Clients', to: '/admin/clients' },
  { label: 'Revisions', to: '/admin/revisions' },
];

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
  return (
    <Box
      component="nav"
      aria-label="Admin"
      sx={{ overflowX: 'auto', scrollbarWidth: 'thin', px: { xs: 1, sm: 2 } }}
    >
      <Box component="ul" sx={{ display: 'flex', gap: { xs: 0, sm: 1 }, m: 0, p: 0, listStyle: 'none' }}>
        {adminNavItems.map((item) => {
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
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
