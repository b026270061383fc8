import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { displayName } from '../common/names.js';
import type { SessionUser } from '../common/session-user.js';
import { assignmentConditions } from '../common/team-scope.js';
import { User } from '../users/user.entity.js';
import { calendarRange } from './calendar-range.js';
import type {
  AdminCalendarDto,
  AdminCalendarQueryDto,
  CalendarDto,
  CalendarPostDto,
  CalendarQueryDto,
} from './dto/calendar.dto.js';
import { clientStatus } from './post-rules.js';
import { Post } from './post.entity.js';
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
   * clients by name for the filter.
   */
  async forTeam(
    { from, to, tz, clientId }: AdminCalendarQueryDto,
    member: SessionUser,
  ): Promise<AdminCalendarDto> {
    const assignment = assignmentConditions(member);
    const where: FilterQuery<Post>[] = [this.scheduledIn(from, to, tz)];
    if (assignment.length > 0) where.push(...assignment.map((client) => ({ client })));
    if (clientId) where.push({ client: clientId });
    const [posts, clients] = await Promise.all([
      this.em.find(
        Post,
        { $and: where },
        { populate: ['client', 'subscription'], orderBy: { scheduledFor: 'asc', id: 'asc' } },
      ),
      this.em.find(User, { role: 'client', ...(assignment.length > 0 && { $and: assignment }) }),
    ]);
    return {
      items: posts.map((post) => ({
        ...toCalendarPostDto(post),
        clientId: post.client.id,
        clientName: displayName(post.client),
      })),
      clients: clients
        .map((client) => ({ id: client.id, name: displayName(client) }))
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

const toCalendarPostDto = (post: Post): CalendarPostDto => ({
  id: post.id,
  title: post.title,
  status: post.status,
  // In the range, so set.
  scheduledFor: post.scheduledFor!,
  plan: post.subscription.plan,
});
