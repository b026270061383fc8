import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import type { SessionUser } from '../common/session-user.js';
import { DAY_MS, startOfWeek } from '../common/dates.js';
import { PostCountsService } from '../content/post-counts.service.js';
import { LeadsService } from '../leads/leads.service.js';
import { postsOwedInWeek } from '../plans/plans.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { IN_FORCE } from '../subscriptions/in-force-query.js';
import { serviceEndsAt } from '../subscriptions/in-force.js';
import { User } from '../users/user.entity.js';
import { toBoardClientDto, toBoardLeadDto } from './board.mapper.js';
import type { BoardClientDto, BoardDto } from './dto/board.dto.js';

const LEADS_SHOWN = 20;

/** The production board: the week's posts owed against delivered, revisions, and leads waiting on the team. */
@Injectable()
export class BoardService {
  constructor(
    private readonly em: EntityManager,
    private readonly leads: LeadsService,
    private readonly postCounts: PostCountsService,
    private readonly clock: Clock,
  ) {}

  async get(_member: SessionUser, now = this.clock.now()): Promise<BoardDto> {
    const weekStart = startOfWeek(now);
    const weekEnd = new Date(weekStart.getTime() + 7 * DAY_MS);
    const [clients, leadsWaiting, onboarded] = await Promise.all([
      this.clientRows(now, weekStart, weekEnd),
      this.leads.waitingForReply(LEADS_SHOWN, now),
      this.leads.onboardedNotConverted(LEADS_SHOWN),
    ]);
    const sum = (pick: (row: BoardClientDto) => number) =>
      clients.reduce((total, row) => total + pick(row), 0);
    return {
      weekStart,
      weekEnd,
      clients,
      owedThisWeek: sum((row) => row.owed),
      deliveredThisWeek: sum((row) => row.delivered),
      revisionsWaiting: sum((row) => row.revisionsWaiting),
      reviewsWaiting: sum((row) => row.reviewsWaiting),
      unassignedClients: clients.filter((row) => !row.assignedTo).length,
      leadsWaiting: leadsWaiting[0].map(toBoardLeadDto),
      leadsWaitingTotal: leadsWaiting[1],
      onboardedNotConverted: onboarded[0].map(toBoardLeadDto),
      onboardedNotConvertedTotal: onboarded[1],
    };
  }

  /**
   * Per client with a subscription in force at `now` (in-force.ts) or a revision waiting: owed,
   * delivered, revisions, when their service ends; most behind first.
   */
  private async clientRows(now: Date, weekStart: Date, weekEnd: Date): Promise<BoardClientDto[]> {
    const [inForce, counts] = await Promise.all([
      this.em.find(ClientSubscription, IN_FORCE(now), { populate: ['client'] }),
      this.postCounts.byClient({ from: weekStart, until: weekEnd }),
    ]);
    const rows = new Map<number, BoardClientDto>();
    const row = (client: User) => {
      const existing = rows.get(client.id);
      if (existing) return existing;
      const created = toBoardClientDto(client);
      rows.set(client.id, created);
      return created;
    };
    const byClient = new Map<number, ClientSubscription[]>();
    for (const subscription of inForce) {
      const clientRow = row(subscription.client);
      clientRow.plans.push(subscription.plan);
      clientRow.owed += postsOwedInWeek(subscription.postsPerMonth);
      byClient.set(clientRow.clientId, [...(byClient.get(clientRow.clientId) ?? []), subscription]);
    }
    for (const [clientId, own] of byClient) rows.get(clientId)!.endsAt = serviceEndsAt(own, now);
    // Clients with no subscription in force appear only for a revision they wait for.
    const waiting = [...counts]
      .filter(([id, count]) => !rows.has(id) && count.revisionsWaiting > 0)
      .map(([id]) => id);
    for (const client of waiting.length ? await this.em.find(User, { id: { $in: waiting } }) : [])
      row(client);
    for (const [id, count] of counts) {
      const clientRow = rows.get(id);
      if (!clientRow) continue;
      clientRow.delivered = count.delivered;
      clientRow.revisionsWaiting = count.revisionsWaiting;
    }
    return [...rows.values()].sort(
      (a, b) =>
        b.owed - b.delivered - (a.owed - a.delivered) ||
        b.revisionsWaiting - a.revisionsWaiting ||
        a.name.localeCompare(b.name),
    );
  }
}
