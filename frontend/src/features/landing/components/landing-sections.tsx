import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PLAN_NAMES } from '../../../api';
import { takeEarlyPlanChoice } from '../early-plan-choice';
import { emptyLead, type LeadFormValues } from '../lead-form';
import type { PlanId } from '../plans';
import { scrollToSection } from '../scroll-to-section';
import { FaqSection } from './faq-section';
import { LeadFormSection } from './lead-form-section';
import { PackagesSection } from './packages-section';
import { ProcessSection } from './process-section';
import { WhySection } from './why-section';

export { SiteFooter } from './site-footer';

/**
 * The landing page below the hero, a chunk of its own (landing-page.tsx loads it lazily): the
 * prerendered page shows it at once, and it hydrates once its code (the form's, the FAQ's) is in,
 * after the header and hero.
 */
export function LandingSections() {
  // The lead form lives here: a plan's button picks its package in it.
  const leadForm = useForm<LeadFormValues>({ defaultValues: emptyLead });

  const choosePlan = (plan: PlanId) => {
    leadForm.setValue('package', plan, { shouldDirty: true });
    scrollToSection('form');
  };

  // A plan clicked before this hydrated: its link jumped to the form already; the form picks it now.
  useEffect(() => {
    const early = takeEarlyPlanChoice();
    const plan = PLAN_NAMES.find((name) => name === early);
    if (plan) leadForm.setValue('package', plan, { shouldDirty: true });
  }, [leadForm]);

  return (
    <>
      <WhySection />
      <PackagesSection onChoose={choosePlan} />
      <ProcessSection />
      <LeadFormSection form={leadForm} />
      <FaqSection />
    </>
  );
}
