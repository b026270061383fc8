import type { MailKind, MailStatus } from '../../api';
import { plural } from '../../components/format';

export const mailStatusLabels: Record<MailStatus, string> = {
  failed: 'Failed',
  retrying: 'Retrying',
  queued: 'Queued',
  sent: 'Sent',
};

/** The filter's order: what needs an admin first. */
export const mailStatuses: MailStatus[] = ['failed', 'retrying', 'queued', 'sent'];

export const isMailStatus = (value: unknown): value is MailStatus =>
  mailStatuses.includes(value as MailStatus);

export const mailKindLabels: Record<MailKind, string> = {
  lead_confirmation: 'Lead confirmation',
  new_lead: 'New lead notice',
  free_ideas: 'Free post ideas',
  password_reset: 'Password reset',
  invitation: 'Client invitation',
  post_delivered: 'Post delivered',
  revision_requested: 'Revision requested',
  subscription_canceled: 'Cancellation notice',
  payment_failed: 'Failed payment notice',
  subscription_ending: 'Subscription ending notice',
  payment_receipt: 'Payment receipt',
  payment_failure_notice: 'Payment failure notice',
  payment_link: 'Payment link',
  unmatched_payment: 'Unmatched payment notice',
  team_invitation: 'Team invitation',
  client_assigned: 'Client assignment',
  review_requested: 'Review requested',
  review_returned: 'Review returned',
  performance_reminder: 'Performance reminder',
  performance_report: 'Monthly report',
  review_digest: 'Review digest',
  client_registered: 'Self-registration notice',
  notice_digest: 'Morning digest',
  email_confirmation: 'Email confirmation',
  email_change_notice: 'Email change notice',
  comment_answered: 'Comment to the client',
  client_replied: 'Client reply',
  linkedin_published: 'Published on LinkedIn notice',
  linkedin_failed: 'Not published on LinkedIn notice',
  linkedin_outcome: 'LinkedIn publishing to the client',
  linkedin_ending: 'LinkedIn connection ending',
  linkedin_invitation: 'LinkedIn connect link',
};

/** '1 try', '5 tries'. */
export const tries = (attempts: number) => plural(attempts, 'try', 'tries');

/** A failed or retrying mail shows why its last try failed; a sent one has nothing to show. */
export const shownError = (mail: { status: MailStatus; lastError: string | null }) =>
  mail.status === 'failed' || mail.status === 'retrying' ? mail.lastError : null;
