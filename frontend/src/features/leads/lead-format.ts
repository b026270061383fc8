import type { LeadStatus } from '../../api';
import {
  cadenceOptions,
  goalOptions,
  industryOptions,
  leadFormIndustryOptions,
  optionLabel,
  toneOptions,
} from '../../components/lead-options';

export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  archived: 'Archived',
};

export const leadStatuses = Object.keys(statusLabels) as LeadStatus[];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  leadStatuses.includes(value as LeadStatus);

/** "thought-leadership" → "Thought leadership": the form's option values, readable. */
export const humanize = (value: string) => {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The package the lead chose on the landing form; null when undecided. */
export const packageLabel = (value: string | null) => (value ? humanize(value) : 'Not specified');

/** An industry as the lead picked it, on the lead form or in the questionnaire. */
export const industryLabel = (value: string) => optionLabel(value, leadFormIndustryOptions, industryOptions);
export const goalLabel = (value: string) => optionLabel(value, goalOptions);
export const toneLabel = (value: string) => optionLabel(value, toneOptions);

/** "Three times a week (Echo plan)". */
export const cadenceLabel = (value: string) => {
  const option = cadenceOptions.find((candidate) => candidate.value === value);
  return option ? `${option.label} (${option.hint})` : value;
};
