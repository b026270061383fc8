import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { findPage } from '../common/paging.js';
import { likePattern } from '../common/like-pattern.js';
import type {
  ListOutgoingMailsQueryDto,
  OutgoingMailCountsDto,
  OutgoingMailDto,
  OutgoingMailPageDto,
} from './dto/outgoing-mail.dto.js';
import { MailQueue } from './mail-queue.js';
import { MAIL_STATUSES, OutgoingMail, type MailStatus } from './outgoing-mail.entity.js';
import { toOutgoingMailDto } from './outgoing-mail.mapper.js';

export const OUTGOING_MAIL_NOT_FOUND = 'Mail not found';
export const ONLY_FAILED_MAIL_RETRIED = (status: MailStatus) =>
  `Only a failed mail can be retried: this one is ${status}`;

/** The list's search: part of the recipient's address or of the subject, matched literally; any mail without one. */
const searchFilter = (search?: string) =>
  search
    ? { $or: [{ recipient: { $ilike: likePattern(search) } }, { subject: { $ilike: likePattern(search) } }] }
    : {};

/** The admin's view of the outgoing mail: the list with its counts, and a failed mail sent again. */
@Injectable()
export class AdminOutgoingMails {
  constructor(
    private readonly em: EntityManager,
    private readonly queue: MailQueue,
  ) {}

  /** A page of mails, newest first, with the total that match and how many are in each status. */
  async list(query: ListOutgoingMailsQueryDto): Promise<OutgoingMailPageDto> {
    const { page = 1, pageSize = 50, status, search } = query;
    const searched = searchFilter(search);
    const where = status ? { ...searched, status } : searched;
    const [[mails, total], counts] = await Promise.all([
      findPage(this.em, OutgoingMail, where, { orderBy: { createdAt: 'desc', id: 'desc' }, page, pageSize }),
      this.countByStatus(searched),
    ]);
    return { items: mails.map(toOutgoingMailDto), total, page, pageSize, counts };
  }

  /**
   * Sends a failed mail again: it goes back to queued (its tries counted so far are kept) and to the
   * queue. One conditional update, so of two admins retrying at once, one queues it and the other
   * is told it is no longer failed.
   */
  async retry(id: number): Promise<OutgoingMailDto> {
    const queued = await this.em.nativeUpdate(
      OutgoingMail,
      { id, status: 'failed' },
      { status: 'queued', updatedAt: new Date() },
    );
    if (queued === 0) {
      const mail = await this.em.fork().findOne(OutgoingMail, { id });
      if (!mail) throw new NotFoundException(OUTGOING_MAIL_NOT_FOUND);
      throw new ConflictException(ONLY_FAILED_MAIL_RETRIED(mail.status));
    }
    // Answered as queued: the queue may send it at once, and the list shows that when it next loads.
    // Handed over like any new mail: if the queue cannot take it this moment, the relay does within a minute.
    const mail = toOutgoingMailDto(await this.em.fork().findOneOrFail(OutgoingMail, { id }));
    await this.queue.handOver([{ id }]);
    return mail;
  }

  private async countByStatus(where: ReturnType<typeof searchFilter>): Promise<OutgoingMailCountsDto> {
    const rows = await this.em
      .createQueryBuilder(OutgoingMail)
      .select(['status', raw('count(*)::int as count')])
      .where(where)
      .groupBy('status')
      .execute<{ status: MailStatus; count: number }[]>('all', false);
    const counts = Object.fromEntries(MAIL_STATUSES.map((status) => [status, 0])) as Record<
      MailStatus,
      number
    >;
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }
}
