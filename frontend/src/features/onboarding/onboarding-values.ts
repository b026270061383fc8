import { MAX_CONTENT_PILLARS, type SubmitOnboardingDto } from '../../api';
import {
  cadenceOptions,
  goalOptions,
  industryOptions,
  isOption,
  toneOptions,
  type Cadence,
  type Goal,
  type Industry,
  type Tone,
} from '../../components/lead-options';

/** The questionnaire's fields (docs/product.md, "Onboarding questionnaire"); a choice not made yet is ''. */
export interface OnboardingValues {
  jobTitle: string;
  companyName: string;
  industry: Industry | '';
  goals: Goal[];
  targetAudience: string;
  targetReaderTakeaway: string;
  audienceProblem: string;
  toneOfVoice: Tone | '';
  customTone: string;
  voiceSamples: string;
  avoidWords: string;
  /** Always MAX_CONTENT_PILLARS entries, one per input; blank ones are dropped when sending. */
  contentPillars: string[];
  contentRestrictions: string;
  mistakeStory: string;
  controversialBelief: string;
  transformativeStory: string;
  postingCadence: Cadence | '';
}

export type FieldName = keyof OnboardingValues;

export const emptyAnswers: OnboardingValues = {
  jobTitle: '',
  companyName: '',
  industry: '',
  goals: [],
  targetAudience: '',
  targetReaderTakeaway: '',
  audienceProblem: '',
  toneOfVoice: '',
  customTone: '',
  voiceSamples: '',
  avoidWords: '',
  contentPillars: Array<string>(MAX_CONTENT_PILLARS).fill(''),
  contentRestrictions: '',
  mistakeStory: '',
  controversialBelief: '',
  transformativeStory: '',
  postingCadence: '',
};

/** The five tabs, each with the fields it holds (Next checks these). */
export const steps = [
  { value: 'basics', label: 'Basics', fields: ['jobTitle', 'companyName', 'industry'] },
  {
    value: 'audience',
    label: 'Goals & Audience',
    fields: ['goals', 'targetAudience', 'targetReaderTakeaway', 'audienceProblem'],
  },
  {
    value: 'voice',
    label: 'Voice & Tone',
    fields: ['toneOfVoice', 'customTone', 'voiceSamples', 'avoidWords'],
  },
  { value: 'content', label: 'Content', fields: ['contentPillars', 'contentRestrictions'] },
  {
    value: 'prompts',
    label: 'Prompts & Cadence',
    fields: ['mistakeStory', 'controversialBelief', 'transformativeStory', 'postingCadence'],
  },
] as const satisfies readonly { value: string; label: string; fields: readonly FieldName[] }[];

export type StepValue = (typeof steps)[number]['value'];

const filledPillars = (pillars: string[]) => pillars.map((pillar) => pillar.trim()).filter(Boolean);

// `unknown`: the shared text field's rules are typed for any field of the form.
const requiredText = (message: string) => ({
  validate: (value: unknown) => (typeof value === 'string' && value.trim() !== '') || message,
});

// docs/product.md, "Validation rules" (onboarding); the server checks the same.
export const onboardingRules = {
  jobTitle: requiredText('Job title is required'),
  companyName: requiredText('Company name is required'),
  goals: { validate: (goals: Goal[]) => goals.length > 0 || 'Please select at least one goal' },
  targetAudience: requiredText('Please describe your target audience'),
  targetReaderTakeaway: requiredText('Please describe what readers should take away'),
  toneOfVoice: { required: 'Please select a tone of voice' },
  contentPillars: {
    validate: (pillars: string[]) => {
      const count = filledPillars(pillars).length;
      if (count < 1) return 'Please provide at least one content pillar';
      return count <= MAX_CONTENT_PILLARS || 'Maximum 5 content pillars';
    },
  },
  postingCadence: { required: 'Please select a posting cadence' },
};

const optional = (text: string) => text.trim() || undefined;

/** The request of a valid questionnaire: trimmed, blank pillars and empty optional answers left out. */
export function toSubmitOnboardingDto(values: OnboardingValues): SubmitOnboardingDto {
  return {
    jobTitle: values.jobTitle.trim(),
    companyName: values.companyName.trim(),
    industry: values.industry || undefined,
    goals: goalOptions.map((option) => option.value).filter((goal) => values.goals.includes(goal)),
    targetAudience: values.targetAudience.trim(),
    targetReaderTakeaway: values.targetReaderTakeaway.trim(),
    audienceProblem: optional(values.audienceProblem),
    toneOfVoice: values.toneOfVoice as Tone,
    // Only a custom tone has a description.
    customTone: values.toneOfVoice === 'custom' ? optional(values.customTone) : undefined,
    voiceSamples: optional(values.voiceSamples),
    avoidWords: optional(values.avoidWords),
    contentPillars: filledPillars(values.contentPillars),
    contentRestrictions: optional(values.contentRestrictions),
    mistakeStory: optional(values.mistakeStory),
    controversialBelief: optional(values.controversialBelief),
    transformativeStory: optional(values.transformativeStory),
    postingCadence: values.postingCadence as Cadence,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textFields = [
  'jobTitle',
  'companyName',
  'targetAudience',
  'targetReaderTakeaway',
  'audienceProblem',
  'customTone',
  'voiceSamples',
  'avoidWords',
  'contentRestrictions',
  'mistakeStory',
  'controversialBelief',
  'transformativeStory',
] as const satisfies readonly FieldName[];

/**
 * The answers of a saved draft, checked field by field: whatever is missing, of the wrong type or
 * no longer an option is left at its empty value.
 */
export function answersFromDraft(draft: unknown): OnboardingValues {
  const answers: OnboardingValues = { ...emptyAnswers, contentPillars: [...emptyAnswers.contentPillars] };
  if (!isRecord(draft)) return answers;
  for (const field of textFields) {
    const value = draft[field];
    if (typeof value === 'string') answers[field] = value;
  }
  if (isOption(industryOptions, draft.industry)) answers.industry = draft.industry;
  if (isOption(toneOptions, draft.toneOfVoice)) answers.toneOfVoice = draft.toneOfVoice;
  if (isOption(cadenceOptions, draft.postingCadence)) answers.postingCadence = draft.postingCadence;
  const goals: unknown = draft.goals;
  if (Array.isArray(goals)) {
    answers.goals = goalOptions.map((option) => option.value).filter((goal) => goals.includes(goal));
  }
  if (Array.isArray(draft.contentPillars)) {
    draft.contentPillars
      .slice(0, MAX_CONTENT_PILLARS)
      .forEach((pillar, index) => typeof pillar === 'string' && (answers.contentPillars[index] = pillar));
  }
  return answers;
}
