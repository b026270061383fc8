import { PLAN_NAMES, PLANS, type CreateLeadDto } from '../../api';
import { linkedInUrlRules, rules } from '../../components/form/rules';
import { leadFormIndustryOptions } from '../../components/lead-options';
import { priceText } from './plans';

type Industry = CreateLeadDto['industry'];
export type PackageChoice = NonNullable<CreateLeadDto['package']>;

/** The lead form's industries (docs/product.md, "Lead form"), shared with the admin pages. */
export const industries = leadFormIndustryOptions;

export const packageChoices: { value: PackageChoice; label: string }[] = [
  { value: 'none', label: 'Not sure yet' },
  ...PLAN_NAMES.map((name) => ({ value: name, label: `${PLANS[name].label}: ${priceText(PLANS[name])}` })),
];

export interface LeadFormValues {
  name: string;
  email: string;
  linkedin: string;
  industry: Industry | '';
  package: PackageChoice;
  /** The honeypot: hidden from people, so only a bot fills it in. */
  website: string;
}

export const emptyLead: LeadFormValues = {
  name: '',
  email: '',
  linkedin: '',
  industry: '',
  package: 'none',
  website: '',
};

// docs/product.md, "Lead form"; the server checks the same (names are trimmed, the profile is a LinkedIn
// address).
export const leadRules = {
  name: {
    validate: (value: string) => value.trim().length >= 2 || 'Name must be at least 2 characters',
  },
  email: rules.email,
  linkedin: linkedInUrlRules({ required: true }),
  industry: { required: 'Please select an industry' },
};

/** The request of the filled-in form; `website` goes along only when something filled it in. */
export function toCreateLeadDto({ website, industry, ...values }: LeadFormValues): CreateLeadDto {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    linkedin: values.linkedin.trim(),
    industry: industry as Industry,
    package: values.package,
    ...(website ? { website } : {}),
  };
}

/** The path and query of the absolute onboarding link the API answers, to open inside the app. */
export function appPath(onboardingUrl: string): string {
  const url = new URL(onboardingUrl, window.location.origin);
  return `${url.pathname}${url.search}`;
}
