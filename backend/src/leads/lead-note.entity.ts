import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';
import { Lead } from './lead.entity.js';

/** A note an admin kept on a lead, with its author and time. */
export const LeadNoteSchema = defineEntity({
  name: 'LeadNote',
  tableName: 'lead_notes',
  properties: {
    ...idAndCreatedAt(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade'),
    author: () => p.manyToOne(User).nullable().deleteRule('set null'),
    body: p.text(),
  },
  indexes: [{ name: 'lead_notes_lead_id_created_at_index', properties: ['lead', 'createdAt'] }],
});

export class LeadNote extends LeadNoteSchema.class {}
LeadNoteSchema.setClass(LeadNote);
