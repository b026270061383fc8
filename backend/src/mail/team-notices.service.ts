import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TEAM_ROLES } from '../common/user-roles.js';
import { User } from '../users/user.entity.js';
import type { RenderedMail } from './mail-layout.js';
import type { MailKind, OutgoingMail } from './outgoing-mail.entity.js';
import { OutgoingMails } from './outgoing-mails.service.js';

/**
 * Mails the team: every active admin with an email address (a new lead, a payment), or, for a notice
 * about a client (a revision requested, a cancellation), the client's writer when they have one.
 */
@Injectable()
export class TeamNotices {
  constructor(
    private readonly em: EntityManager,
    private readonly outgoing: OutgoingMails,
  ) {}

  /**
   * Records `notice` for each active admin in the caller's unit of work (one mail per admin, flushed
   * with the change it announces); `about` is the address of the person it is about.
   */
  async record(
    kind: MailKind,
    notice: RenderedMail,
    about: string | null,
    em: EntityManager = this.em,
  ): Promise<OutgoingMail[]> {
    const admins = await em.find(User, { role: 'admin', deactivatedAt: null, email: { $ne: null } });
    return this.send(admins, kind, notice, about, em);
  }

  /**
   * Records a notice about a client for whoever answers for them: their writer, when they have one who
   * is active and has an email address; else every active admin (`record`).
   */
  async recordAboutClient(
    client: Pick<User, 'email' | 'assignedTo'>,
    kind: MailKind,
    notice: RenderedMail,
    em: EntityManager = this.em,
  ): Promise<OutgoingMail[]> {
    const about = client.email ?? null;
    const writer = client.assignedTo
      ? await em.findOne(User, {
          id: client.assignedTo.id,
          role: { $in: [...TEAM_ROLES] },
          deactivatedAt: null,
          email: { $ne: null },
        })
      : null;
    return writer ? this.send([writer], kind, notice, about, em) : this.record(kind, notice, about, em);
  }

  private send(
    recipients: User[],
    kind: MailKind,
    notice: RenderedMail,
    about: string | null,
    em: EntityManager,
  ): OutgoingMail[] {
    return recipients.map((member) => this.outgoing.record(kind, member.email!, notice, em, about));
  }
}
