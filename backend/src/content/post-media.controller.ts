import { Body, Controller, Get, Param, ParseIntPipe, Post, Put, Req, Res } from '@nestjs/common';
import { applyDecorators } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { ClientActor } from '../common/client-scope.js';
import {
  ApiConflict,
  ApiInvalid,
  ApiNotFound,
  ApiTooMany,
} from '../common/decorators/api-errors.decorators.js';
import { CurrentClient, CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { MediaVariantPipe } from '../media/media-variant.pipe.js';
import { MEDIA_VARIANTS, type MediaVariant } from '../media/media-limits.js';
import { AdminPostDto } from './dto/admin-post.dto.js';
import { MediaFileDto, SetPostMediaDto } from './dto/post-media.dto.js';
import { PostMediaService } from './post-media.service.js';

/** A media file's bytes, as OpenAPI tells them; `variant` names which, when the path has it. */
export const ApiMediaFile = (variant = false) =>
  applyDecorators(
    ApiOkResponse({
      description: 'The file or its drawn variant, with its sniffed type; ranges for large files',
      schema: { type: 'string', format: 'binary' },
    }),
    ...(variant ? [ApiParam({ name: 'variant', enum: MEDIA_VARIANTS, enumName: 'MediaVariant' })] : []),
  );

/** The team's side of a post's media: upload, arrange, and see (docs/product.md, "Images and documents"). */
@ApiTags('admin-content')
@Roles('admin', 'writer')
@ApiNotFound('No such post, or no such file of its client')
@Controller('admin/content/:id/media')
export class TeamPostMediaController {
  constructor(private readonly media: PostMediaService) {}

  /**
   * Uploads one image or PDF (multipart field `file`) for the post's client, streamed to storage and
   * checked from its bytes; it joins the draft's media only when set with PUT.
   */
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiInvalid(
    'The file is not a JPEG, PNG, GIF, WebP or PDF, is empty, cut off, or breaks a rule of its kind',
  )
  @ApiPayloadTooLargeResponse({
    description: 'Over 10 MB for an image, 100 MB for a PDF',
    type: ErrorResponseDto,
  })
  @ApiConflict('The post is not a draft, or the same file is being uploaded already')
  @ApiTooMany('Too many uploads from this account')
  uploadPostMedia(
    @IdParam() id: number,
    @CurrentUser() member: SessionUser,
    @Req() request: Request,
  ): Promise<MediaFileDto> {
    return this.media.upload(id, member, request);
  }

  /** Sets the draft's media whole: 1 to 20 images in order with their alt text, one PDF with its title, or none. */
  @Put()
  @ApiInvalid(
    "A file is not this client's, images and a document are mixed, or a title or alt text breaks a rule",
  )
  @ApiConflict('The post is not a draft')
  setPostMedia(
    @IdParam() id: number,
    @Body() input: SetPostMediaDto,
    @CurrentUser() member: SessionUser,
  ): Promise<AdminPostDto> {
    return this.media.set(id, input, member);
  }

  /** One of the client's files (uploaded or attached), or a drawn variant of it. */
  @Get(':mediaId/:variant')
  @ApiMediaFile(true)
  async getTeamPostMedia(
    @IdParam() id: number,
    @IdParam('mediaId') mediaId: number,
    @Param('variant', MediaVariantPipe) variant: MediaVariant,
    @CurrentUser() member: SessionUser,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.media.sendForTeam(member, id, mediaId, { variant }, request, response);
  }

  /** One of a document's first pages, drawn as an image (1 is the first). */
  @Get(':mediaId/pages/:page')
  @ApiMediaFile()
  async getTeamPostMediaPage(
    @IdParam() id: number,
    @IdParam('mediaId') mediaId: number,
    @Param('page', ParseIntPipe) page: number,
    @CurrentUser() member: SessionUser,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.media.sendForTeam(member, id, mediaId, { page }, request, response);
  }
}

/** A post's media as its client (or their reviewer) has it: only what was delivered to them. */
@ApiTags('content')
@Roles('client', 'reviewer')
@ApiNotFound('No such post of this client, or no such file delivered with it')
@Controller('client/content/:id/media')
export class ClientPostMediaController {
  constructor(private readonly media: PostMediaService) {}

  /** A file delivered with one of the post's versions, or a drawn variant of it. */
  @Get(':mediaId/:variant')
  @ApiMediaFile(true)
  async getPostMedia(
    @IdParam() id: number,
    @IdParam('mediaId') mediaId: number,
    @Param('variant', MediaVariantPipe) variant: MediaVariant,
    @CurrentClient() actor: ClientActor,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.media.sendForClient(actor, id, mediaId, { variant }, request, response);
  }

  /** One of a delivered document's first pages, drawn as an image (1 is the first). */
  @Get(':mediaId/pages/:page')
  @ApiMediaFile()
  async getPostMediaPage(
    @IdParam() id: number,
    @IdParam('mediaId') mediaId: number,
    @Param('page', ParseIntPipe) page: number,
    @CurrentClient() actor: ClientActor,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.media.sendForClient(actor, id, mediaId, { page }, request, response);
  }
}
