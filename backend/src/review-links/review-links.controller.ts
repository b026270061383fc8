import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiGoneResponse, ApiTags } from '@nestjs/swagger';
import {
  ApiConflict,
  ApiInvalid,
  ApiNotFound,
  ApiTooMany,
} from '../common/decorators/api-errors.decorators.js';
import { Public } from '../common/decorators/auth.decorators.js';
import { ClientIp } from '../common/decorators/client-ip.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { Throttles } from '../common/throttles.js';
import {
  CreateCommentDto,
  PostConversationDto,
  RevisionFeedbackDto,
  UpdateCommentDto,
} from '../comments/dto/comment.dto.js';
import { Action } from '../common/decorators/action.decorator.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { PostDto } from '../content/dto/post.dto.js';
import { ApiMediaFile } from '../content/post-media.controller.js';
import { PostMediaService } from '../content/post-media.service.js';
import type { MediaVariant } from '../media/media-limits.js';
import { MediaVariantPipe } from '../media/media-variant.pipe.js';
import { ReviewLinkDto, ReviewLinkQueryDto } from './dto/review-link.dto.js';
import { ReviewLinksService } from './review-links.service.js';

/**
 * The links of the delivery mail and the weekly digest, used without signing in: the token (in the
 * query, never logged) is the only key. GET only shows; publish and revision act and use the link.
 * The revision link also opens the post's conversation as its client has it: comments, replies,
 * changes to those not sent yet, resolving and reopening use nothing.
 */
@ApiTags('review-links')
@Public()
@Controller('review-links')
@ApiInvalid('The token is missing or malformed')
@ApiNotFound('No such link, or a link of the other action')
@ApiGoneResponse({ description: 'The link was already used, or it ended', type: ErrorResponseDto })
@ApiTooMany('Too many requests from this address')
export class ReviewLinksController {
  constructor(
    private readonly links: ReviewLinksService,
    private readonly throttles: Throttles,
    private readonly media: PostMediaService,
  ) {}

  /** A file delivered with the link's post, or a drawn variant of it; any other file is a 404. */
  @Get('media/:mediaId/:variant')
  @ApiMediaFile(true)
  async getReviewLinkMedia(
    @Query() { token }: ReviewLinkQueryDto,
    @IdParam('mediaId') mediaId: number,
    @Param('variant', MediaVariantPipe) variant: MediaVariant,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.media.sendForReviewLink(token, mediaId, { variant }, request, response);
  }

  /** One of the link's document's first pages, drawn as an image (1 is the first). */
  @Get('media/:mediaId/pages/:page')
  @ApiMediaFile()
  async getReviewLinkMediaPage(
    @Query() { token }: ReviewLinkQueryDto,
    @IdParam('mediaId') mediaId: number,
    @Param('page', ParseIntPipe) page: number,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.media.sendForReviewLink(token, mediaId, { page }, request, response);
  }

  /** The post a review link is for and what its button does; opening it uses nothing. */
  @Get()
  async getReviewLink(
    @Query() { token }: ReviewLinkQueryDto,
    @ClientIp() ip: string,
  ): Promise<ReviewLinkDto> {
    await this.throttles.consume('reviewLinksPerAddress', ip);
    return this.links.view(token);
  }

  /** Marks the link's post published (delivered or scheduled only), as the portal does; uses the link. */
  @Action('publish')
  @ApiConflict('The post cannot be published from its status')
  async publishFromReviewLink(
    @Query() { token }: ReviewLinkQueryDto,
    @ClientIp() ip: string,
  ): Promise<PostDto> {
    await this.throttles.consume('reviewLinksPerAddress', ip);
    return this.links.publish(token);
  }

  /**
   * Sends the client's feedback on the link's post, as the portal does: their comments not sent yet and
   * the note (required when no comment waits) as one revision round; uses the link.
   */
  @Action('revision')
  @ApiInvalid('The feedback breaks a rule, or there is neither a note nor a comment to send')
  @ApiConflict('The post is not delivered, or its plan allows no more revisions')
  async requestRevisionFromReviewLink(
    @Query() { token }: ReviewLinkQueryDto,
    @Body() input: RevisionFeedbackDto,
    @ClientIp() ip: string,
  ): Promise<PostDto> {
    await this.throttles.consume('reviewLinksPerAddress', ip);
    return this.links.requestRevision(token, input);
  }

  /** The conversation on the revision link's post, as its client has it; uses nothing. */
  @Get('comments')
  async listReviewLinkComments(
    @Query() { token }: ReviewLinkQueryDto,
    @ClientIp() ip: string,
  ): Promise<PostConversationDto> {
    await this.throttles.consume('reviewLinksPerAddress', ip);
    return this.links.conversation(token);
  }

  /**
   * A new comment on the revision link's post, kept until the feedback is sent (POST …/revision); or a
   * reply to a thread (`parentId`), sent at once. Uses nothing.
   */
  @Post('comments')
  @ApiInvalid(
    'The comment breaks a rule, it replies to a comment not in this conversation, or its anchor is not words of the latest version',
  )
  @ApiConflict(
    'The post is published, the thread replied to is not sent yet, or a later version was delivered since the words were selected',
  )
  async addReviewLinkComment(
    @Query() { token }: ReviewLinkQueryDto,
    @Body() input: CreateCommentDto,
    @ClientIp() ip: string,
  ): Promise<PostConversationDto> {
    await this.throttles.consume('reviewLinksPerAddress', ip);
    return this.links.addComment(token, input);
  }

  /**
   * Changes a comment of the client's on the link's post, not sent yet. Uses nothing. (The id is
   * checked before the token, as every path id is before the rest of a request.)
   */
  @Patch('comments/:commentId')
  @ApiInvalid('The comment breaks a rule')
  @ApiNotFound('No such link, a link of the other action, or no such comment of the client on its post')
  @ApiConflict('The comment is sent already')
  async updateReviewLinkComment(
    @IdParam('commentId') commentId: number,
    @Query() { token }: ReviewLinkQueryDto,
    @Body() input: UpdateCommentDto,
    @ClientIp() ip: string,
  ): Promise<PostConversationDto> {
    await this.throttles.consume('reviewLinksPerAddress', ip);
    return this.links.editComment(token, commentId, input);
  }

  /** Deletes a comment of the client's on the link's post, not sent yet. Uses nothing. */
  @Delete('comments/:commentId')
  @ApiNotFound('No such link, a link of the other action, or no such comment of the client on its post')
  @ApiConflict('The comment is sent already')
  async deleteReviewLinkComment(
    @IdParam('commentId') commentId: number,
    @Query() { token }: ReviewLinkQueryDto,
    @ClientIp() ip: string,
  ): Promise<PostConversationDto> {
    await this.throttles.consume('reviewLinksPerAddress', ip);
    return this.links.deleteComment(token, commentId);
  }

  /** Resolves a thread of the link's post (a reply's id names its thread). Uses nothing. */
  @Action('comments/:commentId/resolve')
  @ApiNotFound('No such link, a link of the other action, or no such comment on its post')
  @ApiConflict('The thread is resolved already, or not sent yet')
  async resolveReviewLinkComment(
    @IdParam('commentId') commentId: number,
    @Query() { token }: ReviewLinkQueryDto,
    @ClientIp() ip: string,
  ): Promise<PostConversationDto> {
    await this.throttles.consume('reviewLinksPerAddress', ip);
    return this.links.resolveComment(token, commentId, true);
  }

  /** Reopens a resolved thread of the link's post. Uses nothing. */
  @Action('comments/:commentId/reopen')
  @ApiNotFound('No such link, a link of the other action, or no such comment on its post')
  @ApiConflict('The thread is open already')
  async reopenReviewLinkComment(
    @IdParam('commentId') commentId: number,
    @Query() { token }: ReviewLinkQueryDto,
    @ClientIp() ip: string,
  ): Promise<PostConversationDto> {
    await this.throttles.consume('reviewLinksPerAddress', ip);
    return this.links.resolveComment(token, commentId, false);
  }
}
