import { randomUUID } from 'node:crypto';
import type { MailKind, MailStatus } from '../../src/mail/outgoing-mail.entity.js';
import type { TestApp } from './test-app.js';

export interface SeededMail {
  kind?: MailKind;
  recipient?: string;
  subject?: string;
  status?: MailStatus;
  attempts?: number;
  lastError?: string | null;
  createdAt?: Date;
  sentAt?: Date | null;
}

/**
 * Writes an outgoing_mails row as the queue leaves one (a failed mail with its last error by
 * default), bodies included, and answers its id: how the suites arrange a mail in any status
 * without an SMTP server failing on cue.
 */
export async function seedOutgoingMail(t: Pick<TestApp, 'query'>, mail: SeededMail = {}): Promise<number> {
  const status = mail.status ?? 'failed';
  const [row] = await t.query<{ id: number }>(
    `insert into outgoing_mails
       (kind, recipient, subject, text, html, message_id, status, attempts, last_error, created_at, updated_at, sent_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11)
     returning id`,
    [
      mail.kind ?? 'lead_confirmation',
      mail.recipient ?? 'ada@example.com',
      mail.subject ?? 'Your 3 free LinkedIn post ideas are on their way',
      'Hi Ada, the secret body text',
      '<p>Hi Ada, the secret body html</p>',
      `<${randomUUID()}@ghostline.test>`,
      status,
      mail.attempts ?? (status === 'queued' ? 0 : 5),
      mail.lastError === undefined
        ? status === 'failed' || status === 'retrying'
          ? '421 4.7.0 Try again later'
          : null
        : mail.lastError,
      mail.createdAt ?? new Date(),
      mail.sentAt === undefined ? (status === 'sent' ? new Date() : null) : mail.sentAt,
    ],
  );
  return row!.id;
}
