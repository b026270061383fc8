import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../users/user.entity.js';
import type { RenderedMail } from './mail-layout.js';
import type { MailKind, OutgoingMail } from './outgoing-mail.entity.js';
import { OutgoingMails } from './outgoing-mails.service.js';

/** Mails the team: every active admin with an email address (a new lead, a revision requested). */
@Injectable()
export class TeamNotices {
  constructor(
    private readonly em: EntityManager,
    private readonly outgoing: OutgoingMails,
  ) {}

  /**
   * Records `notice` for each admin in the caller's unit of work (one mail per admin, flushed with
   * the change it announces); `about` is the address of the person it is about.
   */
  async record(
    kind: MailKind,
    notice: RenderedMail,
    about: string | null,
    em: EntityManager = this.em,
  ): Promise<OutgoingMail[]> {
    const admins = await em.find(User, { role: 'admin', email: { $ne: null }, deactivatedAt: null });
    return admins.map((admin) => this.outgoing.record(kind, admin.email!, notice, em, about));
  }
}
