import { GOALS, ONBOARDING_INDUSTRIES, TONES } from './onboarding-options.js';
import { PLANS, planOfCadence, type PostingCadence } from '../plans/plans.js';
import type { LEAD_INDUSTRIES } from './lead.entity.js';

// The labels a visitor saw beside each option of the lead form and the onboarding questionnaire: one
// home, read by the exports here and written into the frontend's generated rules.ts for its forms
// and pages (`npm run openapi`), so a stored value reads the same wherever it is shown.

/** The lead form's industries (docs/product.md, "Lead form"), in the form's order. */
export const LEAD_INDUSTRY_LABELS = {
  tech: 'Technology',
  finance: 'Finance',
  healthcare: 'Healthcare',
  marketing: 'Marketing',
  consulting: 'Consulting',
  education: 'Education',
  'real-estate': 'Real Estate',
  other: 'Other',
} as const satisfies Record<(typeof LEAD_INDUSTRIES)[number], string>;

/** The questionnaire's industries, in its order. */
export const ONBOARDING_INDUSTRY_LABELS = {
  technology: 'Technology',
  finance: 'Finance',
  healthcare: 'Healthcare',
  education: 'Education',
  ecommerce: 'E-commerce',
  manufacturing: 'Manufacturing',
  marketing: 'Marketing',
  construction: 'Construction',
  retail: 'Retail',
  realestate: 'Real Estate',
  hospitality: 'Hospitality',
  entertainment: 'Entertainment',
  consulting: 'Consulting',
  legal: 'Legal',
  nonprofit: 'Nonprofit',
  other: 'Other',
} as const satisfies Record<(typeof ONBOARDING_INDUSTRIES)[number], string>;

export const GOAL_LABELS = {
  'thought-leadership': 'Thought leadership',
  'lead-generation': 'Lead generation',
  hiring: 'Hiring and recruiting',
  'investor-trust': 'Investor trust',
  'personal-brand': 'Personal brand',
  traffic: 'Traffic to my website or product',
} as const satisfies Record<(typeof GOALS)[number], string>;

/** Each tone with the hint shown under it. */
export const TONE_LABELS = {
  casual: { label: 'Casual', hint: 'relaxed and conversational' },
  punchy: { label: 'Punchy', hint: 'short, bold and direct' },
  polished: { label: 'Polished', hint: 'professional and refined' },
  witty: { label: 'Witty', hint: 'clever, with a light touch of humour' },
  deep: { label: 'Deep', hint: 'thoughtful and reflective' },
  authentic: { label: 'Authentic', hint: 'raw, personal and honest' },
  custom: { label: 'Custom', hint: 'describe it in your own words' },
} as const satisfies Record<(typeof TONES)[number], { label: string; hint: string }>;

/**
 * Each posting cadence; the questionnaire hints it with its plan
 * (docs/product.md, "Onboarding questionnaire": 'Once a week (Ghost plan)').
 */
export const CADENCE_LABELS = {
  '1x-week': 'Once a week',
  '3x-week': 'Three times a week',
  daily: 'Daily',
} as const satisfies Record<PostingCadence, string>;

const lookup = (labels: Record<string, string>, value: string): string | undefined =>
  Object.hasOwn(labels, value) ? labels[value] : undefined;

/** An industry as the lead picked it, in the questionnaire or on the lead form; the value itself if unknown. */
export const industryLabel = (value: string): string =>
  lookup(ONBOARDING_INDUSTRY_LABELS, value) ?? lookup(LEAD_INDUSTRY_LABELS, value) ?? value;

export const goalLabel = (value: string): string => lookup(GOAL_LABELS, value) ?? value;

export const toneLabel = (value: string): string =>
  Object.hasOwn(TONE_LABELS, value) ? TONE_LABELS[value as keyof typeof TONE_LABELS].label : value;

/** "Three times a week (Echo plan)"; the value itself if it is no cadence. */
export const cadenceLabel = (value: string): string => {
  const plan = planOfCadence(value);
  const label = lookup(CADENCE_LABELS, value);
  return plan && label ? `${label} (${PLANS[plan].label} plan)` : value;
};

/** The package the lead chose on the lead form, by its plan's name; "Not specified" when none. */
export const packageLabel = (value: string | null | undefined): string =>
  value ? (Object.hasOwn(PLANS, value) ? PLANS[value as keyof typeof PLANS].label : value) : 'Not specified';
