import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { FaqSection } from './components/faq-section';
import { HeroSection } from './components/hero-section';
import { LeadFormSection } from './components/lead-form-section';
import { PackagesSection } from './components/packages-section';
import { ProcessSection } from './components/process-section';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { WhySection } from './components/why-section';
import { emptyLead, type LeadFormValues } from './lead-form';
import type { PlanId } from './plans';
import { scrollToSection } from './scroll-to-section';

/** The public landing page (SPEC §2 "Landing page"). */
export function LandingPage() {
  // The lead form lives here: a plan's button picks its package in it.
  const leadForm = useForm<LeadFormValues>({ defaultValues: emptyLead });
  const { hash } = useLocation();

  // A link to /#packages lands on the section once the page has rendered it.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const choosePlan = (plan: PlanId) => {
    leadForm.setValue('package', plan, { shouldDirty: true });
    scrollToSection('form');
  };

  return (
    <>
      <title>Professional LinkedIn Content Writing</title>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {/* Room for the fixed header. */}
        <Toolbar />
        <HeroSection />
        <WhySection />
        <PackagesSection onChoose={choosePlan} />
        <ProcessSection />
        <LeadFormSection form={leadForm} />
        <FaqSection />
      </Box>
      <SiteFooter />
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
