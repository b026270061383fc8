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

  /**
   * Adds a mail to the current unit of work; the caller's flush stores it. `about` is the address of
   * the person a team notice is about (erasing them removes it too).
   */
  record(
    kind: MailKind,
    recipient: string,
    mail: RenderedMail,
    em: EntityManager = this.em,
    about: string | null = null,
  ): OutgoingMail {
    return em.create(OutgoingMail, {
      kind,
      recipient,
      about,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.length ? mail.attachments : null,
      messageId: `<${randomUUID()}@${this.config.get('mailDomain', { infer: true })}>`,
    });
  }

  /**
   * Deletes every mail to or about any of `addresses` (a person's erasure: all of it), in the
   * caller's transaction. A mail being sent at that moment holds its row: the delete waits for it, so
   * once this returns no try of those mails is still under way (and its saved copy can be removed).
   */
  async removeFor(addresses: string[], em: EntityManager = this.em): Promise<number> {
    const wanted = [...new Set(addresses.filter(Boolean))];
    if (wanted.length === 0) return 0;
    return em.nativeDelete(OutgoingMail, {
      $or: [{ recipient: { $in: wanted } }, { about: { $in: wanted } }],
    });
  }
}
