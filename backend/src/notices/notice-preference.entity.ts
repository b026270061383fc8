import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt, updatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';
import { NOTICE_DELIVERIES, TEAM_NOTICE_KINDS } from './notice-kinds.js';

/**
 * A team member's choice for one kind of notice (at once, in the morning digest, off). A kind with no
 * row goes at once (notice-kinds.ts, DEFAULT_NOTICE_DELIVERY).
 */
export const NoticePreferenceSchema = defineEntity({
  name: 'NoticePreference',
  tableName: 'notice_preferences',
  properties: {
    ...idAndCreatedAt(),
    ...updatedAt(),
    member: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum(TEAM_NOTICE_KINDS).columnType('varchar(40)'),
    delivery: p.enum(NOTICE_DELIVERIES).columnType('varchar(10)'),
  },
  uniques: [{ name: 'notice_preferences_member_id_kind_unique', properties: ['member', 'kind'] }],
});

export class NoticePreference extends NoticePreferenceSchema.class {}
NoticePreferenceSchema.setClass(NoticePreference);
