import { DAY_MS } from '../common/dates.js';
import type { LeadStatus } from './lead.entity.js';

/**
 * Which status may follow which through a status change: a lead moves new → contacted, and any status
 * may be archived. An archived lead is restored to the status it had when it was archived (see
 * `allowedNextStatuses`), so a contacted lead stays contacted and a converted one converted. A lead
 * becomes converted otherwise only by being converted into a client (clients/client-conversion.service.ts),
 * which creates its account.
 */
const NEXT: Record<LeadStatus, LeadStatus[]> = {
  new: ['contacted', 'archived'],
  contacted: ['archived'],
  converted: ['archived'],
  archived: [],
};

/** A lead's status, and for an archived one the status it had before. */
export interface LeadStatusOf {
  status: LeadStatus;
  statusBeforeArchive?: LeadStatus | null;
}

/** The status an archived lead goes back to: the one it had (new when that is unknown). */
export const restoredStatus = (lead: LeadStatusOf): LeadStatus =>
  lead.statusBeforeArchive && lead.statusBeforeArchive !== 'archived' ? lead.statusBeforeArchive : 'new';

export const allowedNextStatuses = (lead: LeadStatusOf): LeadStatus[] =>
  lead.status === 'archived' ? [restoredStatus(lead)] : NEXT[lead.status];

/** Why the status change refuses 'converted': conversion is the one way there. */
export const CONVERT_TO_CLIENT =
  'A lead becomes converted when it is converted to a client: use Convert to client, which creates its account';

export const canMove = (lead: LeadStatusOf, to: LeadStatus): boolean =>
  allowedNextStatuses(lead).includes(to);

/** "contacted or archived" */
export const orList = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** The site promises a reply within a day. */
export const REPLY_PROMISE_MS = DAY_MS;

/** A lead still new that came in before this has waited longer than promised. */
export const replyOverdueBefore = (now = new Date()): Date => new Date(now.getTime() - REPLY_PROMISE_MS);

/** Still new more than a day after it came in. */
export const isOverdue = (lead: { status: LeadStatus; createdAt: Date }, now = new Date()): boolean =>
  lead.status === 'new' && lead.createdAt.getTime() < replyOverdueBefore(now).getTime();
