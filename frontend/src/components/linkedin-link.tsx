import Link, { type LinkProps } from '@mui/material/Link';
import type { ReactNode } from 'react';
import { isLinkedInUrl } from './form/rules';

/**
 * A stored LinkedIn address shown to the team: a link (in a new tab) only when it is a LinkedIn
 * address, else its text, so an address stored before the rule (`https://evil.example/…`) cannot be
 * followed from the admin area.
 */
export function LinkedInLink({
  href,
  children,
  ...props
}: { href: string; children?: ReactNode } & LinkProps) {
  if (!isLinkedInUrl(href)) return <span style={{ overflowWrap: 'anywhere' }}>{href}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children ?? href}
    </Link>
  );
}
