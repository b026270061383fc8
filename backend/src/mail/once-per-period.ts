import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../users/user.entity.js';
import { MailQueue } from './mail-queue.js';
import type { OutgoingMail } from './outgoing-mail.entity.js';
import { PeriodicMail, type PeriodicMailKind } from './periodic-mail.entity.js';

/**
 * A mail sent to a user at most once per period (the monthly report, the weekly review digest, the
 * team's morning digest): the mail and its periodic_mails mark are written in one transaction, so a
 * run retried, or run by two servers at once (a catch-up at start beside the schedule), mails nobody
 * twice for a period.
 */
@Injectable()
export class OncePerPeriod {
  constructor(private readonly mails: MailQueue) {}

  /**
   * Mails user `recipientId` the `kind` mail of `period` (its first day, YYYY-MM-DD) unless it went
   * already: `compose` records it in the transaction (answering nothing when there is nothing to say),
   * and it is handed to the queue after the commit. Answers whether it was sent: false too when
   * another run sent it meanwhile (the unique mark rolls this one back, theirs stands).
   */
  async send(
    recipientId: number,
    kind: PeriodicMailKind,
    period: string,
    compose: (em: EntityManager, recipient: User) => Promise<OutgoingMail | undefined>,
  ): Promise<boolean> {
    try {
      return await this.mails.transactional(async (em) => {
        const recipient = await em.findOneOrFail(User, recipientId);
        if (await em.count(PeriodicMail, { client: recipient, kind, period })) return undefined;
        const mail = await compose(em, recipient);
        if (!mail) return undefined;
        em.create(PeriodicMail, { client: recipient, kind, period });
        return [mail];
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }
}
