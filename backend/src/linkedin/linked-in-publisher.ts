import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock.js';
import { displayName, greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import { backOfficePostUrl, portalPostUrl } from '../content/post-addresses.js';
import { PostMediaReader, type AttachedFile } from '../content/post-media-reader.js';
import { publishedNow } from '../content/post-rules.js';
import { Post } from '../content/post.entity.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { MEDIA_STORAGE, type MediaStorage } from '../media/media-storage.js';
import { objectKey } from '../media/storage-keys.js';
import { TeamNotices } from '../notices/team-notices.js';
import { JobQueue } from '../queue/job-queue.js';
import type { User } from '../users/user.entity.js';
import { LinkedInApi, LinkedInError, type LinkedInPostInput } from './linkedin-api.js';
import { LinkedInPublication, type PublicationState } from './linkedin-publication.entity.js';
import { LINKEDIN_API, LinkedInConnections } from './linked-in-connections.js';
import { LINKEDIN_PUBLISH_NOW } from './linked-in-publishing.js';
import {
  linkedInSettingsUrl,
  notPublishedMail,
  publishedMail,
  teamPublishingMail,
} from './linkedin.mails.js';

/** The pass that sends the posts whose time has come: every minute. */
export const LINKEDIN_DUE = 'linkedin-due';
export const LINKEDIN_DUE_CRON = '* * * * *';
/** Tries before a post LinkedIn keeps answering busy is given up ("Not published"): about an hour. */
export const MAX_TRIES = 7;
/** A server's hold on a post it is sending: older than this, the server is taken as gone. */
export const LEASE_MS = 10 * 60 * 1000;
/** Posts sent per pass (the earliest due first); the next pass takes the rest. */
const BATCH = 50;

/** Minutes before the next try after `attempts` busy answers: 1, 2, 4 … 32. */
export const retryDelayMinutes = (attempts: number): number => 2 ** Math.max(0, attempts - 1);

const GAVE_UP = 'LinkedIn stayed busy for an hour: publish it again, or post it yourself.';
const NOT_CONNECTED = 'Your LinkedIn connection has ended: connect LinkedIn again in Settings.';

/**
 * A publication the queue may send now (`?`: now), as SQL on `l` (the publication) and `p` (its post):
 * scheduled and due, its post still scheduled for the time approved (the team moving it on the
 * calendar is a change) and delivered as the version approved.
 */
const AS_APPROVED = `l.state = 'scheduled' and l.next_try_at <= ? and p.status = 'scheduled'
  and p.scheduled_for = l.publish_at
  and l.version_number = (select max(v.number) from content_versions v where v.post_id = p.id)`;

interface PublishJob {
  publicationId: number;
}

/**
 * Sends approved posts to LinkedIn (docs/architecture.md, "LinkedIn"), never one twice:
 * - each post is claimed with a conditional update (scheduled, due, still as approved → publishing),
 *   so of two servers or two passes one sends it;
 * - media is uploaded first (nothing is posted yet: a failure there is safe to try again);
 * - `sentAt` is committed before the create: a server that dies after it leaves the post in
 *   "Check LinkedIn", never sent again by itself;
 * - LinkedIn busy (429, 5xx, no connection): tried again after 1, 2, 4 … 32 minutes;
 * - LinkedIn refusing for good: "Not published", with the reason; an unknown outcome: "Check LinkedIn".
 * The client and the team are told of every end.
 */
@Injectable()
export class LinkedInPublisher implements OnModuleInit {
  private readonly logger = new Logger('LinkedInPublisher');

  constructor(
    private readonly em: EntityManager,
    @Inject(LINKEDIN_API) private readonly api: LinkedInApi | null,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly connections: LinkedInConnections,
    private readonly media: PostMediaReader,
    private readonly clock: Clock,
    private readonly queue: JobQueue,
    private readonly outgoing: OutgoingMails,
    private readonly team: TeamNotices,
    private readonly mails: MailQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    this.queue.work<PublishJob>(
      LINKEDIN_PUBLISH_NOW,
      // The claim decides whether anything is sent: a job itself is never retried.
      { policy: 'exclusive', retryLimit: 0, expireInSeconds: 600 },
      (job) => this.publish(job.data.publicationId).then(() => undefined),
    );
    this.queue.schedule(LINKEDIN_DUE, LINKEDIN_DUE_CRON, () => this.run());
  }

  /** One pass at `now`: held posts of a server gone are looked at again, then the due ones are sent. */
  async run(now = this.clock.now()): Promise<void> {
    if (!this.api) return;
    const connection = this.em.fork().getConnection();
    const stale = new Date(now.getTime() - LEASE_MS);
    // Held too long and never sent: taken again. Sent with no answer recorded: it may be out.
    await connection.execute(
      `update linkedin_publications set state = 'scheduled', claimed_at = null, updated_at = now()
        where state = 'publishing' and claimed_at < ? and sent_at is null`,
      [stale],
    );
    const lost = await connection.execute<{ id: number }[]>(
      `update linkedin_publications set state = 'check_linkedin', reason = ?, updated_at = now()
        where state = 'publishing' and claimed_at < ? and sent_at is not null returning id`,
      ['The server sending it stopped before LinkedIn answered: check LinkedIn.', stale],
    );
    for (const { id } of lost) await this.tell(id, 'check_linkedin');
    // Only those the claim would take: one changed since its approval waits for a new one, and must
    // not hold a place in the batch every minute.
    const due = await connection.execute<{ id: number }[]>(
      `select l.id from linkedin_publications l join content_deliverables p on p.id = l.post_id
        where ${AS_APPROVED} order by l.next_try_at limit ${BATCH}`,
      [now],
    );
    for (const { id } of due) await this.publish(id, now);
  }

  /** Claims and sends one post, if it is due and still as approved; answers the state it ends in. */
  async publish(publicationId: number, now = this.clock.now()): Promise<PublicationState | null> {
    if (!this.api) return null;
    const em = this.em.fork();
    const claimed = await em.getConnection().execute<{ id: number }[]>(
      `update linkedin_publications l
          set state = 'publishing', claimed_at = ?, attempts = l.attempts + 1, updated_at = now()
         from content_deliverables p
        where l.id = ? and p.id = l.post_id and ${AS_APPROVED}
        returning l.id`,
      [now, publicationId, now],
    );
    if (claimed.length === 0) return null;
    const row = await em.findOneOrFail(LinkedInPublication, publicationId, { populate: ['post.client'] });
    const post = row.post as Post & { client: User };
    try {
      const credentials = await this.connections.credentials(post.client.id, em);
      if (!credentials || credentials.connection.expiresAt <= now)
        return await this.end(row, 'not_published', NOT_CONNECTED);
      const author = `urn:li:person:${credentials.connection.memberSub}`;
      const input: LinkedInPostInput = { authorUrn: author, commentary: post.content };
      const files = (await this.media.delivered([post.id])).get(post.id) ?? [];
      await this.upload(files, credentials.accessToken, author, input);
      // From here the post may reach LinkedIn: a server stopping now leaves it for a person to check.
      await em.nativeUpdate(LinkedInPublication, { id: row.id }, { sentAt: this.clock.now() });
      const published = await this.api.createPost(credentials.accessToken, input);
      return await this.end(row, 'published', null, published);
    } catch (error) {
      const sent = !!(await em.fork().findOne(LinkedInPublication, row.id))?.sentAt;
      if (!(error instanceof LinkedInError))
        // Our side failed (the media store, the database): tried again, unless the create went out.
        this.logger.error(
          `Post ${post.id}: publishing failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      const failure =
        error instanceof LinkedInError
          ? error
          : sent
            ? new LinkedInError(
                'unknown',
                'It was sent to LinkedIn and its answer was not recorded: check LinkedIn.',
              )
            : new LinkedInError('retry', 'It could not be sent yet: it will be tried again.');
      this.logger.warn(
        `Post ${post.id}: LinkedIn ${failure.outcome} (${failure.status ?? '-'} ${failure.code ?? ''}) on try ${row.attempts}`,
      );
      if (failure.outcome === 'unknown') return await this.end(row, 'check_linkedin', failure.reason);
      if (failure.outcome === 'retry' && row.attempts < MAX_TRIES) {
        await em.nativeUpdate(
          LinkedInPublication,
          { id: row.id },
          {
            state: 'scheduled',
            claimedAt: null,
            sentAt: null,
            reason: failure.reason,
            nextTryAt: new Date(this.clock.now().getTime() + retryDelayMinutes(row.attempts) * 60_000),
          },
        );
        return 'scheduled';
      }
      return await this.end(row, 'not_published', failure.outcome === 'retry' ? GAVE_UP : failure.reason);
    }
  }

  /** Each file uploaded for `author`, named in the post as LinkedIn takes it. */
  private async upload(
    files: AttachedFile[],
    accessToken: string,
    author: string,
    input: LinkedInPostInput,
  ): Promise<void> {
    for (const { file, altText, title } of files) {
      const bytes = await this.storage.get(objectKey(file.storageKey, 'original'));
      const kind = file.kind === 'document' ? 'document' : 'image';
      const urn = await this.api!.upload(kind, accessToken, author, bytes, file.byteSize);
      if (kind === 'document') input.document = { urn, title: title ?? file.fileName };
      else (input.images ??= []).push({ urn, altText: altText ?? '' });
    }
  }

  /**
   * Ends the try: published (the post marked published as by hand, its address stored, the
   * performance reminders counting from now), or not, with the reason; then everyone told.
   */
  private async end(
    row: LinkedInPublication,
    state: 'published' | 'not_published' | 'check_linkedin',
    reason: string | null,
    published?: { urn: string; url: string },
  ): Promise<PublicationState> {
    const now = this.clock.now();
    await this.em.fork().transactional(async (tx) => {
      await tx.nativeUpdate(
        LinkedInPublication,
        { id: row.id },
        {
          state,
          reason,
          claimedAt: null,
          ...(published && { linkedinUrn: published.urn, linkedinUrl: published.url, publishedAt: now }),
        },
      );
      if (published)
        await tx.nativeUpdate(
          Post,
          { id: row.post.id },
          { status: 'published', publishedUrl: published.url, ...publishedNow(now) },
        );
      // Not out (or not known to be): no longer scheduled; it waits, delivered, for the next step.
      else await tx.nativeUpdate(Post, { id: row.post.id, status: 'scheduled' }, { status: 'delivered' });
    });
    await this.tell(row.id, state);
    return state;
  }

  /** The client and the team hear how the post went (the client's mail, the team's notice). */
  private async tell(publicationId: number, state: 'published' | 'not_published' | 'check_linkedin') {
    // The outcome is stored: a mail that cannot be recorded is logged, never taken for a failed publish.
    await this.record(publicationId, state).catch((error: unknown) =>
      this.logger.error(
        `Publication ${publicationId}: its mails could not be recorded: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }

  private async record(publicationId: number, state: 'published' | 'not_published' | 'check_linkedin') {
    const publicUrl = this.config.get('publicUrl', { infer: true });
    const sent = await this.mails.transactional(async (tx) => {
      const row = await tx.findOneOrFail(LinkedInPublication, publicationId, {
        populate: ['post.client.assignedTo'],
      });
      const post = row.post;
      const client = post.client as User;
      const mails: OutgoingMail[] = [];
      const url = portalPostUrl(publicUrl, post.id);
      if (client.email)
        mails.push(
          this.outgoing.record(
            'linkedin_outcome',
            client.email,
            state === 'published'
              ? publishedMail({
                  firstName: greetingName(client),
                  title: post.title,
                  linkedinUrl: row.linkedinUrl!,
                  url,
                })
              : notPublishedMail({
                  firstName: greetingName(client),
                  title: post.title,
                  reason: row.reason ?? '',
                  check: state === 'check_linkedin',
                  url,
                  reconnectUrl: /connect LinkedIn again/.test(row.reason ?? '')
                    ? linkedInSettingsUrl(publicUrl)
                    : undefined,
                }),
            tx,
          ),
        );
      mails.push(
        ...(await this.team.recordAboutClient(
          client,
          state === 'published' ? 'linkedin_published' : 'linkedin_failed',
          teamPublishingMail({
            clientName: displayName(client),
            title: post.title,
            outcome: state,
            reason: row.reason,
            url: backOfficePostUrl(publicUrl, post.id),
          }),
          tx,
        )),
      );
      return mails;
    });
    if (!sent) this.logger.warn(`Publication ${publicationId}: nobody to tell`);
  }
}
