import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * A post's current numbers: its latest snapshot (latest recordedOn, then latest id), read per post
 * through the (post_id, recorded_on) index. Joined `left join lateral … on true` to the posts as `p`.
 */
const CURRENT_NUMBERS = `left join lateral (
    select s.impressions, s.reactions + s.comments + s.reposts as interactions
      from performance_snapshots s
     where s.post_id = p.id
     order by s.recorded_on desc, s.id desc
     limit 1) n on true`;

/** The figures of the posts published in a period (see performance-periods.ts for the definitions). */
export interface PeriodFigures {
  published: number;
  impressions: number;
  /** Reactions + comments + reposts. */
  interactions: number;
}

/** Which posts count: one client's, some clients', a writer's clients' (all when none is given). */
export interface ClientFilter {
  clientId?: number;
  clientIds?: number[];
  writer?: number;
}

/** A post among the best: its current numbers. */
export interface RankedPost {
  clientId: number;
  id: number;
  title: string;
  publishedAt: Date;
  impressions: number;
  interactions: number;
}

const NONE: PeriodFigures = { published: 0, impressions: 0, interactions: 0 };

/** The engagement rate of a period's figures: interactions / impressions, null with no impressions. */
export const rateOf = (figures: PeriodFigures): number | null =>
  figures.impressions > 0 ? figures.interactions / figures.impressions : null;

/** Adds up periods' figures. */
export const sumFigures = (all: PeriodFigures[]): PeriodFigures =>
  all.reduce(
    (total, figures) => ({
      published: total.published + figures.published,
      impressions: total.impressions + figures.impressions,
      interactions: total.interactions + figures.interactions,
    }),
    NONE,
  );

/**
 * The performance figures, computed in PostgreSQL in one grouped query per question (never one per
 * post): the summary's months, the board's two windows and the monthly report all read them here.
 */
@Injectable()
export class PerformanceFigures {
  constructor(private readonly em: EntityManager) {}

  /**
   * Per client and per period, the figures of the posts published in it. `bounds` are the periods'
   * edges in order ([a, b, c]: the periods [a, b) and [b, c)); the answer holds, for each client with
   * a post published in them, one PeriodFigures per period (zeros where none).
   */
  async byClient(bounds: Date[], filter: ClientFilter = {}): Promise<Map<number, PeriodFigures[]>> {
    if (filter.clientIds?.length === 0) return new Map();
    const { sql, values } = clientCondition(filter);
    const rows = await this.em
      .getConnection()
      .execute<
        { client_id: number; bucket: number; published: number; impressions: number; interactions: number }[]
      >(
        `select p.client_id, width_bucket(p.published_at, array[${bounds.map(() => '?::timestamptz').join(', ')}]) as bucket,
              count(*)::int as published,
              coalesce(sum(n.impressions), 0)::float8 as impressions,
              coalesce(sum(n.interactions), 0)::float8 as interactions
         from content_deliverables p
         ${CURRENT_NUMBERS}
        where p.published_at >= ? and p.published_at < ? ${sql}
        group by 1, 2`,
        [...bounds, bounds[0], bounds[bounds.length - 1], ...values],
      );
    const periods = bounds.length - 1;
    const result = new Map<number, PeriodFigures[]>();
    for (const row of rows) {
      const figures = result.get(row.client_id) ?? Array.from({ length: periods }, () => ({ ...NONE }));
      figures[row.bucket - 1] = {
        published: row.published,
        impressions: Number(row.impressions),
        interactions: Number(row.interactions),
      };
      result.set(row.client_id, figures);
    }
    return result;
  }

  /**
   * Each client's best `limit` posts published in [from, until): by engagement rate among the posts
   * with impressions, ties by impressions (then the newest).
   */
  async best(from: Date, until: Date, limit: number, filter: ClientFilter = {}): Promise<RankedPost[]> {
    if (filter.clientIds?.length === 0) return [];
    const { sql, values } = clientCondition(filter);
    const rows = await this.em.getConnection().execute<
      {
        client_id: number;
        id: number;
        title: string;
        published_at: Date;
        impressions: number;
        interactions: number;
      }[]
    >(
      `select client_id, id, title, published_at, impressions, interactions from (
         select p.client_id, p.id, p.title, p.published_at, n.impressions, n.interactions,
                row_number() over (partition by p.client_id
                  order by n.interactions::float8 / n.impressions desc, n.impressions desc, p.published_at desc, p.id desc) as place
           from content_deliverables p
           ${CURRENT_NUMBERS}
          where p.published_at >= ? and p.published_at < ? and n.impressions > 0 ${sql}
       ) ranked
       where place <= ?
       order by client_id, place`,
      [from, until, ...values, limit],
    );
    return rows.map((row) => ({
      clientId: row.client_id,
      id: row.id,
      title: row.title,
      publishedAt: new Date(row.published_at),
      impressions: row.impressions,
      interactions: row.interactions,
    }));
  }
}

function clientCondition({ clientId, clientIds, writer }: ClientFilter): { sql: string; values: number[] } {
  const parts: string[] = [];
  const values: number[] = [];
  if (clientId !== undefined) {
    parts.push('and p.client_id = ?');
    values.push(clientId);
  }
  if (clientIds) {
    parts.push(`and p.client_id in (${clientIds.map(() => '?').join(', ')})`);
    values.push(...clientIds);
  }
  if (writer !== undefined) {
    parts.push('and p.client_id in (select id from users where assigned_to_id = ?)');
    values.push(writer);
  }
  return { sql: parts.join(' '), values };
}
