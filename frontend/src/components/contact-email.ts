import { useGetSiteQuery } from '../api';

/**
 * A mailto link to the team's contact address (CONTACT_EMAIL, from GET /api/site, fetched once and
 * cached), or undefined while that address is on its way.
 */
export function useContactMailto(subject?: string): string | undefined {
  const { data } = useGetSiteQuery();
  if (!data) return undefined;
  return `mailto:${data.contactEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
