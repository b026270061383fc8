import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock.js';
import { startOfMonth } from '../common/dates.js';
import { greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import { PostCountsService } from '../content/post-counts.service.js';
import { OncePerPeriod } from '../mail/once-per-period.js';
import { JobQueue } from '../queue/job-queue.js';
import { User } from '../users/user.entity.js';
import { PerformanceFigures, rateOf, type PeriodFigures } from './performance-figures.js';
import { monthName, monthsAfter } from './performance-periods.js';
import { performanceReportMail } from './performance.mails.js';

/** The monthly report: on the 1st of each month at 08:00 UTC, about the month that just ended. */
export const PERFORMANCE_REPORT = 'performance-report';
export const PERFORMANCE_REPORT_CRON = '0 8 1 * *';

const NONE: PeriodFigures = { published: 0, impressions: 0, interactions: 0 };

/**
 * The monthly report mail: each client who had posts delivered or published in the month gets the
 * posts delivered and published, the impressions and engagement against the month before, and the
 * best post. The mail goes once per month (OncePerPeriod, the month's first day), so a retried or
 * doubled run skips the clients already mailed.
 */
@Injectable()
export class PerformanceReport implements OnModuleInit {
  private readonly logger = new Logger('PerformanceReport');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly figures: PerformanceFigures,
    private readonly postCounts: PostCountsService,
    private readonly once: OncePerPeriod,
    private readonly queue: JobQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    this.queue.schedule(PERFORMANCE_REPORT, PERFORMANCE_REPORT_CRON, async () => {
      await this.send(monthsAfter(this.clock.now(), -1));
    });
  }

  /**
   * Mails the report on the month `month` falls in to each client owed it; answers how many were
   * mailed. Run again for the same month, it mails nobody twice.
   */
  async send(month: Date): Promise<number> {
    const from = startOfMonth(month);
    const until = monthsAfter(from, 1);
    const previous = monthsAfter(from, -1);
    const em = this.em.fork();
    const period = from.toISOString().slice(0, 10);
    const owed = await em.getConnection().execute<{ client_id: number }[]>(
      `select distinct p.client_id from content_deliverables p
        where ((p.delivered_at >= ? and p.delivered_at < ?) or (p.published_at >= ? and p.published_at < ?))
          and not exists (select 1 from periodic_mails m
                           where m.client_id = p.client_id and m.kind = 'performance_report' and m.period = ?)
        order by 1`,
      [from, until, from, until, period],
    );
    const clientIds = owed.map((row) => row.client_id);
    if (clientIds.length === 0) return 0;
    const [figures, delivered, best, clients] = await Promise.all([
      this.figures.byClient([previous, from, until], { clientIds }),
      this.postCounts.byClient({ from, until, clientIds }),
      this.figures.best(from, until, 1, { clientIds }),
      em.find(User, { id: { $in: clientIds } }),
    ]);
    const url = `${this.config.get('publicUrl', { infer: true })}/dashboard`;
    let sent = 0;
    for (const client of clients) {
      if (!client.email) continue;
      const [before, during] = figures.get(client.id) ?? [NONE, NONE];
      const top = best.find((post) => post.clientId === client.id);
      const mail = performanceReportMail({
        firstName: greetingName(client),
        monthName: monthName(from),
        previousMonthName: monthName(previous),
        delivered: delivered.get(client.id)?.delivered ?? 0,
        published: during!.published,
        current: { impressions: during!.impressions, engagementRate: rateOf(during!) },
        previous: { impressions: before!.impressions, engagementRate: rateOf(before!) },
        bestPost: top
          ? {
              title: top.title,
              impressions: top.impressions,
              engagementRate: top.interactions / top.impressions,
            }
          : null,
        url,
      });
      const mailed = await this.once
        .send(client.id, 'performance_report', period, async () => mail)
        .catch((error: unknown) => {
          this.logger.error(
            `Client ${client.id}: the monthly report failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          throw error;
        });
      if (mailed) sent += 1;
    }
    return sent;
  }
}
