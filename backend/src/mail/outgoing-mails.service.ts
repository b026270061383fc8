import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomUUID } from 'node:crypto';
import type { Environment } from '../config/environment.js';
import type { RenderedMail } from './mail-layout.js';
import { OutgoingMail, type MailKind } from './outgoing-mail.entity.js';

/**
 * The record of every mail the product owes: `record` adds one to the caller's unit of work, so it
 * is flushed (committed) with the change that causes it, or not at all.
 */
@Injectable()
export class OutgoingMails {
  constructor(
    private readonly em: EntityManager,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  /** Adds a mail to the current unit of work; the caller's flush stores it. */
  record(kind: MailKind, recipient: string, mail: RenderedMail, em: EntityManager = this.em): OutgoingMail {
    return em.create(OutgoingMail, {
      kind,
      recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${randomUUID()}@${this.config.get('mailDomain', { infer: true })}>`,
    });
  }
}
