import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ClientActor } from '../common/client-scope.js';
import { displayName } from '../common/names.js';
import type { SessionUser } from '../common/session-user.js';
import { writerScope } from '../common/team-scope.js';
import type { PlanName } from '../plans/plans.js';
import { calendarRange } from './calendar-range.js';
import type {
  AdminCalendarDto,
  AdminCalendarQueryDto,
  CalendarDto,
  CalendarPostDto,
  CalendarQueryDto,
} from './dto/calendar.dto.js';
import { asSeenBy } from './post.mapper.js';
import { clientStatus } from './post-rules.js';
import { Post, type PostStatus } from './post.entity.js';
import { VISIBLE_TO_CLIENT } from './post-access.js';
import { PostsService } from './posts.service.js';
import { mediaThumbnailUrl, postMediaKind, PostMediaReader, type AttachedFile } from './post-media-reader.js';
import type { MediaReader } from './media-urls.js';

/** The posts by scheduled date, for the team and for a client. Moving one is the post's own PATCH. */
@Injectable()
export class CalendarService {
  constructor(
    private readonly em: EntityManager,
    private readonly posts: PostsService,
    private readonly media: PostMediaReader,
  ) {}

  /**
   * The posts scheduled in the range (on the scheduledFor index), of the clients the member works on
   * (a writer: theirs; another's client asked for gives none, as a missing one does), with those
   * clients by name for the filter. Read as rows, not entities: a month of every client's posts is
   * hundreds, and hydrating each with its client and subscription into the unit of work was most of
   * the route's time (docs/architecture.md, "What a request costs").
   */
  async forTeam(
    { from, to, tz, clientId }: AdminCalendarQueryDto,
    member: SessionUser,
  ): Promise<AdminCalendarDto> {
    const writer = writerScope(member);
    const { start, end } = calendarRange(from, to, tz ?? 'UTC');
    const posts = [`p.scheduled_for >= ?`, `p.scheduled_for < ?`];
    const postParams: unknown[] = [start, end];
    if (writer !== undefined) {
      posts.push(`c.assigned_to_id = ?`);
      postParams.push(writer);
    }
    if (clientId) {
      posts.push(`p.client_id = ?`);
      postParams.push(clientId);
    }
    const [items, clients] = await Promise.all([
      this.em.execute<CalendarRow[]>(
        // Whether it goes out on LinkedIn by itself: a publication waiting for this very time (the
        // linkedin module's table, read here so the calendar costs no second query).
        `select p.id, p.title, p.status, p.scheduled_for, s.plan, p.client_id,
                c.username, c.first_name, c.last_name,
                exists (select 1 from "linkedin_publications" l
                         where l.post_id = p.id and l.state in ('scheduled', 'publishing')
                           and l.publish_at = p.scheduled_for) as on_linkedin
           from "content_deliverables" p
           join "users" c on c.id = p.client_id
           join "client_subscriptions" s on s.id = p.subscription_id
          where ${posts.join(' and ')}
          order by p.scheduled_for asc, p.id asc`,
        postParams,
      ),
      this.em.execute<NamedRow[]>(
        `select c.id, c.username, c.first_name, c.last_name from "users" c
          where c.role = 'client'${writer === undefined ? '' : ' and c.assigned_to_id = ?'}`,
        writer === undefined ? [] : [writer],
      ),
    ]);
    // The team sees the drafts' media, as they stand now.
    const media = await this.media.drafts(items.map((row) => row.id));
    return {
      items: items.map((row) => ({
        id: row.id,
        title: row.title,
        status: row.status,
        scheduledFor: new Date(row.scheduled_for),
        ...calendarMedia(media.get(row.id), { kind: 'team', postId: row.id }),
        plan: row.plan,
        clientId: row.client_id,
        clientName: displayName(namedOf(row)),
        onLinkedIn: row.on_linkedin,
      })),
      clients: clients
        .map((client) => ({ id: client.id, name: displayName(namedOf(client)) }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
    };
  }

  /**
   * The client's own posts scheduled in the range, as they see them: no draft they were never
   * delivered; one being revised shows as delivered, with the title they received.
   */
  async forClient(actor: ClientActor, { from, to, tz }: CalendarQueryDto): Promise<CalendarDto> {
    const posts = await this.em.find(
      Post,
      { $and: [{ client: actor.clientId }, VISIBLE_TO_CLIENT, this.scheduledIn(from, to, tz)] },
      { populate: ['subscription'], orderBy: { scheduledFor: 'asc', id: 'asc' } },
    );
    // The client sees what was delivered to them, never a revision's new media.
    const [received, media] = await Promise.all([
      this.posts.receivedVersions(posts),
      this.media.delivered(posts.map((post) => post.id)),
    ]);
    return {
      items: posts.map((post) =>
        asSeenBy(actor, {
          ...toCalendarPostDto(post),
          ...calendarMedia(media.get(post.id), { kind: 'client', postId: post.id }),
          title: received.get(post.id)?.title ?? post.title,
          status: clientStatus(post),
        }),
      ),
    };
  }

  private scheduledIn(from: string, to: string, tz = 'UTC'): FilterQuery<Post> {
    const { start, end } = calendarRange(from, to, tz);
    return { scheduledFor: { $gte: start, $lt: end } };
  }
}

/** What the calendar shows of a post's media: its kind and its first file's thumbnail. */
const calendarMedia = (
  files: AttachedFile[] | undefined,
  reader: MediaReader,
): Pick<CalendarPostDto, 'mediaKind' | 'thumbnailUrl'> => ({
  mediaKind: postMediaKind(files),
  thumbnailUrl: mediaThumbnailUrl(files, reader),
});

const toCalendarPostDto = (post: Post): Omit<CalendarPostDto, 'mediaKind' | 'thumbnailUrl'> => ({
  id: post.id,
  title: post.title,
  status: post.status,
  // In the range, so set.
  scheduledFor: post.scheduledFor!,
  plan: post.subscription.plan,
});

/** A user's name columns, as the calendar reads them. */
interface NamedRow {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
}

/** A post of the team's calendar, with its client's name (scheduled_for as PostgreSQL writes it). */
interface CalendarRow extends Omit<NamedRow, 'id'> {
  id: number;
  title: string;
  status: PostStatus;
  scheduled_for: string;
  plan: PlanName;
  client_id: number;
  on_linkedin: boolean;
}

const namedOf = (row: Omit<NamedRow, 'id'>) => ({
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
});
