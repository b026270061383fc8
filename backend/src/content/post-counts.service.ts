import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

export interface PostCounts {
  /** Posts first delivered in the period. */
  delivered: number;
  /** Posts whose revision the client is waiting for. */
  revisionsWaiting: number;
  /** Drafts ready for an admin's review. */
  reviewsWaiting: number;
}

/** How clients' posts stand, counted for the production board and the clients list. */
@Injectable()
export class PostCountsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Per client, in one grouped query: posts first delivered since `from` (and before `until`, when
   * given), revisions waiting and drafts ready for review. Only clients with any appear; `clientIds`
   * narrows it to those, `writer` to the clients assigned to that member.
   */
  async byClient({
    from,
    until,
    clientIds,
    writer,
  }: {
    from: Date;
    until?: Date;
    clientIds?: number[];
    writer?: number;
  }): Promise<Map<number, PostCounts>> {
    if (clientIds?.length === 0) return new Map();
    const delivered = until ? `"delivered_at" >= ? and "delivered_at" < ?` : `"delivered_at" >= ?`;
    const period = until ? [from, until] : [from];
    const review = `"status" = 'draft' and "review_state" = 'ready'`;
    const only = clientIds ? `and "client_id" in (${clientIds.map(() => '?').join(', ')})` : '';
    const theirs =
      writer === undefined ? '' : `and "client_id" in (select "id" from "users" where "assigned_to_id" = ?)`;
    const rows = await this.em
      .getConnection()
      .execute<{ client_id: number; delivered: number; revisions: number; reviews: number }[]>(
        `select "client_id",
              count(*) filter (where ${delivered})::int as "delivered",
              count(*) filter (where "revision_requested")::int as "revisions",
              count(*) filter (where ${review})::int as "reviews"
         from "content_deliverables"
        where ((${delivered}) or "revision_requested" or "review_state" = 'ready') ${only} ${theirs}
        group by "client_id"`,
        [...period, ...period, ...(clientIds ?? []), ...(writer === undefined ? [] : [writer])],
      );
    return new Map(
      rows.map((row) => [
        row.client_id,
        { delivered: row.delivered, revisionsWaiting: row.revisions, reviewsWaiting: row.reviews },
      ]),
    );
  }
}
