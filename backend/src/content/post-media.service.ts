import { Injectable, NotImplementedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ClientActor } from '../common/client-scope.js';
import type { SessionUser } from '../common/session-user.js';
import type { MediaVariant } from '../media/media-limits.js';
import type { AdminPostDto } from './dto/admin-post.dto.js';
import type { MediaFileDto, SetPostMediaDto } from './dto/post-media.dto.js';
import { PostMediaEditor } from './post-media-editor.js';

/** Which bytes of a file a reader asks for: a variant, or a document's drawn page. */
export type MediaPart = { variant: MediaVariant } | { page: number };

/**
 * A post's images and documents: uploads for its client, the draft's set, the copy each delivery keeps,
 * and the bytes served to whoever PostAccess lets see the post.
 */
@Injectable()
export class PostMediaService {
  constructor(private readonly editor: PostMediaEditor) {}

  upload(_postId: number, _member: SessionUser, _request: Request): Promise<MediaFileDto> {
    throw new NotImplementedException();
  }

  set(postId: number, input: SetPostMediaDto, member: SessionUser): Promise<AdminPostDto> {
    return this.editor.set(postId, input, member);
  }

  sendForTeam(
    _member: SessionUser,
    _postId: number,
    _mediaId: number,
    _part: MediaPart,
    _request: Request,
    _response: Response,
  ): Promise<void> {
    throw new NotImplementedException();
  }

  sendForClient(
    _actor: ClientActor,
    _postId: number,
    _mediaId: number,
    _part: MediaPart,
    _request: Request,
    _response: Response,
  ): Promise<void> {
    throw new NotImplementedException();
  }

  sendForReviewLink(
    _token: string,
    _mediaId: number,
    _part: MediaPart,
    _request: Request,
    _response: Response,
  ): Promise<void> {
    throw new NotImplementedException();
  }
}
