import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import type { ClientActor } from '../common/client-scope.js';
import { Clock } from '../common/clock.js';
import { displayName } from '../common/names.js';
import { User } from '../users/user.entity.js';
import type { PostDto } from '../content/dto/post.dto.js';
import { PostAccess } from '../content/post-access.js';
import { asSeenBy } from '../content/post.mapper.js';
import { PostsService } from '../content/posts.service.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { FEEDBACK_NEEDED } from './comment-rules.js';
import { commentForNotice } from './comments.mails.js';
import { CommentsService } from './comments.service.js';
import type { RevisionFeedbackDto } from './dto/comment.dto.js';

/**
 * A revision round: the client's comments not sent yet and their note on the whole post go to the
 * team at once, as one revision request (what the plan's revision limit counts). The comments are
 * marked sent in the same unit of work as the request, so they go with it or, refused (the post not
 * delivered, the plan's revisions used up), stay the client's drafts.
 */
@Injectable()
export class FeedbackService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly access: PostAccess,
    private readonly comments: CommentsService,
    private readonly posts: PostsService,
    private readonly mails: MailQueue,
  ) {}

  async send(actor: ClientActor, postId: number, input: RevisionFeedbackDto): Promise<PostDto> {
    const { post, notices } = await this.record(actor, postId, input);
    await this.mails.handOver(notices);
    return asSeenBy(actor, post);
  }

  /**
   * The round recorded in the caller's unit of work, its mails left for the caller to hand over once
   * that commits: a review link sends feedback in the transaction that uses the link. The comments
   * sent are the actor's own (the client's, or their reviewer's): another's drafts stay theirs.
   */
  async record(
    { clientId, userId }: ClientActor,
    postId: number,
    { feedbackNotes }: RevisionFeedbackDto,
  ): Promise<{ post: PostDto; notices: OutgoingMail[] }> {
    const post = await this.access.forClient(clientId, postId);
    const unsent = await this.comments.unsentOf(userId, post);
    if (!feedbackNotes && unsent.length === 0) throw new BadRequestException(FEEDBACK_NEEDED);
    const now = this.clock.now();
    for (const comment of unsent) this.em.assign(comment, { sentAt: now, round: post.revisionCount + 1 });
    const { post: revised, notices } = await this.posts.recordRevisionRequest(
      clientId,
      postId,
      { feedbackNotes },
      unsent.map(commentForNotice),
      userId === clientId ? undefined : displayName(await this.em.findOneOrFail(User, userId)),
    );
    return { post: await this.posts.asReceived(revised), notices };
  }
}
