import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';

/** What an erasure removed: a spam lead deleted whole, or a client's personal data on request. */
export const ERASURE_SUBJECTS = ['lead', 'client'] as const;
export type ErasureSubject = (typeof ERASURE_SUBJECTS)[number];

/**
 * The record that personal data was removed: who (the admin), when (`createdAt`) and what (the kind
 * and id of the subject). It holds nothing of the data itself, so it may outlive it.
 */
export const ErasureSchema = defineEntity({
  name: 'Erasure',
  tableName: 'erasures',
  properties: {
    ...idAndCreatedAt(),
    admin: () => p.manyToOne(User).nullable().deleteRule('set null'),
    subjectKind: p.enum(ERASURE_SUBJECTS).columnType('varchar(20)'),
    subjectId: p.integer(),
  },
  indexes: [{ name: 'erasures_subject_kind_subject_id_index', properties: ['subjectKind', 'subjectId'] }],
});

export class Erasure extends ErasureSchema.class {}
ErasureSchema.setClass(Erasure);
