import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Job } from 'pg-boss';
import type { Environment } from '../config/environment.js';
import { JobQueue } from '../queue/job-queue.js';
import { MailService } from './mail.service.js';
import { OutgoingMail } from './outgoing-mail.entity.js';

/** The queue of mails to send: one job per OutgoingMail row. */
export const MAIL_QUEUE = 'mail';
/** Where pg-boss keeps the job of a mail that used every try. */
export const MAIL_DEAD_LETTERS = 'mail-failed';
/** The periodic pass that hands committed mails no job carries to the queue. */
export const MAIL_RELAY = 'mail-relay';
/** Every minute: a mail whose process stopped between its commit and its hand-over waits no longer. */
export const MAIL_RELAY_CRON = '* * * * *';
/** Mails tried at once by one process. */
const CONCURRENCY = 2;

interface MailJob {
  mailId: number;
}

/** The rows still owed a try: recorded and not sent, and not given up on. */
const OWED = { status: { $in: ['queued', 'retrying'] } } as const;

/**
 * Settles with `work`, or rejects as soon as `signal` aborts (the work itself goes on unwatched: an
 * SMTP try cannot be called back, so a mail given up on here may still arrive, and is sent again
 * with the same Message-ID).
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('The try was abandoned: the queue is stopping'));
  return new Promise<T>((resolve, reject) => {
    const abandon = () => reject(new Error('The try was abandoned: the queue is stopping'));
    signal.addEventListener('abort', abandon, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abandon));
  });
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends recorded mails (OutgoingMail rows, committed with the change that caused them) through the
 * durable queue: at least once, with the row's Message-ID on every try, never twice in normal
 * operation. A failed try is retried with backoff (MAIL_TRIES, MAIL_RETRY_DELAY_SECONDS); after the
 * last the row is `failed` with its error, for an admin to retry.
 */
@Injectable()
export class MailQueue implements OnModuleInit {
  private readonly logger = new Logger('MailQueue');
  private readonly tries: number;
  private readonly retryDelay: number;

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly queue: JobQueue,
    config: ConfigService<Environment, true>,
  ) {
    this.tries = config.get('MAIL_TRIES', { infer: true });
    this.retryDelay = config.get('MAIL_RETRY_DELAY_SECONDS', { infer: true });
  }

  onModuleInit(): void {
    this.queue.work<MailJob>(
      MAIL_QUEUE,
      {
        // One live job per mail (its singleton key): a second hand-over of the same mail is a no-op.
        policy: 'exclusive',
        retryLimit: this.tries - 1,
        retryDelay: this.retryDelay,
        retryBackoff: true,
        deadLetter: MAIL_DEAD_LETTERS,
        // A process that dies while sending stops its heartbeat: the job is tried again within seconds.
        heartbeatSeconds: 10,
        expireInSeconds: 300,
      },
      (job) => this.deliver(job),
      CONCURRENCY,
    );
    this.queue.schedule(MAIL_RELAY, MAIL_RELAY_CRON, () => this.relay());
    this.queue.onStart(() => this.relay());
  }

  /** Queues the given committed mails for sending (again, for a failed one an admin retries). */
  async dispatch(mailIds: number[]): Promise<void> {
    // One statement for them all: a lead's answer waits for one round trip, not one a mail.
    await this.queue.insert(
      MAIL_QUEUE,
      [...new Set(mailIds)].map((mailId) => ({
        data: { mailId } satisfies MailJob,
        singletonKey: `mail-${mailId}`,
      })),
    );
  }

  /**
   * Queues mails just committed, after the answer's transaction. Never throws: the change they belong
   * to is stored, and a mail that could not be queued now is queued by the relay within a minute.
   */
  async handOver(mails: Pick<OutgoingMail, 'id'>[]): Promise<void> {
    try {
      await this.dispatch(mails.map((mail) => mail.id));
    } catch (error) {
      this.logger.warn(
        `Mails ${mails.map((mail) => mail.id).join(', ')} wait for the relay: ${reason(error)}`,
      );
    }
  }

  /**
   * Runs `work` in a transaction of its own (the mails it records there, written with what they tell
   * of) and hands those mails to the queue after the commit; false when `work` answered nothing to send.
   */
  async transactional(work: (em: EntityManager) => Promise<OutgoingMail[] | undefined>): Promise<boolean> {
    const mails = await this.em.fork().transactional(work);
    if (!mails) return false;
    await this.handOver(mails);
    return true;
  }

  /** Queues every mail still owed a try (at start and every minute); those already queued stay as they are. */
  async relay(): Promise<void> {
    const owed = await this.em
      .fork()
      .find(OutgoingMail, OWED, { fields: ['id'], orderBy: { id: 'asc' }, limit: 1000 });
    await this.dispatch(owed.map((mail) => mail.id));
  }

  /**
   * One try of one mail, under its row's lock (an erasure deleting the row waits for the try to end):
   * a row that is gone, sent or given up on is left alone; a sent mail is marked sent (its bodies
   * cleared) before the job completes; a failure is recorded and thrown, for pg-boss to retry.
   */
  private async deliver(job: Job<MailJob>): Promise<void> {
    const lastTry = job.retryCount >= this.tries - 1;
    let failure: { mail: OutgoingMail; error: unknown } | undefined;
    await this.em.fork().transactional(async (em) => {
      const mail = await em.findOne(
        OutgoingMail,
        { id: job.data.mailId, ...OWED },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!mail) return;
      mail.attempts += 1;
      try {
        await untilAborted(
          this.mail.send(
            mail.recipient,
            {
              subject: mail.subject,
              text: mail.text ?? '',
              html: mail.html ?? '',
              ...(mail.attachments && { attachments: mail.attachments }),
            },
            mail.messageId,
          ),
          job.signal,
        );
        em.assign(mail, {
          status: 'sent',
          sentAt: new Date(),
          text: null,
          html: null,
          attachments: null,
          lastError: null,
        });
      } catch (error) {
        // The app is stopping (or the job's claim was lost): the try is undone, its row left owed
        // and its connection let go at once; the queue tries it again (at the next start, say).
        if (job.signal.aborted) throw error;
        failure = { mail, error };
        em.assign(mail, { status: lastTry ? 'failed' : 'retrying', lastError: reason(error) });
      }
    });
    if (!failure) return;
    const { mail, error } = failure;
    // The id and kind say which mail; never its address, words or links.
    this.logger.warn(
      `Mail ${mail.id} (${mail.kind}): try ${job.retryCount + 1} of ${this.tries} failed: ${reason(error)}` +
        (lastTry ? '. It is marked failed: an admin may retry it' : '. It will be tried again'),
    );
    throw error;
  }
}
