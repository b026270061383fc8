import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt, updatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';

export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'archived'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_INDUSTRIES = [
  'tech',
  'finance',
  'healthcare',
  'marketing',
  'consulting',
  'education',
  'real-estate',
  'other',
] as const;

export const LeadSchema = defineEntity({
  name: 'Lead',
  tableName: 'leads',
  properties: {
    ...idAndCreatedAt(),
    ...updatedAt(),
    name: p.string().length(255),
    email: p.string().length(255),
    linkedin: p.string().length(500),
    industry: p.string().length(100),
    package: p.string().length(50).nullable(),
    status: p.enum(LEAD_STATUSES).columnType('varchar(20)').default('new'),
    /** The status an archived lead had when it was archived: restoring it gives it back (null otherwise). */
    statusBeforeArchive: p.enum(LEAD_STATUSES).columnType('varchar(20)').nullable(),
    notes: p.text().nullable(),
    assignedTo: () => p.manyToOne(User).nullable().deleteRule('set null'),
    isOnboarded: p.boolean().default(false),
    /** The secret of the lead's onboarding link: whoever holds the link may answer the questionnaire. */
    onboardingToken: p.string().length(64).unique().nullable().hidden(),

    // Onboarding answers, filled by the questionnaire (docs/product.md, "Onboarding questionnaire").
    jobTitle: p.string().length(255).nullable(),
    companyName: p.string().length(255).nullable(),
    goals: p.array().nullable(),
    targetAudience: p.text().nullable(),
    targetReaderTakeaway: p.text().nullable(),
    toneOfVoice: p.string().length(50).nullable(),
    customTone: p.text().nullable(),
    contentPillars: p.array().nullable(),
    contentRestrictions: p.text().nullable(),
    avoidWords: p.text().nullable(),
    voiceSamples: p.text().nullable(),
    mistakeStory: p.text().nullable(),
    controversialBelief: p.text().nullable(),
    transformativeStory: p.text().nullable(),
    audienceProblem: p.text().nullable(),
    postingCadence: p.string().length(20).nullable(),
  },
  indexes: [
    // The list in each order it offers (the id breaks ties): a page, a late page too, is read off the
    // index (a late page's keys from the index alone), never by sorting every lead.
    { name: 'leads_created_at_id_index', properties: ['createdAt', 'id'] },
    { name: 'leads_updated_at_id_index', properties: ['updatedAt', 'id'] },
    { name: 'leads_name_id_index', properties: ['name', 'id'] },
    { name: 'leads_email_id_index', properties: ['email', 'id'] },
    { name: 'leads_industry_id_index', properties: ['industry', 'id'] },
    { name: 'leads_status_id_index', properties: ['status', 'id'] },
    // One status, newest first (the list's status filter, the board's leads waiting for a reply).
    { name: 'leads_status_created_at_id_index', properties: ['status', 'createdAt', 'id'] },
    // The board's leads who answered the questionnaire and are not clients yet, longest waiting first.
    {
      name: 'leads_onboarded_waiting_index',
      expression:
        'create index "leads_onboarded_waiting_index" on "leads" ("updated_at", "id") where "is_onboarded" and "status" in (\'new\', \'contacted\')',
    },
    // Leads with the same email, case and surrounding spaces aside (the list's and the lead page's flag).
    {
      name: 'leads_email_key_index',
      expression: `create index "leads_email_key_index" on "leads" (lower(btrim("email")))`,
    },
    // The admin search matches inside names, emails and company names (ILIKE '%…%'): trigram indexes.
    ...(['name', 'email', 'company_name'] as const).map((column) => ({
      name: `leads_${column}_trgm_index`,
      expression: `create index "leads_${column}_trgm_index" on "leads" using gin ("${column}" gin_trgm_ops)`,
    })),
  ],
});

export class Lead extends LeadSchema.class {}
LeadSchema.setClass(Lead);
