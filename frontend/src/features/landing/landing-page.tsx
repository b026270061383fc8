import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { nearViewport } from '../../components/near-viewport';
import { HeroSection } from './components/hero-section';
import { SiteHeader } from './components/site-header';

// Below the hero: hydrated once its code is in (the prerendered page shows it meanwhile). On the
// prerendered page that code (the plans' buttons, the lead form, the FAQ) loads as the packages
// come near, so the header and hero are interactive sooner and the first load does less; until
// then the form takes no input (lead-form-section.tsx).
let loadingSections: Promise<typeof import('./components/landing-sections')> | undefined;
const sections = () =>
  (loadingSections ??= nearViewport(
    typeof document === 'undefined' ? null : document.getElementById('packages'),
  ).then(() => import('./components/landing-sections')));
const LandingSections = lazy(async () => ({ default: (await sections()).LandingSections }));
const SiteFooter = lazy(async () => ({ default: (await sections()).SiteFooter }));

/** The public landing page (docs/product.md, "Landing page"). */
export function LandingPage() {
  // A link to /#packages lands on the section once the page has rendered it (from the address
  // itself: the prerendered page hydrates without the router).
  useEffect(() => {
    const { hash } = window.location;
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, []);

  return (
    <>
      <title>Professional LinkedIn Content Writing</title>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {/* Room for the fixed header. */}
        <Toolbar />
        <HeroSection />
        <Suspense>
          <LandingSections />
        </Suspense>
      </Box>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </>
  );
}

/** The first stop of the keyboard: past the header, straight to the content. */
function SkipLink() {
  return (
    <Link
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Link>
  );
}
