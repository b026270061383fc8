import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { displayName } from '../common/names.js';
import type { PlanName } from '../plans/plans.js';
import type { SessionUser } from '../common/session-user.js';
import { assignmentConditions } from '../common/team-scope.js';
import { calendarRange } from './calendar-range.js';
import type {
  AdminCalendarDto,
  AdminCalendarQueryDto,
  CalendarDto,
  CalendarPostDto,
  CalendarQueryDto,
} from './dto/calendar.dto.js';
import { clientStatus } from './post-rules.js';
import { Post, type PostStatus } from './post.entity.js';
import { PostsService, VISIBLE_TO_CLIENT } from './posts.service.js';

/** The posts by scheduled date, for the team and for a client. Moving one is the post's own PATCH. */
@Injectable()
export class CalendarService {
  constructor(
    private readonly em: EntityManager,
    private readonly posts: PostsService,
  ) {}

  /**
   * The posts scheduled in the range (on the scheduledFor index), of the clients the member works on
   * (a writer: theirs; another's client asked for gives none, as a missing one does), with those
   * clients by name for the filter. Read as rows of the few columns shown, not as entities: a month
   * of a busy team's calendar holds thousands of posts.
   */
  async forTeam(
    { from, to, tz, clientId }: AdminCalendarQueryDto,
    member: SessionUser,
  ): Promise<AdminCalendarDto> {
    const { start, end } = calendarRange(from, to, tz ?? 'UTC');
    const assignment = assignmentConditions(member).map(({ assignedTo }) =>
      assignedTo === null
        ? { sql: 'u."assigned_to_id" is null', params: [] }
        : { sql: 'u."assigned_to_id" = ?', params: [assignedTo] },
    );
    const assigned = assignment.map((condition) => ` and ${condition.sql}`).join('');
    const assignedParams = assignment.flatMap((condition) => condition.params);
    const [posts, clients] = await Promise.all([
      this.em.execute<CalendarRow[]>(
        `select p."id", p."title", p."status", p."scheduled_for", s."plan", u."id" as "client_id",
                u."first_name", u."last_name", u."username"
           from "content_deliverables" p
           join "users" u on u."id" = p."client_id"
           join "client_subscriptions" s on s."id" = p."subscription_id"
          where p."scheduled_for" >= ? and p."scheduled_for" < ?${assigned}${clientId ? ' and p."client_id" = ?' : ''}
          order by p."scheduled_for", p."id"`,
        [start, end, ...assignedParams, ...(clientId ? [clientId] : [])],
      ),
      this.em.execute<NameRow[]>(
        `select u."id", u."first_name", u."last_name", u."username" from "users" u
          where u."role" = 'client'${assigned}`,
        assignedParams,
      ),
    ]);
    return {
      items: posts.map((row) => ({
        id: row.id,
        title: row.title,
        status: row.status,
        scheduledFor: new Date(row.scheduled_for),
        plan: row.plan,
        clientId: row.client_id,
        clientName: displayName(named(row)),
      })),
      clients: clients
        .map((client) => ({ id: client.id, name: displayName(named(client)) }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
    };
  }

  /**
   * The client's own posts scheduled in the range, as they see them: no draft they were never
   * delivered; one being revised shows as delivered, with the title they received.
   */
  async forClient(clientId: number, { from, to, tz }: CalendarQueryDto): Promise<CalendarDto> {
    const posts = await this.em.find(
      Post,
      { $and: [{ client: clientId }, VISIBLE_TO_CLIENT, this.scheduledIn(from, to, tz)] },
      { populate: ['subscription'], orderBy: { scheduledFor: 'asc', id: 'asc' } },
    );
    const received = await this.posts.receivedVersions(posts);
    return {
      items: posts.map((post) => ({
        ...toCalendarPostDto(post),
        title: received.get(post.id)?.title ?? post.title,
        status: clientStatus(post),
      })),
    };
  }

  private scheduledIn(from: string, to: string, tz = 'UTC'): FilterQuery<Post> {
    const { start, end } = calendarRange(from, to, tz);
    return { scheduledFor: { $gte: start, $lt: end } };
  }
}

/** A client's name columns, as the calendar reads them. */
interface NameRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  username: string;
}

/** A post of the team's calendar, as read: the columns shown, its plan and its client's name. */
interface CalendarRow extends Omit<NameRow, 'id'> {
  id: number;
  title: string;
  status: PostStatus;
  scheduled_for: Date | string;
  plan: PlanName;
  client_id: number;
}

const named = (row: Omit<NameRow, 'id'>) => ({
  firstName: row.first_name,
  lastName: row.last_name,
  username: row.username,
});

const toCalendarPostDto = (post: Post): CalendarPostDto => ({
  id: post.id,
  title: post.title,
  status: post.status,
  // In the range, so set.
  scheduledFor: post.scheduledFor!,
  plan: post.subscription.plan,
});
