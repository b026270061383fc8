import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { Action } from '../common/decorators/action.decorator.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { AdminPostsService } from './admin-posts.service.js';
import {
  AdminPostDto,
  AdminPostPageDto,
  ChangePostStatusDto,
  CreatePostDto,
  ListAdminPostsQueryDto,
  ReviewedPostDto,
  ReviewPostDto,
  UpdatePostDto,
} from './dto/admin-post.dto.js';

/** The team's posts: an admin's of every client, a writer's of the clients assigned to them (others answer 404). */
@ApiTags('admin-content')
@Roles('admin', 'writer')
@Controller('admin/content')
export class AdminPostsController {
  constructor(private readonly posts: AdminPostsService) {}

  /**
   * A page of the posts of every client, or of one, with the total; a search on the title;
   * `revisionRequested=true` is the revision queue.
   */
  @Get()
  @ApiInvalid('A query parameter breaks a rule')
  listAdminContent(
    @Query() query: ListAdminPostsQueryDto,
    @CurrentUser() member: SessionUser,
  ): Promise<AdminPostPageDto> {
    return this.posts.list(query, member);
  }

  /** Writes a new draft for one of a client's subscriptions. */
  @Post()
  @ApiInvalid()
  createContent(@Body() input: CreatePostDto, @CurrentUser() member: SessionUser): Promise<AdminPostDto> {
    return this.posts.create(input, member);
  }

  /** One post with its body, the moves allowed now and every delivered version. */
  @Get(':id')
  @ApiNotFound('No such post')
  getAdminContent(@IdParam() id: number, @CurrentUser() member: SessionUser): Promise<AdminPostDto> {
    return this.posts.get(id, member);
  }

  /** Edits a draft's title and body, or a post's schedule. */
  @Patch(':id')
  @ApiInvalid()
  @ApiNotFound('No such post')
  @ApiConflict('The post is not a draft (text), or is published (schedule)')
  updateContent(
    @IdParam() id: number,
    @Body() input: UpdatePostDto,
    @CurrentUser() member: SessionUser,
  ): Promise<AdminPostDto> {
    return this.posts.update(id, input, member);
  }

  /** Delivers a draft (emailing the client), schedules, takes back to draft, or publishes for the client. */
  @Action(':id/status')
  @ApiInvalid()
  @ApiNotFound('No such post')
  @ApiConflict(
    'That move is not allowed from the current status, the post is too long for LinkedIn, the client has no subscription in force to deliver to, or the draft waits for review',
  )
  changeContentStatus(
    @IdParam() id: number,
    @Body() input: ChangePostStatusDto,
    @CurrentUser() member: SessionUser,
  ): Promise<AdminPostDto> {
    return this.posts.changeStatus(id, input, member);
  }

  /**
   * Sends a draft to an admin's review (for a client whose posts are reviewed before delivery); the
   * admins are told.
   */
  @Action(':id/review-request')
  @ApiNotFound('No such post')
  @ApiConflict('The post is not a draft, or is waiting for review already')
  requestContentReview(@IdParam() id: number, @CurrentUser() member: SessionUser): Promise<ReviewedPostDto> {
    return this.posts.requestReview(id, member);
  }

  /** Approves a draft ready for review (it may then be delivered), or returns it to its writer with a note. */
  @Action(':id/review')
  @Roles('admin')
  @ApiInvalid()
  @ApiNotFound('No such post')
  @ApiConflict('The draft is not waiting for review')
  reviewContent(
    @IdParam() id: number,
    @Body() input: ReviewPostDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ReviewedPostDto> {
    return this.posts.review(id, input, admin);
  }

  /** Deletes a draft that was never delivered. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The draft is deleted' })
  @ApiNotFound('No such post')
  @ApiConflict('The post was delivered')
  async deleteContent(@IdParam() id: number, @CurrentUser() member: SessionUser): Promise<void> {
    await this.posts.remove(id, member);
  }
}
