import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';
import { Lead } from './lead.entity.js';

export const LEAD_ACTIVITY_KINDS = [
  'created',
  'onboarded',
  'status_changed',
  'note_added',
  'ideas_sent',
  /** Given to a team member, or to nobody. */
  'assigned',
  /** Another lead with the same email was merged into this one (its notes, history and mails moved here). */
  'merged',
] as const;
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number];

/** One thing that happened to a lead: who (null for the lead itself), when, what. */
export const LeadActivitySchema = defineEntity({
  name: 'LeadActivity',
  tableName: 'lead_activities',
  properties: {
    ...idAndCreatedAt(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade'),
    actor: () => p.manyToOne(User).nullable().deleteRule('set null'),
    kind: p.enum(LEAD_ACTIVITY_KINDS).columnType('varchar(20)'),
    /** A sentence for people, e.g. "Status changed from new to contacted". */
    description: p.text(),
    /** What was sent, for an `ideas_sent` entry: the 3 free post ideas, in order. */
    ideas: p.array().nullable(),
  },
  indexes: [{ name: 'lead_activities_lead_id_created_at_index', properties: ['lead', 'createdAt'] }],
});

export class LeadActivity extends LeadActivitySchema.class {}
LeadActivitySchema.setClass(LeadActivity);
