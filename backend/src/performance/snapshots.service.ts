import { EntityManager, type Loaded } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { CSV_BATCH, csvPieces, type CsvValue } from '../common/csv.js';
import { ValidationFailedException } from '../common/filters/all-exceptions.filter.js';
import { displayName } from '../common/names.js';
import type { SessionUser } from '../common/session-user.js';
import { Post } from '../content/post.entity.js';
import { PostAccess } from '../content/post-access.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { engagementRate } from './engagement.js';
import { PerformanceSnapshot } from './performance-snapshot.entity.js';
import {
  dayOf,
  numbersToConfirm,
  recordedOnRange,
  recordedOnRefusal,
  statusRefusal,
} from './snapshot-rules.js';
import type {
  ClientPostNumbersDto,
  PostPerformanceDto,
  RecordClientSnapshotsDto,
  RecordSnapshotDto,
  SnapshotDto,
} from './dto/snapshot.dto.js';

/** The header of the performance CSV: one row per snapshot. */
export const PERFORMANCE_CSV_HEADER = [
  'Post title',
  'Published',
  'LinkedIn URL',
  'Recorded on',
  'Impressions',
  'Reactions',
  'Comments',
  'Reposts',
  'Engagement rate',
];

/** The most published posts the team's entry table lists: as many as one bulk entry takes. */
const ENTRY_TABLE_POSTS = 200;

/** A post's snapshots in the order they are shown: oldest day first, two of a day in entry order. */
const SNAPSHOT_ORDER = { recordedOn: 'asc', id: 'asc' } as const;

function toSnapshotDto(snapshot: PerformanceSnapshot): SnapshotDto {
  const { id, recordedOn, impressions, reactions, comments, reposts, createdAt } = snapshot;
  return {
    id,
    recordedOn: String(recordedOn),
    impressions,
    reactions,
    comments,
    reposts,
    engagementRate: engagementRate(snapshot),
    recordedBy: snapshot.recordedBy ? displayName(snapshot.recordedBy) : null,
    createdAt,
  };
}

/** Who reads a post's numbers: the client, or a team member (which posts each may see: PostAccess). */
export type PostReader = { client: number } | { member: SessionUser };

/**
 * The numbers of published posts, entered by the client or the team: kept, never overwritten. A
 * snapshot is for a published post, dated from its publishing day to today, and one that looks
 * mistyped (fewer impressions than recorded before, or reactions, comments or reposts above its
 * impressions: `numbersToConfirm`) needs the person's confirmation, in the single entry and the bulk one.
 */
@Injectable()
export class SnapshotsService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: PostAccess,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /** A post's snapshots, oldest day first. */
  async list(reader: PostReader, postId: number): Promise<PostPerformanceDto> {
    return this.performanceOf(await this.postFor(reader, postId));
  }

  /** Records one snapshot of a published post; answers the post's snapshots with it. */
  async record(
    reader: PostReader,
    postId: number,
    { confirmed, recordedOn, ...numbers }: RecordSnapshotDto,
    recordedBy: number,
  ): Promise<PostPerformanceDto> {
    const post = await this.postFor(reader, postId);
    const refusal = statusRefusal(post.status);
    if (refusal) throw new ConflictException(refusal);
    const dateRefusal = recordedOnRefusal(recordedOn, post.publishedAt, this.clock.now());
    if (dateRefusal) throw new ValidationFailedException([dateRefusal]);
    const earlier = await this.em.find(PerformanceSnapshot, { post }, { orderBy: SNAPSHOT_ORDER });
    const questions = numbersToConfirm(earlier.map(asRecorded), recordedOn, numbers, confirmed);
    if (questions.length > 0)
      throw new ConflictException({
        message: questions[0]!.message,
        errors: questions.map(({ message }) => message),
      });
    this.em.create(PerformanceSnapshot, {
      post,
      recordedOn,
      ...numbers,
      recordedBy: this.em.getReference(User, recordedBy),
    });
    await this.em.flush();
    return this.performanceOf(post);
  }

  /**
   * Numbers for many of a client's published posts, read on one day: every row is checked first,
   * and either all are stored (one flush, one transaction) or none. A row's problem names the row
   * (`rows.2.impressions: …`) and, for a rule of the post, the post's title.
   */
  async recordMany(
    clientId: number,
    member: SessionUser,
    { recordedOn, rows, confirmed }: RecordClientSnapshotsDto,
  ): Promise<ClientPostNumbersDto> {
    const client = await this.users.findClientOrFail(clientId, member);
    const posts = await this.em.find(Post, {
      id: { $in: [...new Set(rows.map((row) => row.postId))] },
      client,
    });
    const byId = new Map(posts.map((post) => [post.id, post]));
    const earlier = await this.em.find(PerformanceSnapshot, { post: { $in: posts } });
    const now = this.clock.now();
    const invalid: string[] = [];
    const conflicts: string[] = [];
    const seen = new Map<number, number>();
    rows.forEach((row, index) => {
      const at = `rows.${index}`;
      const post = byId.get(row.postId);
      if (!post) {
        invalid.push(`${at}.postId: Post ${row.postId} is not one of this client's posts`);
        return;
      }
      const first = seen.get(row.postId);
      if (first !== undefined) {
        invalid.push(`${at}.postId: "${post.title}" is already in row ${first}`);
        return;
      }
      seen.set(row.postId, index);
      const status = statusRefusal(post.status);
      if (status) {
        conflicts.push(`${at}.postId: "${post.title}": ${status}`);
        return;
      }
      const date = recordedOnRefusal(recordedOn, post.publishedAt, now);
      if (date) invalid.push(`${at}.recordedOn: "${post.title}": ${date}`);
      const { postId: _postId, ...numbers } = row;
      for (const { field, message } of numbersToConfirm(
        earlier.filter((snapshot) => snapshot.post.id === post.id).map(asRecorded),
        recordedOn,
        numbers,
        confirmed,
      ))
        conflicts.push(`${at}.${field}: "${post.title}": ${message}`);
    });
    if (invalid.length > 0) throw new ValidationFailedException(invalid);
    if (conflicts.length > 0) throw new ConflictException({ message: conflicts[0], errors: conflicts });
    const by = this.em.getReference(User, member.id);
    for (const { postId, ...numbers } of rows)
      this.em.create(PerformanceSnapshot, {
        post: byId.get(postId)!,
        recordedOn,
        ...numbers,
        recordedBy: by,
      });
    await this.em.flush();
    return this.numbersOf(client);
  }

  /** The team's entry table: the client's published posts, latest published first, with their latest numbers. */
  async postNumbers(clientId: number, member: SessionUser): Promise<ClientPostNumbersDto> {
    return this.numbersOf(await this.users.findClientOrFail(clientId, member));
  }

  private async numbersOf(client: User): Promise<ClientPostNumbersDto> {
    const posts = await this.em.find(
      Post,
      { client, status: 'published' },
      { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: ENTRY_TABLE_POSTS },
    );
    // Each post's latest snapshot alone (the last in SNAPSHOT_ORDER), each found on the post's index.
    const latestIds = posts.length
      ? await this.em.execute<{ id: number }[]>(
          `select s."id" from unnest(array[${posts.map(() => '?').join(', ')}]::int[]) as p("id")
             cross join lateral (select "id" from "performance_snapshots"
                                  where "post_id" = p."id" order by "recorded_on" desc, "id" desc limit 1) s`,
          posts.map((post) => post.id),
        )
      : [];
    const snapshots = latestIds.length
      ? await this.em.find(
          PerformanceSnapshot,
          { id: { $in: latestIds.map((row) => row.id) } },
          { populate: ['recordedBy'] },
        )
      : [];
    const latest = new Map(snapshots.map((snapshot) => [snapshot.post.id, snapshot]));
    return {
      items: posts.map((post) => {
        const snapshot = latest.get(post.id);
        return {
          postId: post.id,
          title: post.title,
          publishedAt: post.publishedAt ?? null,
          publishedUrl: post.publishedUrl ?? null,
          latest: snapshot ? toSnapshotDto(snapshot) : null,
        };
      }),
    };
  }

  /** The client's own snapshots as CSV, in pieces. */
  clientCsv(clientId: number): AsyncIterable<string> {
    return this.csvOf(clientId);
  }

  /** A client's snapshots as CSV for the team, in pieces (a writer's own clients only; another's is 404). */
  async teamCsv(clientId: number, member: SessionUser): Promise<AsyncIterable<string>> {
    const client = await this.users.findClientOrFail(clientId, member);
    return this.csvOf(client.id);
  }

  /**
   * One row per snapshot, the posts in the order they were published, each post's oldest day first:
   * read through a cursor a batch at a time as the pieces are pulled.
   */
  private csvOf(clientId: number): AsyncIterable<string> {
    // Its own context: the rows are read after the handler returned, while the answer goes out.
    const snapshots = this.em.fork().stream(PerformanceSnapshot, {
      where: { post: { client: clientId } },
      populate: ['post'],
      orderBy: { post: { publishedAt: 'asc', id: 'asc' }, recordedOn: 'asc', id: 'asc' },
      chunkSize: CSV_BATCH,
    });
    return csvPieces(PERFORMANCE_CSV_HEADER, snapshotRows(snapshots));
  }

  private async performanceOf(post: Post): Promise<PostPerformanceDto> {
    const snapshots = await this.em.find(
      PerformanceSnapshot,
      { post },
      { populate: ['recordedBy'], orderBy: SNAPSHOT_ORDER },
    );
    const published = post.status === 'published';
    return {
      postId: post.id,
      publishedAt: post.publishedAt ?? null,
      earliestRecordedOn: published
        ? (recordedOnRange(post.publishedAt, this.clock.now()).from ?? null)
        : null,
      snapshots: snapshots.map(toSnapshotDto),
    };
  }

  /** A post the reader may see (PostAccess: the client's as the portal shows them, or the member's). */
  private postFor(reader: PostReader, id: number): Promise<Post> {
    return 'client' in reader
      ? this.access.forClient(reader.client, id)
      : this.access.forTeam(reader.member, id);
  }
}

const asRecorded = (snapshot: PerformanceSnapshot) => ({
  recordedOn: String(snapshot.recordedOn),
  impressions: snapshot.impressions,
});

/** The CSV's rows, one per snapshot. */
async function* snapshotRows(
  snapshots: AsyncIterable<Loaded<PerformanceSnapshot, 'post'>>,
): AsyncGenerator<CsvValue[]> {
  for await (const snapshot of snapshots) {
    const { post } = snapshot;
    const rate = engagementRate(snapshot);
    yield [
      post.title,
      post.publishedAt ? dayOf(post.publishedAt) : null,
      post.publishedUrl,
      String(snapshot.recordedOn),
      snapshot.impressions,
      snapshot.reactions,
      snapshot.comments,
      snapshot.reposts,
      rate === null ? null : Math.round(rate * 10_000) / 10_000,
    ];
  }
}
