import { Body, Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentClient, Roles } from '../common/decorators/auth.decorators.js';
import type { ClientActor } from '../common/client-scope.js';
import { Action } from '../common/decorators/action.decorator.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { CommentsService } from './comments.service.js';
import { CreateCommentDto, PostConversationDto, UpdateCommentDto } from './dto/comment.dto.js';

@ApiTags('content')
@Roles('client', 'reviewer')
@ApiNotFound('No such post of this client, or no such comment of theirs on it')
@Controller('client/content/:id/comments')
export class ClientCommentsController {
  constructor(private readonly comments: CommentsService) {}

  /** The conversation on one of the client's posts: threads sent, and their own comments not sent yet. */
  @Get()
  listContentComments(
    @CurrentClient() actor: ClientActor,
    @IdParam() id: number,
  ): Promise<PostConversationDto> {
    return this.comments.forClient(actor, id);
  }

  /**
   * A new comment, kept for the client until they send it with their feedback (POST …/revision); or a
   * reply to a thread (`parentId`), sent at once.
   */
  @Post()
  @ApiInvalid(
    'The comment breaks a rule, it replies to a comment not in this conversation, or its anchor is not words of the latest version',
  )
  @ApiConflict(
    'The post is published, the thread replied to is not sent yet, or a later version was delivered since the words were selected',
  )
  addContentComment(
    @CurrentClient() actor: ClientActor,
    @IdParam() id: number,
    @Body() input: CreateCommentDto,
  ): Promise<PostConversationDto> {
    return this.comments.addForClient(actor, id, input);
  }

  /** Changes a comment of the client's not sent yet: its words, or the new words it suggests. */
  @Patch(':commentId')
  @ApiInvalid('The comment breaks a rule, or it suggests no edit to change')
  @ApiConflict('The comment is sent already')
  updateContentComment(
    @CurrentClient() actor: ClientActor,
    @IdParam() id: number,
    @IdParam('commentId') commentId: number,
    @Body() input: UpdateCommentDto,
  ): Promise<PostConversationDto> {
    return this.comments.editForClient(actor, id, commentId, input);
  }

  /** Deletes a comment of the client's not sent yet. */
  @Delete(':commentId')
  @ApiConflict('The comment is sent already')
  deleteContentComment(
    @CurrentClient() actor: ClientActor,
    @IdParam() id: number,
    @IdParam('commentId') commentId: number,
  ): Promise<PostConversationDto> {
    return this.comments.deleteForClient(actor, id, commentId);
  }

  /** Resolves a thread (a reply's id names its thread). */
  @Action(':commentId/resolve')
  @ApiConflict('The thread is resolved already, or not sent yet')
  resolveContentComment(
    @CurrentClient() actor: ClientActor,
    @IdParam() id: number,
    @IdParam('commentId') commentId: number,
  ): Promise<PostConversationDto> {
    return this.comments.resolveForClient(actor, id, commentId, true);
  }

  /** Reopens a resolved thread. */
  @Action(':commentId/reopen')
  @ApiConflict('The thread is open already')
  reopenContentComment(
    @CurrentClient() actor: ClientActor,
    @IdParam() id: number,
    @IdParam('commentId') commentId: number,
  ): Promise<PostConversationDto> {
    return this.comments.resolveForClient(actor, id, commentId, false);
  }
}
