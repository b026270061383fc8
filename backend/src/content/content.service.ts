import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ContentDeliverable } from './content-deliverable.entity.js';
import { canPublish, revisionRefusal } from './content-rules.js';
import type { ContentDto, PublishContentDto, RequestRevisionDto } from './dto/content.dto.js';

export const CONTENT_NOT_FOUND = 'Content not found';

function toContent(post: ContentDeliverable): ContentDto {
  return {
    id: post.id,
    subscriptionId: post.subscription.id,
    title: post.title,
    content: post.content,
    scheduledFor: post.scheduledFor ?? null,
    status: post.status,
    feedbackNotes: post.feedbackNotes ?? null,
    revisionRequested: post.revisionRequested,
    revisionCount: post.revisionCount,
    canRequestRevision: revisionRefusal(post, post.subscription.plan) === null,
    canPublish: canPublish(post.status),
    publishedUrl: post.publishedUrl ?? null,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  };
}

/** The posts written for a client, as the client sees and acts on them. */
@Injectable()
export class ContentService {
  constructor(private readonly em: EntityManager) {}

  async listForClient(clientId: number): Promise<ContentDto[]> {
    const posts = await this.em.find(
      ContentDeliverable,
      { client: clientId },
      { populate: ['subscription'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return posts.map(toContent);
  }

  async getForClient(clientId: number, id: number): Promise<ContentDto> {
    return toContent(await this.findOwn(clientId, id));
  }

  /** Sends a delivered post back to the writers with the client's feedback. */
  async requestRevision(clientId: number, id: number, { feedbackNotes }: RequestRevisionDto): Promise<ContentDto> {
    const post = await this.findOwn(clientId, id);
    const refusal = revisionRefusal(post, post.subscription.plan);
    if (refusal) throw new ConflictException(refusal);
    this.em.assign(post, {
      feedbackNotes,
      revisionRequested: true,
      revisionCount: post.revisionCount + 1,
      status: 'draft',
    });
    await this.em.flush();
    return toContent(post);
  }

  async publish(clientId: number, id: number, { publishedUrl }: PublishContentDto): Promise<ContentDto> {
    const post = await this.findOwn(clientId, id);
    if (!canPublish(post.status)) {
      throw new ConflictException('Only delivered or scheduled content can be marked as published');
    }
    this.em.assign(post, { status: 'published', publishedUrl: publishedUrl ?? post.publishedUrl ?? null });
    await this.em.flush();
    return toContent(post);
  }

  /** A post of this client; another client's post is as missing as one that does not exist. */
  private async findOwn(clientId: number, id: number): Promise<ContentDeliverable> {
    const post = await this.em.findOne(ContentDeliverable, { id, client: clientId }, { populate: ['subscription'] });
    if (!post) throw new NotFoundException(CONTENT_NOT_FOUND);
    return post;
  }
}
