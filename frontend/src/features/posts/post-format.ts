import { LINKEDIN_MAX_CHARACTERS, type AdminPostDto, type PlanName } from '../../api';
import { formatCount, planName } from '../../components/format';

/** Characters as LinkedIn (and the server) count them: an emoji is one, not two UTF-16 units. */
export const characterCount = (text: string) => [...text].length;

/** 'LinkedIn allows 3,000 characters: shorten the post by 12 before delivering'. */
export const overLimitMessage = (over: number) =>
  `LinkedIn allows ${formatCount(LINKEDIN_MAX_CHARACTERS)} characters: shorten the post by ${formatCount(over)} before delivering`;

/** 'echo' → 'Echo plan'. */
export const planLabel = (plan: PlanName) => `${planName(plan)} plan`;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local input shows it: the admin's local time, to the minute. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local input's value (local time) as the ISO instant the API takes; null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  // Without an offset, a date-time string is read as local time.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** What the editor's form holds; the subscription only matters for a new post. */
export interface PostValues {
  subscriptionId: string;
  title: string;
  content: string;
  /** As the datetime-local input holds it: 'YYYY-MM-DDTHH:mm' in local time, or ''. */
  scheduledFor: string;
  /** The client's content pillar the post serves, or '' for none. */
  pillar: string;
}

export const toValues = (
  post: Pick<AdminPostDto, 'subscriptionId' | 'title' | 'content' | 'scheduledFor' | 'pillar'>,
) => ({
  subscriptionId: String(post.subscriptionId),
  title: post.title,
  content: post.content,
  scheduledFor: toLocalInput(post.scheduledFor),
  pillar: post.pillar ?? '',
});
