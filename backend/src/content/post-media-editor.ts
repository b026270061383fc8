import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { SessionUser } from '../common/session-user.js';
import { MediaFile } from '../media/media-file.entity.js';
import { AdminPostsService } from './admin-posts.service.js';
import type { AdminPostDto } from './dto/admin-post.dto.js';
import type { SetPostMediaDto } from './dto/post-media.dto.js';
import { POST_NOT_FOUND, PostAccess } from './post-access.js';
import { PostMedia } from './post-media.entity.js';
import { isEditable } from './post-rules.js';
import { Post } from './post.entity.js';
import { editLeavesReview, noReview } from './review-rules.js';

export const MEDIA_NEEDS_DRAFT = "Only a draft's media can change: move the post back to draft first";
export const MEDIA_MIXED = 'A post takes images or one document, not both: LinkedIn shows one or the other';
export const ONE_DOCUMENT = 'A post takes one document';
export const DOCUMENT_TITLE_NEEDED = 'A document needs a title: LinkedIn shows it above the carousel';
export const TITLE_ONLY_FOR_DOCUMENT = 'documentTitle goes with a document only';
export const ALT_TEXT_NOT_FOR_DOCUMENT = 'A document takes no alt text: its title says what it is';

/** Text trimmed, and empty text as none. */
const cleaned = (text: string | null | undefined): string | null => text?.trim() || null;

/**
 * Sets a draft's media whole (docs/product.md, "Images and documents"): 1 to 20 of the client's
 * images in order, each with its alt text (needed before delivery, not before), or one PDF with its
 * title, or nothing.
 */
@Injectable()
export class PostMediaEditor {
  constructor(
    private readonly em: EntityManager,
    private readonly access: PostAccess,
    private readonly posts: AdminPostsService,
  ) {}

  async set(postId: number, input: SetPostMediaDto, member: SessionUser): Promise<AdminPostDto> {
    const post = await this.access.forTeam(member, postId);
    if (!isEditable(post.status)) throw new ConflictException(MEDIA_NEEDS_DRAFT);
    const ids = input.items.map((item) => item.mediaId);
    const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
    if (repeated !== undefined) throw new BadRequestException(`File ${repeated} is in the list twice`);
    // Only the post's client's files: another client's is as unknown as one that does not exist.
    const files = new Map(
      (await this.em.find(MediaFile, { id: { $in: ids }, client: post.client.id })).map((file) => [
        file.id,
        file,
      ]),
    );
    const unknown = ids.find((id) => !files.has(id));
    if (unknown !== undefined)
      throw new BadRequestException(`File ${unknown} is not one of this client's files`);
    const documents = input.items.filter((item) => files.get(item.mediaId)!.kind === 'document');
    const title = cleaned(input.documentTitle);
    if (documents.length > 0) {
      if (documents.length < input.items.length) throw new BadRequestException(MEDIA_MIXED);
      if (documents.length > 1) throw new BadRequestException(ONE_DOCUMENT);
      if (!title) throw new BadRequestException(DOCUMENT_TITLE_NEEDED);
      if (cleaned(documents[0].altText)) throw new BadRequestException(ALT_TEXT_NOT_FOR_DOCUMENT);
    } else if (title) {
      throw new BadRequestException(TITLE_ONLY_FOR_DOCUMENT);
    }
    await this.em.transactional(async (em) => {
      // The post's row locked: a delivery at the same moment copies this media whole, or comes first
      // and this finds the post delivered (admin-posts.service.ts, keepMedia).
      const current = await em.findOne(Post, { id: postId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!current) throw new NotFoundException(POST_NOT_FOUND);
      if (!isEditable(current.status)) throw new ConflictException(MEDIA_NEEDS_DRAFT);
      await em.nativeDelete(PostMedia, { post: postId, version: null });
      input.items.forEach((item, position) =>
        em.create(PostMedia, {
          post: current,
          version: null,
          media: em.getReference(MediaFile, item.mediaId),
          position,
          altText: documents.length > 0 ? null : cleaned(item.altText),
          title: documents.length > 0 ? title : null,
        }),
      );
      // A writer's change leaves the review as an edit of the text does: the reviewer saw other media.
      em.assign(current, {
        updatedAt: new Date(),
        ...(editLeavesReview(current.reviewState, member.role) && noReview()),
      });
    });
    return this.posts.get(postId, member);
  }
}
