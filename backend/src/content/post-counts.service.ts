import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

export interface PostCounts {
  /** Posts first delivered in the period. */
  delivered: number;
  /** Posts whose revision the client is waiting for. */
  revisionsWaiting: number;
}

/** How clients' posts stand, counted for the production board and the clients list. */
@Injectable()
export class PostCountsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Per client, in one grouped query: posts first delivered since `from` (and before `until`, when
   * given) and revisions waiting. Only clients with either appear; `clientIds` narrows it to those.
   */
  async byClient({
    from,
    until,
    clientIds,
  }: {
    from: Date;
    until?: Date;
    clientIds?: number[];
  }): Promise<Map<number, PostCounts>> {
    if (clientIds?.length === 0) return new Map();
    const delivered = until ? `"delivered_at" >= ? and "delivered_at" < ?` : `"delivered_at" >= ?`;
    const period = until ? [from, until] : [from];
    const only = clientIds ? `and "client_id" in (${clientIds.map(() => '?').join(', ')})` : '';
    const rows = await this.em
      .getConnection()
      .execute<{ client_id: number; delivered: number; revisions: number }[]>(
        `select "client_id",
              count(*) filter (where ${delivered})::int as "delivered",
              count(*) filter (where "revision_requested")::int as "revisions"
         from "content_deliverables"
        where ((${delivered}) or "revision_requested") ${only}
        group by "client_id"`,
        [...period, ...period, ...(clientIds ?? [])],
      );
    return new Map(
      rows.map((row) => [row.client_id, { delivered: row.delivered, revisionsWaiting: row.revisions }]),
    );
  }
}
