import type { LeadStatus } from '../../api';
import {
  cadenceOptions,
  goalOptions,
  industryOptions,
  leadFormIndustryOptions,
  optionLabel,
  toneOptions,
} from '../../components/lead-options';

// docs/product.md, "Toasts and formats": dates in en-US with short month, day and year ('Nov 21, 2026').
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

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

/** The lead's id from the path: a whole number from 1 up (as the API takes them), else null. */
export function parseLeadId(id: string | undefined): number | null {
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const value = Number(id);
  return value <= 2_147_483_647 ? value : null;
}
