import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { Action } from '../common/decorators/action.decorator.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { CommentsService } from './comments.service.js';
import { CreateTeamCommentDto, DeclineSuggestionDto, PostConversationDto } from './dto/comment.dto.js';
import { SuggestionsService } from './suggestions.service.js';

@ApiTags('admin-content')
@Roles('admin', 'writer')
@ApiNotFound('No such post (a writer: of their clients), or no such comment on it')
@Controller('admin/content/:id/comments')
export class TeamCommentsController {
  constructor(
    private readonly comments: CommentsService,
    private readonly suggestions: SuggestionsService,
  ) {}

  /** The conversation on a post with its team-only notes; never a client's comment not sent yet. */
  @Get()
  listAdminContentComments(
    @CurrentUser() user: SessionUser,
    @IdParam() id: number,
  ): Promise<PostConversationDto> {
    return this.comments.forTeam(user, id);
  }

  /**
   * A comment, sent at once: a team-only note unless `internal` is false (then the client reads it, on
   * a post they have received); a reply (`parentId`) takes its thread's.
   */
  @Post()
  @ApiInvalid(
    'The comment breaks a rule, it replies to a comment not in this conversation, or its anchor is not words of the latest version',
  )
  @ApiConflict(
    'The client has not received the post, for a comment they would read or one on words; or a later version was delivered since the words were selected',
  )
  addAdminContentComment(
    @CurrentUser() user: SessionUser,
    @IdParam() id: number,
    @Body() input: CreateTeamCommentDto,
  ): Promise<PostConversationDto> {
    return this.comments.addForTeam(user, id, input);
  }

  /** Resolves a thread (a reply's id names its thread). */
  @Action(':commentId/resolve')
  @ApiConflict('The thread is resolved already, or not sent yet')
  resolveAdminContentComment(
    @CurrentUser() user: SessionUser,
    @IdParam() id: number,
    @IdParam('commentId') commentId: number,
  ): Promise<PostConversationDto> {
    return this.comments.resolveForTeam(user, id, commentId, true);
  }

  /** Reopens a resolved thread. */
  @Action(':commentId/reopen')
  @ApiConflict('The thread is open already')
  reopenAdminContentComment(
    @CurrentUser() user: SessionUser,
    @IdParam() id: number,
    @IdParam('commentId') commentId: number,
  ): Promise<PostConversationDto> {
    return this.comments.resolveForTeam(user, id, commentId, false);
  }

  /**
   * Takes a client's suggested edit into the draft: its new words replace its quote where that stands
   * in the draft now. The answer is the conversation; the post's draft changed with it.
   */
  @Action(':commentId/accept')
  @ApiConflict(
    'The comment suggests no edit, it was answered already, the post is not back in draft for it, a later version was delivered since, its words are gone from the draft, or the draft changed meanwhile',
  )
  acceptAdminContentSuggestion(
    @CurrentUser() user: SessionUser,
    @IdParam() id: number,
    @IdParam('commentId') commentId: number,
  ): Promise<PostConversationDto> {
    return this.suggestions.accept(user, id, commentId);
  }

  /** Declines a client's suggested edit, with the reason they read. */
  @Action(':commentId/decline')
  @ApiInvalid('The reason is missing or too long')
  @ApiConflict('The comment suggests no edit, or it was answered already')
  declineAdminContentSuggestion(
    @CurrentUser() user: SessionUser,
    @IdParam() id: number,
    @IdParam('commentId') commentId: number,
    @Body() input: DeclineSuggestionDto,
  ): Promise<PostConversationDto> {
    return this.suggestions.decline(user, id, commentId, input);
  }
}
