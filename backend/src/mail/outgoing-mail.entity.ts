import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt, updatedAt } from '../common/base.entity.js';
import { Lead } from '../leads/lead.entity.js';
import type { MailAttachment } from './mail-layout.js';

/** What a mail is: the admin's Outgoing mail list names it, and erasure finds a person's mails by address. */
export const MAIL_KINDS = [
  'lead_confirmation',
  'new_lead',
  'free_ideas',
  'password_reset',
  'invitation',
  'post_delivered',
  'revision_requested',
  /** To the team: a client canceled (with the reason), a payment failed, a subscription ends in three days. */
  'subscription_canceled',
  'payment_failed',
  'subscription_ending',
  /** To the client: a receipt, a failed payment's notice, the Checkout link of a new subscription. */
  'payment_receipt',
  'payment_failure_notice',
  'payment_link',
  /** To the team: Stripe took a payment no subscription here is linked to. */
  'unmatched_payment',
  /** To a new team member: a link to choose a password. */
  'team_invitation',
  /** To a writer: a client was assigned to them. */
  'client_assigned',
  /** To the admins: a draft is ready for review; to its writer: the draft was returned with a note. */
  'review_requested',
  'review_returned',
  /** To the client: a published post's numbers are asked for (3 and 14 days on); the monthly report. */
  'performance_reminder',
  'performance_report',
  /** To the client who chose it: the posts waiting for their review, once a week. */
  'review_digest',
  /** To the admins: a client registered themselves (POST /api/client/register). */
  'client_registered',
  /** To a team member who chose it: the notices kept since their last one, each morning. */
  'notice_digest',
  /** To a team member: the link that confirms a new address, and the notice to the old address. */
  'email_confirmation',
  'email_change_notice',
  /** To the client: the team wrote to them on a post (a burst of comments is one mail). */
  'comment_answered',
  /** To the client's writer (else the admins): the client replied in a thread on a post. */
  'client_replied',
  /**
   * LinkedIn publishing: to the client's writer (else the admins), an approved post went out, or did
   * not; to the client, the same (linkedin_outcome), a week and a day before their grant ends, and
   * the team's link to connect.
   */
  'linkedin_published',
  'linkedin_failed',
  'linkedin_outcome',
  'linkedin_ending',
  'linkedin_invitation',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Where a mail is: queued (recorded, not tried yet), retrying (a try failed, another is scheduled),
 * sent (the SMTP server took it), failed (every try failed: an admin may retry it).
 */
export const MAIL_STATUSES = ['queued', 'retrying', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * One mail the product owes someone: written in the same flush as the row that causes it (a lead
 * stored ⇔ its mails recorded), then handed to the queue and sent at least once, always with the
 * same Message-ID so a receiving server can tell a repeat.
 */
export const OutgoingMailSchema = defineEntity({
  name: 'OutgoingMail',
  tableName: 'outgoing_mails',
  properties: {
    ...idAndCreatedAt(),
    ...updatedAt(),
    kind: p.enum(MAIL_KINDS).columnType('varchar(40)'),
    /** The recipient's address. */
    recipient: p.string().length(320).index('outgoing_mails_recipient_index'),
    /**
     * The address of the person a team notice is about (the new lead, the client asking for a
     * revision), so that erasing that person takes the notice too; null for a mail to the person.
     */
    about: p.string().length(320).nullable().index('outgoing_mails_about_index'),
    /**
     * The lead the mail was caused by (its confirmation, the team's notice of it, the free ideas), so
     * that deleting that lead takes its own mails and never another lead's with the same address.
     */
    lead: () => p.manyToOne(Lead).nullable().deleteRule('cascade').index('outgoing_mails_lead_id_index'),
    subject: p.string().length(500),
    /**
     * The rendered bodies, kept until the mail is sent and then cleared: a mail may carry a
     * single-use link (a reset, an invitation) that must not sit in the database once delivered.
     */
    text: p.text().nullable().hidden(),
    html: p.text().nullable().hidden(),
    /** Files the HTML shows by `cid:` (a delivered post's thumbnail), kept until sent like the bodies. */
    attachments: p.json<MailAttachment[]>().nullable().hidden(),
    /** The RFC 5322 Message-ID, `<uuid@mail domain>`, the same on every try. */
    messageId: p.string().length(255).unique(),
    status: p
      .enum(MAIL_STATUSES)
      .columnType('varchar(20)')
      .default('queued')
      .index('outgoing_mails_status_index'),
    /** Tries made so far. */
    attempts: p.integer().default(0),
    /** Why the last try failed (the SMTP server's answer), cleared once sent. */
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
  },
  indexes: [
    // The admin's list, newest first: a page, a late one too, off the index.
    { name: 'outgoing_mails_created_at_id_index', properties: ['createdAt', 'id'] },
    // Its search inside recipients and subjects (ILIKE '%…%'): trigram indexes.
    ...(['recipient', 'subject'] as const).map((column) => ({
      name: `outgoing_mails_${column}_trgm_index`,
      expression: `create index "outgoing_mails_${column}_trgm_index" on "outgoing_mails" using gin ("${column}" gin_trgm_ops)`,
    })),
  ],
});

export class OutgoingMail extends OutgoingMailSchema.class {}
OutgoingMailSchema.setClass(OutgoingMail);
