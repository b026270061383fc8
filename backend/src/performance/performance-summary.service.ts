import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { displayName } from '../common/names.js';
import type { SessionUser } from '../common/session-user.js';
import { writerScope } from '../common/team-scope.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { EngagementDropDto, PerformanceSummaryDto } from './dto/performance-summary.dto.js';
import { PerformanceFigures, rateOf, sumFigures } from './performance-figures.js';
import { engagementWindows, monthKey, summaryMonths } from './performance-periods.js';

/** The best posts the summary shows. */
export const BEST_POSTS = 3;
/** The clients the board's "Engagement falling" lists at most. */
export const ENGAGEMENT_FALLING_SHOWN = 5;

/**
 * The summaries behind the charts: a client's last 6 months (the client's own dashboard, the team's
 * client page) and the board's clients whose engagement fell most.
 */
@Injectable()
export class PerformanceSummaryService {
  constructor(
    private readonly em: EntityManager,
    private readonly figures: PerformanceFigures,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /** The signed-in client's own summary. */
  forClient(clientId: number): Promise<PerformanceSummaryDto> {
    return this.summary(clientId);
  }

  /** A client's summary for the team: a writer's own clients only, else 404 as for no such client. */
  async forTeam(clientId: number, member: SessionUser): Promise<PerformanceSummaryDto> {
    await this.users.findClientOrFail(clientId, member);
    return this.summary(clientId);
  }

  /** Three queries: the months' figures and the best posts (the team's call adds the client's scope). */
  private async summary(clientId: number, now = this.clock.now()): Promise<PerformanceSummaryDto> {
    const { starts, until } = summaryMonths(now);
    const [byClient, best] = await Promise.all([
      this.figures.byClient([...starts, until], { clientId }),
      this.figures.best(starts[0]!, until, BEST_POSTS, { clientId }),
    ]);
    const months =
      byClient.get(clientId) ?? starts.map(() => ({ published: 0, impressions: 0, interactions: 0 }));
    const totals = sumFigures(months);
    return {
      months: months.map((figures, index) => ({
        month: monthKey(starts[index]!),
        published: figures.published,
        impressions: figures.impressions,
        engagementRate: rateOf(figures),
      })),
      totals: {
        published: totals.published,
        impressions: totals.impressions,
        engagementRate: rateOf(totals),
      },
      bestPosts: best.map((post) => ({
        id: post.id,
        title: post.title,
        publishedAt: post.publishedAt,
        impressions: post.impressions,
        engagementRate: post.interactions / post.impressions,
      })),
    };
  }

  /**
   * The board's "Engagement falling": the clients in the member's scope (a writer's own) whose
   * engagement rate over the posts published in the last 30 days fell most against the 30 days
   * before; only clients with impressions in both windows, at most 5, the biggest fall first.
   */
  async engagementFalling(member: SessionUser, now = this.clock.now()): Promise<EngagementDropDto[]> {
    const { before, after, until } = engagementWindows(now);
    const byClient = await this.figures.byClient([before, after, until], { writer: writerScope(member) });
    const drops = [...byClient]
      .map(([clientId, [earlier, later]]) => ({ clientId, before: rateOf(earlier!), after: rateOf(later!) }))
      .filter(
        (row): row is { clientId: number; before: number; after: number } =>
          row.before !== null && row.after !== null && row.after < row.before,
      )
      .sort((a, b) => a.after - a.before - (b.after - b.before) || a.clientId - b.clientId)
      .slice(0, ENGAGEMENT_FALLING_SHOWN);
    if (drops.length === 0) return [];
    const clients = await this.em.find(User, { id: { $in: drops.map((row) => row.clientId) } });
    const names = new Map(clients.map((client) => [client.id, displayName(client)]));
    return drops.map((row) => ({
      ...row,
      name: names.get(row.clientId) ?? '',
      change: (row.after - row.before) * 100,
    }));
  }
}
