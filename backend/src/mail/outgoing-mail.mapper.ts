import type { OutgoingMailDto } from './dto/outgoing-mail.dto.js';
import type { OutgoingMail } from './outgoing-mail.entity.js';

export const toOutgoingMailDto = (mail: OutgoingMail): OutgoingMailDto => ({
  id: mail.id,
  kind: mail.kind,
  recipient: mail.recipient,
  subject: mail.subject,
  status: mail.status,
  attempts: mail.attempts,
  lastError: mail.lastError ?? null,
  createdAt: mail.createdAt,
  sentAt: mail.sentAt ?? null,
});
