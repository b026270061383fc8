import Link from '@mui/material/Link';
import { productName } from '../../../theme/theme';
import { AppLink } from '../app-link';
import { scrollToTop } from '../scroll-to-section';

/**
 * The header's in-page navigation (docs/product.md, "Landing page"): the first item is the product name
 * followed by 'Why'.
 */
export const sectionLinks = [
  { id: 'why', label: `${productName} Why` },
  { id: 'packages', label: 'Packages' },
  { id: 'process', label: 'Process' },
] as const;

export function Wordmark() {
  return (
    <Link
      component={AppLink}
      to="/"
      onClick={(event) => {
        // Already home: the page scrolls up rather than loading again.
        event.preventDefault();
        scrollToTop();
      }}
      color="primary"
      underline="none"
      variant="h6"
      sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}
    >
      {productName}
    </Link>
  );
}
