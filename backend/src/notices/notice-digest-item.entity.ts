import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { Lead } from '../leads/lead.entity.js';
import { User } from '../users/user.entity.js';
import { TEAM_NOTICE_KINDS } from './notice-kinds.js';

/**
 * A notice kept for a member's next morning digest instead of mailed (they chose "digest" for its
 * kind): recorded in the same flush as the change it announces, as an outgoing mail is, and deleted
 * in the transaction that records the digest listing it.
 */
export const NoticeDigestItemSchema = defineEntity({
  name: 'NoticeDigestItem',
  tableName: 'notice_digest_items',
  properties: {
    ...idAndCreatedAt(),
    member: () => p.manyToOne(User).deleteRule('cascade').index('notice_digest_items_member_id_index'),
    kind: p.enum(TEAM_NOTICE_KINDS).columnType('varchar(40)'),
    /** The notice's subject: its line in the digest. */
    subject: p.string().length(500),
    /** The page the notice's button opened (the lead, the client, the post); null when it had none. */
    url: p.string().length(2000).nullable(),
    /** The address of the person it is about, as outgoing_mails.about: erasing them removes it. */
    about: p.string().length(320).nullable().index('notice_digest_items_about_index'),
    /** The lead it is about: deleting that lead (and no other with the same address) removes it. */
    lead: () => p.manyToOne(Lead).nullable().deleteRule('cascade').index('notice_digest_items_lead_id_index'),
  },
});

export class NoticeDigestItem extends NoticeDigestItemSchema.class {}
NoticeDigestItemSchema.setClass(NoticeDigestItem);
