import {
  CADENCE_LABELS,
  GOAL_LABELS,
  LEAD_INDUSTRY_LABELS,
  ONBOARDING_INDUSTRY_LABELS,
  PLAN_NAMES,
  PLANS,
  TONE_LABELS,
  type CreateLeadDto,
  type SubmitOnboardingDto,
} from '../api';

// The options people pick on the lead form and in the onboarding questionnaire, with the labels
// shown for them: shared, so the admin pages name an answer exactly as the visitor saw it. The labels
// come from the backend's one home of them (leads/answer-labels.ts, through the generated rules),
// which the exports read too.

export type Industry = NonNullable<SubmitOnboardingDto['industry']>;
export type Goal = SubmitOnboardingDto['goals'][number];
export type Tone = SubmitOnboardingDto['toneOfVoice'];
export type Cadence = SubmitOnboardingDto['postingCadence'];

export interface Option<Value extends string> {
  value: Value;
  label: string;
  hint?: string;
}

/** Options from a label map of the generated rules, in its order. */
const optionsOf = <Value extends string>(labels: Record<Value, string>): Option<Value>[] =>
  (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));

/** The lead form's industries (docs/product.md, "Lead form"): the values sent, with the labels shown. */
export const leadFormIndustryOptions: Option<CreateLeadDto['industry']>[] = optionsOf(LEAD_INDUSTRY_LABELS);

// The questionnaire's options (docs/product.md, "Onboarding questionnaire"): the values sent, with the labels
// shown.

export const industryOptions: Option<Industry>[] = optionsOf(ONBOARDING_INDUSTRY_LABELS);

export const goalOptions: Option<Goal>[] = optionsOf(GOAL_LABELS);

export const toneOptions: Option<Tone>[] = (Object.keys(TONE_LABELS) as Tone[]).map((value) => ({
  value,
  ...TONE_LABELS[value],
}));

/**
 * Each plan's cadence, hinted with its plan
 * (docs/product.md, "Onboarding questionnaire": 'Once a week (Ghost plan)').
 */
export const cadenceOptions: Option<Cadence>[] = PLAN_NAMES.map((name) => ({
  value: PLANS[name].cadence,
  label: CADENCE_LABELS[PLANS[name].cadence],
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
