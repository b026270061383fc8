import { PLAN_NAMES, PLANS, type CreateLeadDto, type SubmitOnboardingDto } from '../api';

// The options people pick on the lead form and in the onboarding questionnaire, with the labels
// shown for them: shared, so the admin pages name an answer exactly as the visitor saw it.

export type Industry = NonNullable<SubmitOnboardingDto['industry']>;
export type Goal = SubmitOnboardingDto['goals'][number];
export type Tone = SubmitOnboardingDto['toneOfVoice'];
export type Cadence = SubmitOnboardingDto['postingCadence'];

export interface Option<Value extends string> {
  value: Value;
  label: string;
  hint?: string;
}

/** The lead form's industries (SPEC §2): the values sent, with the labels shown. */
export const leadFormIndustryOptions: Option<CreateLeadDto['industry']>[] = [
  { value: 'tech', label: 'Technology' },
  { value: 'finance', label: 'Finance' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'consulting', label: 'Consulting' },
  { value: 'education', label: 'Education' },
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'other', label: 'Other' },
];

// The questionnaire's options (SPEC §2 "/onboarding/{id}"): the values sent, with the labels shown.

export const industryOptions: Option<Industry>[] = [
  { value: 'technology', label: 'Technology' },
  { value: 'finance', label: 'Finance' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'construction', label: 'Construction' },
  { value: 'retail', label: 'Retail' },
  { value: 'realestate', label: 'Real Estate' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'entertainment', label: 'Entertainment' },
  { value: 'consulting', label: 'Consulting' },
  { value: 'legal', label: 'Legal' },
  { value: 'nonprofit', label: 'Nonprofit' },
  { value: 'other', label: 'Other' },
];

export const goalOptions: Option<Goal>[] = [
  { value: 'thought-leadership', label: 'Thought leadership' },
  { value: 'lead-generation', label: 'Lead generation' },
  { value: 'hiring', label: 'Hiring and recruiting' },
  { value: 'investor-trust', label: 'Investor trust' },
  { value: 'personal-brand', label: 'Personal brand' },
  { value: 'traffic', label: 'Traffic to my website or product' },
];

export const toneOptions: Option<Tone>[] = [
  { value: 'casual', label: 'Casual', hint: 'relaxed and conversational' },
  { value: 'punchy', label: 'Punchy', hint: 'short, bold and direct' },
  { value: 'polished', label: 'Polished', hint: 'professional and refined' },
  { value: 'witty', label: 'Witty', hint: 'clever, with a light touch of humour' },
  { value: 'deep', label: 'Deep', hint: 'thoughtful and reflective' },
  { value: 'authentic', label: 'Authentic', hint: 'raw, personal and honest' },
  { value: 'custom', label: 'Custom', hint: 'describe it in your own words' },
];

const cadenceLabels: Record<Cadence, string> = {
  '1x-week': 'Once a week',
  '3x-week': 'Three times a week',
  daily: 'Daily',
};

/** Each plan's cadence, hinted with its plan (SPEC §2: '1x-week (Ghost plan)'). */
export const cadenceOptions: Option<Cadence>[] = PLAN_NAMES.map((name) => ({
  value: PLANS[name].cadence,
  label: cadenceLabels[PLANS[name].cadence],
  hint: `${PLANS[name].label} plan`,
}));

export const isOption = <Value extends string>(options: Option<Value>[], value: unknown): value is Value =>
  options.some((option) => option.value === value);

/** The label shown for a stored value, from the first list that has it; the value itself otherwise. */
export function optionLabel(value: string, ...lists: Option<string>[][]): string {
  for (const list of lists) {
    const option = list.find((candidate) => candidate.value === value);
    if (option) return option.label;
  }
  return value;
}
