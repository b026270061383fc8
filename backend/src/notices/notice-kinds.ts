import type { UserRole } from '../common/user-roles.js';

/**
 * The notices the team gets (docs/product.md, "Notices: who gets each mail"): each member chooses,
 * kind by kind, to get them at once, in one morning digest, or not at all.
 */
export const TEAM_NOTICE_KINDS = [
  'new_lead',
  'client_registered',
  'revision_requested',
  'client_replied',
  'review_requested',
  'review_returned',
  'client_assigned',
  'subscription_canceled',
  'payment_failed',
  'subscription_ending',
  'unmatched_payment',
  'linkedin_published',
  'linkedin_failed',
] as const;
export type TeamNoticeKind = (typeof TEAM_NOTICE_KINDS)[number];

/** How a member gets a kind of notice: a mail at once, a line in the next morning's digest, or nothing. */
export const NOTICE_DELIVERIES = ['now', 'digest', 'off'] as const;
export type NoticeDelivery = (typeof NOTICE_DELIVERIES)[number];

interface NoticeKindRule {
  /** The plain words a member reads on Your account and in the digest. */
  label: string;
  /** Who may get it: the admins only (leads, billing), or any team member (about their clients, their work). */
  audience: 'admins' | 'team';
  /** A notice the team must act on, so it always reaches someone: it can be put in the digest, never off. */
  alwaysOn: boolean;
}

/** Each kind's rule, in the order Your account lists them. */
export const NOTICE_KIND_RULES: Record<TeamNoticeKind, NoticeKindRule> = {
  new_lead: { label: 'New leads', audience: 'admins', alwaysOn: false },
  client_registered: { label: 'Self-registrations', audience: 'admins', alwaysOn: false },
  revision_requested: { label: 'Revision requests', audience: 'team', alwaysOn: false },
  client_replied: { label: 'Client replies on a post', audience: 'team', alwaysOn: false },
  review_requested: { label: 'Posts sent for review', audience: 'admins', alwaysOn: false },
  review_returned: { label: 'Posts sent back to you', audience: 'team', alwaysOn: false },
  client_assigned: { label: 'Clients assigned to you', audience: 'team', alwaysOn: false },
  subscription_canceled: { label: 'Cancellations', audience: 'team', alwaysOn: true },
  payment_failed: { label: 'Failed payments', audience: 'admins', alwaysOn: true },
  subscription_ending: { label: 'Subscriptions ending', audience: 'admins', alwaysOn: false },
  unmatched_payment: { label: 'Payments we cannot match', audience: 'admins', alwaysOn: false },
  linkedin_published: { label: 'Posts published on LinkedIn', audience: 'team', alwaysOn: false },
  // The post did not go out, or may have: someone must look.
  linkedin_failed: { label: 'Posts LinkedIn did not publish', audience: 'team', alwaysOn: true },
};

/**
 * Every kind goes at once until the member chooses otherwise: each was mailed at once before the
 * choice existed, and a new lead waits on the 24-hour reply promise, so none starts in a digest.
 */
export const DEFAULT_NOTICE_DELIVERY: NoticeDelivery = 'now';

export const isTeamNoticeKind = (kind: string): kind is TeamNoticeKind =>
  (TEAM_NOTICE_KINDS as readonly string[]).includes(kind);

/** The kinds a member of `role` can get (and so choose for): a writer gets none of the admins' own. */
export const noticeKindsFor = (role: UserRole): TeamNoticeKind[] =>
  role === 'admin'
    ? [...TEAM_NOTICE_KINDS]
    : role === 'writer'
      ? TEAM_NOTICE_KINDS.filter((kind) => NOTICE_KIND_RULES[kind].audience === 'team')
      : [];

/** How a member gets `kind`, from the choices they stored (a kind never chosen goes at once). */
export const deliveryOf = (
  chosen: ReadonlyMap<TeamNoticeKind, NoticeDelivery> | undefined,
  kind: TeamNoticeKind,
): NoticeDelivery => {
  const delivery = chosen?.get(kind) ?? DEFAULT_NOTICE_DELIVERY;
  // A stored "off" for a kind that cannot be off (the rule changed since) still reaches them.
  return delivery === 'off' && NOTICE_KIND_RULES[kind].alwaysOn ? DEFAULT_NOTICE_DELIVERY : delivery;
};

/** Why a member of `role` may not choose `delivery` for `kind`, and which of the two is wrong; null when they may. */
export function noticeChoiceRefusal(
  role: UserRole,
  kind: string,
  delivery: NoticeDelivery,
): { field: 'kind' | 'delivery'; message: string } | null {
  if (!isTeamNoticeKind(kind)) return { field: 'kind', message: `${kind} is not a kind of notice` };
  if (!noticeKindsFor(role).includes(kind))
    return { field: 'kind', message: `${kind} is not a notice you get` };
  if (delivery === 'off' && NOTICE_KIND_RULES[kind].alwaysOn) {
    const message = `${kind} (${NOTICE_KIND_RULES[kind].label}) cannot be turned off: the team must act on them`;
    return { field: 'delivery', message };
  }
  return null;
}

/** The UTC day (YYYY-MM-DD) a morning digest sent at `now` belongs to: one digest a member a day. */
export const digestDay = (now: Date): string => now.toISOString().slice(0, 10);

/** The digest goes at 08:00 UTC: a catch-up at start sends the day's only from then on. */
export const NOTICE_DIGEST_HOUR_UTC = 8;
export const digestIsDue = (now: Date): boolean => now.getUTCHours() >= NOTICE_DIGEST_HOUR_UTC;
