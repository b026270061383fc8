import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ClientActor } from '../common/client-scope.js';
import type { SessionUser } from '../common/session-user.js';
import { MediaDelivery, MEDIA_NOT_FOUND, type MediaPart } from '../media/media-delivery.js';
import { MediaFile } from '../media/media-file.entity.js';
import { MediaUploads } from '../media/media-uploads.js';
import type { AdminPostDto } from './dto/admin-post.dto.js';
import type { MediaFileDto, SetPostMediaDto } from './dto/post-media.dto.js';
import { toMediaFileDto } from './media-urls.js';
import { PostAccess } from './post-access.js';
import { MEDIA_NEEDS_DRAFT, PostMediaEditor } from './post-media-editor.js';
import { PostMedia } from './post-media.entity.js';
import { isEditable } from './post-rules.js';

export { MEDIA_NEEDS_DRAFT };

/** Which bytes of a file a reader asks for (media-delivery.ts): a variant, or a document's drawn page. */
export type { MediaPart };

/**
 * A post's images and documents: uploads for its client, the draft's set, the copy each delivery keeps,
 * and the bytes served to whoever PostAccess lets see the post.
 */
@Injectable()
export class PostMediaService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: PostAccess,
    private readonly uploads: MediaUploads,
    private readonly delivery: MediaDelivery,
    private readonly editor: PostMediaEditor,
  ) {}

  /** A file for the post's client, uploaded while the post is a draft; it joins the post when set. */
  async upload(postId: number, member: SessionUser, request: Request): Promise<MediaFileDto> {
    const post = await this.access.forTeam(member, postId);
    if (!isEditable(post.status)) throw new ConflictException(MEDIA_NEEDS_DRAFT);
    const file = await this.uploads.receive(request, { clientId: post.client.id, uploadedBy: member.id });
    return toMediaFileDto(file, { kind: 'team', postId });
  }

  set(postId: number, input: SetPostMediaDto, member: SessionUser): Promise<AdminPostDto> {
    return this.editor.set(postId, input, member);
  }

  /** Any file of the post's client, to a team member who may work on the post (uploaded, set or delivered). */
  async sendForTeam(
    member: SessionUser,
    postId: number,
    mediaId: number,
    part: MediaPart,
    request: Request,
    response: Response,
  ): Promise<void> {
    const post = await this.access.forTeam(member, postId);
    const file = await this.em.findOne(MediaFile, { id: mediaId, client: post.client });
    if (!file) throw new NotFoundException(MEDIA_NOT_FOUND);
    await this.delivery.send(file, part, request, response);
  }

  /** A file delivered with one of the post's versions, to its client or their reviewer. */
  async sendForClient(
    actor: ClientActor,
    postId: number,
    mediaId: number,
    part: MediaPart,
    request: Request,
    response: Response,
  ): Promise<void> {
    const post = await this.access.forActor(actor, postId);
    await this.delivery.send(await this.delivered(post.id, mediaId), part, request, response);
  }

  /** A file delivered with one of the review link's post's versions, while the link is open. */
  async sendForReviewLink(
    token: string,
    mediaId: number,
    part: MediaPart,
    request: Request,
    response: Response,
  ): Promise<void> {
    const link = await this.access.forReviewLink(token);
    await this.delivery.send(await this.delivered(link.post.id, mediaId), part, request, response);
  }

  /**
   * The file when one of the post's delivered versions holds it: what the client received, never a
   * draft's file they have not (the draft's own rows have no version).
   */
  private async delivered(postId: number, mediaId: number): Promise<MediaFile> {
    const attached = await this.em.findOne(
      PostMedia,
      { media: mediaId, version: { post: postId } },
      { populate: ['media'] },
    );
    if (!attached) throw new NotFoundException(MEDIA_NOT_FOUND);
    return attached.media;
  }
}
