import { EntityManager, type QBFilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import type { SessionUser } from '../common/session-user.js';
import { DAY_MS, startOfWeek } from '../common/dates.js';
import { writerScope } from '../common/team-scope.js';
import { PostCountsService } from '../content/post-counts.service.js';
import type { Lead } from '../leads/lead.entity.js';
import { Erasure } from '../erasures/erasure.entity.js';
import { LeadsService } from '../leads/leads.service.js';
import { LinkedInBoard } from '../linkedin/linked-in-board.js';
import { PerformanceSummaryService } from '../performance/performance-summary.service.js';
import { postsOwedInWeek } from '../plans/plans.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { OWES_POSTS } from '../subscriptions/in-force-query.js';
import { serviceEndsAt } from '../subscriptions/in-force.js';
import { User } from '../users/user.entity.js';
import { type BoardClient, toBoardClientDto, toBoardLeadDto } from './board.mapper.js';
import type { BoardClientDto, BoardDto } from './dto/board.dto.js';

const LEADS_SHOWN = 20;

/**
 * The production board: the week's posts owed against delivered, revisions and reviews, and leads
 * waiting on the team. A writer's holds their clients only, and no leads.
 */
@Injectable()
export class BoardService {
  constructor(
    private readonly em: EntityManager,
    private readonly leads: LeadsService,
    private readonly postCounts: PostCountsService,
    private readonly performance: PerformanceSummaryService,
    private readonly linkedIn: LinkedInBoard,
    private readonly clock: Clock,
  ) {}

  async get(member: SessionUser, now = this.clock.now()): Promise<BoardDto> {
    const writer = writerScope(member);
    const weekStart = startOfWeek(now);
    const weekEnd = new Date(weekStart.getTime() + 7 * DAY_MS);
    const none: [Lead[], number] = [[], 0];
    const [clients, leadsWaiting, onboarded, engagementFalling, linkedIn] = await Promise.all([
      this.clientRows(now, weekStart, weekEnd, writer),
      // Leads are the admins'.
      writer === undefined ? this.leads.waitingForReply(LEADS_SHOWN, now) : none,
      writer === undefined ? this.leads.onboardedNotConverted(LEADS_SHOWN) : none,
      this.performance.engagementFalling(member, now),
      this.linkedIn.forMember(member, now),
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
      engagementFalling,
      linkedIn,
    };
  }

  /**
   * Per client with a subscription owed posts at `now` (in force and, once canceled, paid for: owesPosts,
   * in-force.ts) or a revision or review waiting:
   * owed, delivered, revisions, reviews, their writer, when their service ends; most behind first.
   * `writer`: only the clients assigned to that member.
   */
  private async clientRows(
    now: Date,
    weekStart: Date,
    weekEnd: Date,
    writer: number | undefined,
  ): Promise<BoardClientDto[]> {
    const [inForce, counts] = await Promise.all([
      this.owingSubscriptions(now, writer),
      this.postCounts.byClient({ from: weekStart, until: weekEnd, writer }),
    ]);
    const rows = new Map<number, BoardClientDto>();
    const row = (client: BoardClient) => {
      const existing = rows.get(client.id);
      if (existing) return existing;
      const created = toBoardClientDto(client);
      rows.set(client.id, created);
      return created;
    };
    const byClient = new Map<number, OwingSubscription[]>();
    for (const subscription of inForce) {
      const clientRow = row(subscription.client);
      clientRow.plans.push(subscription.plan);
      clientRow.owed += postsOwedInWeek(subscription.postsPerMonth);
      byClient.set(clientRow.clientId, [...(byClient.get(clientRow.clientId) ?? []), subscription]);
    }
    for (const [clientId, own] of byClient) rows.get(clientId)!.endsAt = serviceEndsAt(own, now);
    // Clients with no subscription in force appear only for a revision or a review they wait for;
    // an erased client's posts have lost their words (client-erasure.service.ts): nothing to write.
    const waiting = [...counts]
      .filter(([id, count]) => !rows.has(id) && (count.revisionsWaiting > 0 || count.reviewsWaiting > 0))
      .map(([id]) => id);
    const erased = waiting.length
      ? await this.em.find(
          Erasure,
          { subjectKind: 'client', subjectId: { $in: waiting } },
          { fields: ['subjectId'] },
        )
      : [];
    const erasedIds = new Set(erased.map((erasure) => erasure.subjectId));
    const waitingNotErased = waiting.filter((id) => !erasedIds.has(id));
    const others = waitingNotErased.length
      ? await this.em.find(User, { id: { $in: waitingNotErased } }, { populate: ['assignedTo'] })
      : [];
    for (const client of others) row(client);
    for (const [id, count] of counts) {
      const clientRow = rows.get(id);
      if (!clientRow) continue;
      clientRow.delivered = count.delivered;
      clientRow.revisionsWaiting = count.revisionsWaiting;
      clientRow.reviewsWaiting = count.reviewsWaiting;
    }
    return [...rows.values()].sort(
      (a, b) =>
        b.owed - b.delivered - (a.owed - a.delivered) ||
        b.revisionsWaiting - a.revisionsWaiting ||
        a.name.localeCompare(b.name),
    );
  }

  /**
   * The subscriptions owed posts at `now` (OWES_POSTS), with their client and the client's writer, as
   * rows of the columns the board shows: a thousand clients' subscriptions as entities cost the board
   * most of its time.
   */
  private async owingSubscriptions(now: Date, writer: number | undefined): Promise<OwingSubscription[]> {
    const owing = this.em
      .createQueryBuilder(ClientSubscription, 'o')
      .select('o.id')
      // The rule as the query builder takes it.
      .where(OWES_POSTS(now) as QBFilterQuery<ClientSubscription>);
    const rows = await this.em.execute<OwingRow[]>(
      `select s."id", s."plan", s."posts_per_month", s."status", s."end_date", s."renewal_date",
              s."auto_renew", s."paid_through",
              c."id" as "client_id", c."username", c."first_name", c."last_name",
              w."id" as "writer_id", w."username" as "writer_username", w."first_name" as "writer_first_name",
              w."last_name" as "writer_last_name", w."deactivated_at" as "writer_deactivated_at"
         from "client_subscriptions" s
         join "users" c on c."id" = s."client_id"
         left join "users" w on w."id" = c."assigned_to_id"
        where s."id" in (${owing.getFormattedQuery()})${writer === undefined ? '' : ' and c."assigned_to_id" = ?'}
        order by s."id"`,
      writer === undefined ? [] : [writer],
    );
    const date = (value: Date | string | null) => (value === null ? null : new Date(value));
    return rows.map((row) => ({
      id: row.id,
      plan: row.plan,
      postsPerMonth: row.posts_per_month,
      status: row.status,
      endDate: date(row.end_date),
      renewalDate: date(row.renewal_date),
      autoRenew: row.auto_renew,
      paidThrough: date(row.paid_through),
      client: {
        id: row.client_id,
        username: row.username,
        firstName: row.first_name,
        lastName: row.last_name,
        assignedTo:
          row.writer_id === null
            ? null
            : {
                id: row.writer_id,
                username: row.writer_username!,
                firstName: row.writer_first_name,
                lastName: row.writer_last_name,
                deactivatedAt: date(row.writer_deactivated_at),
              },
      },
    }));
  }
}

/** A subscription owed posts, as the board reads it. */
interface OwingSubscription extends Pick<
  ClientSubscription,
  'id' | 'plan' | 'postsPerMonth' | 'status' | 'endDate' | 'renewalDate' | 'autoRenew' | 'paidThrough'
> {
  client: BoardClient & { id: number };
}

/** Its row as read. */
interface OwingRow {
  id: number;
  plan: ClientSubscription['plan'];
  posts_per_month: number;
  status: ClientSubscription['status'];
  end_date: Date | string | null;
  renewal_date: Date | string | null;
  auto_renew: boolean;
  paid_through: Date | string | null;
  client_id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  writer_id: number | null;
  writer_username: string | null;
  writer_first_name: string | null;
  writer_last_name: string | null;
  writer_deactivated_at: Date | string | null;
}
