import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { DAY_MS } from '../common/dates.js';
import { displayName } from '../common/names.js';
import type { SessionUser } from '../common/session-user.js';
import { writerScope } from '../common/team-scope.js';
import type { LinkedInBoardDto } from './dto/linkedin-board.dto.js';
import type { LinkedInApi } from './linkedin-api.js';
import { LINKEDIN_API } from './linked-in-connections.js';

/** Rows shown of each list; the board is a place to start, not an archive. */
const SHOWN = 20;

interface Named {
  username: string;
  first_name: string | null;
  last_name: string | null;
}

const nameOf = (row: Named) =>
  displayName({ username: row.username, firstName: row.first_name, lastName: row.last_name });

/**
 * The board's LinkedIn lists (docs/product.md, "The board"): clients with approved posts waiting whose
 * connection ends within a week, has ended, or is gone; and posts that did not go out or may have. A
 * writer's hold their clients only.
 */
@Injectable()
export class LinkedInBoard {
  constructor(
    private readonly em: EntityManager,
    @Inject(LINKEDIN_API) private readonly api: LinkedInApi | null,
    private readonly clock: Clock,
  ) {}

  async forMember(member: SessionUser, now = this.clock.now()): Promise<LinkedInBoardDto> {
    if (!this.api) return { ending: [], trouble: [] };
    const writer = writerScope(member);
    const scope = writer === undefined ? '' : 'and u.assigned_to_id = ?';
    const scoped = writer === undefined ? [] : [writer];
    const [ending, trouble] = await Promise.all([
      this.em.execute<(Named & { client_id: number; expires_at: string | null; waiting: number })[]>(
        `select u.id as client_id, u.username, u.first_name, u.last_name, c.expires_at, w.waiting
           from (select p.client_id, count(*)::int as waiting
                   from linkedin_publications l join content_deliverables p on p.id = l.post_id
                  where l.state = 'scheduled' and p.status = 'scheduled'
                  group by p.client_id) w
           join users u on u.id = w.client_id
           left join linkedin_connections c on c.client_id = u.id
          where (c.id is null or c.expires_at <= ?) ${scope}
          order by c.expires_at nulls first, u.id
          limit ${SHOWN}`,
        [new Date(now.getTime() + 7 * DAY_MS), ...scoped],
      ),
      this.em.execute<
        (Named & {
          post_id: number;
          title: string;
          client_id: number;
          state: 'not_published' | 'check_linkedin';
          reason: string | null;
          updated_at: string;
        })[]
      >(
        `select p.id as post_id, p.title, u.id as client_id, u.username, u.first_name, u.last_name,
                l.state, l.reason, l.updated_at
           from linkedin_publications l
           join content_deliverables p on p.id = l.post_id
           join users u on u.id = p.client_id
          where l.state in ('not_published', 'check_linkedin') and p.status <> 'published' ${scope}
          order by l.updated_at, l.id
          limit ${SHOWN}`,
        scoped,
      ),
    ]);
    return {
      ending: ending.map((row) => ({
        clientId: row.client_id,
        name: nameOf(row),
        endsAt: row.expires_at === null ? null : new Date(row.expires_at),
        waiting: row.waiting,
      })),
      trouble: trouble.map((row) => ({
        postId: row.post_id,
        title: row.title,
        clientId: row.client_id,
        clientName: nameOf(row),
        state: row.state,
        reason: row.reason,
        since: new Date(row.updated_at),
      })),
    };
  }
}
