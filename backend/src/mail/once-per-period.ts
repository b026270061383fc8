import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../users/user.entity.js';
import { MailQueue } from './mail-queue.js';
import type { RenderedMail } from './mail-layout.js';
import { OutgoingMails } from './outgoing-mails.js';
import { PeriodicMail, type PeriodicMailKind } from './periodic-mail.entity.js';

/**
 * A mail sent to a user at most once per period (the monthly report, the weekly review digest, the
 * team's morning digest): the mail and its periodic_mails mark are written in one transaction, so a
 * run retried, or run by two servers at once (a catch-up at start beside the schedule), mails nobody
 * twice for a period.
 */
@Injectable()
export class OncePerPeriod {
  constructor(
    private readonly outgoing: OutgoingMails,
    private readonly mails: MailQueue,
  ) {}

  /**
   * Mails user `recipientId` the `kind` mail of `period` (its first day, YYYY-MM-DD) at their address
   * unless it went already: `compose` writes it in the transaction (answering nothing when there is
   * nothing to say), the mail is recorded with the period's mark and handed to the queue after the
   * commit. Answers whether it was sent: false too when another run sent it meanwhile (the unique mark
   * rolls this one back, theirs stands), and for a user without an address.
   */
  async send(
    recipientId: number,
    kind: PeriodicMailKind,
    period: string,
    compose: (em: EntityManager, recipient: User & { email: string }) => Promise<RenderedMail | undefined>,
  ): Promise<boolean> {
    try {
      return await this.mails.transactional(async (em) => {
        const recipient = await em.findOneOrFail(User, recipientId);
        if (!recipient.email) return undefined;
        if (await em.count(PeriodicMail, { client: recipient, kind, period })) return undefined;
        const mail = await compose(em, recipient as User & { email: string });
        if (!mail) return undefined;
        em.create(PeriodicMail, { client: recipient, kind, period });
        return [this.outgoing.record(kind, recipient.email, mail, em)];
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }
}
