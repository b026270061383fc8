import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';

export const PERIODIC_MAIL_KINDS = ['performance_report', 'review_digest', 'notice_digest'] as const;
export type PeriodicMailKind = (typeof PERIODIC_MAIL_KINDS)[number];

/**
 * A mail sent to a user once per period (a client's monthly report and weekly review digest, a team
 * member's morning digest of notices, whose `client` is that member), recorded
 * in the same transaction as the mail itself: a scheduled run retried after a failure, or run by a
 * second server, skips the clients already mailed for that period.
 */
export const PeriodicMailSchema = defineEntity({
  name: 'PeriodicMail',
  tableName: 'periodic_mails',
  properties: {
    ...idAndCreatedAt(),
    client: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum(PERIODIC_MAIL_KINDS).columnType('varchar(40)'),
    /** The first day of the period (the month reported on, the week or the day of the digest), YYYY-MM-DD. */
    period: p.date(),
  },
  uniques: [
    { name: 'periodic_mails_client_id_kind_period_unique', properties: ['client', 'kind', 'period'] },
  ],
});

export class PeriodicMail extends PeriodicMailSchema.class {}
PeriodicMailSchema.setClass(PeriodicMail);
