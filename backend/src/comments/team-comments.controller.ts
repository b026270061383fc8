import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { CommentsService } from './comments.service.js';
import { CreateTeamCommentDto, PostConversationDto } from './dto/comment.dto.js';

@ApiTags('admin-content')
@Roles('admin', 'writer')
@ApiNotFound('No such post (a writer: of their clients), or no such comment on it')
@Controller('admin/content/:id/comments')
export class TeamCommentsController {
  constructor(private readonly comments: CommentsService) {}

  /** The conversation on a post with its team-only notes; never a client's comment not sent yet. */
  @Get()
  listAdminContentComments(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<PostConversationDto> {
    return this.comments.forTeam(user, id);
  }

  /**
   * A comment, sent at once: a team-only note unless `internal` is false (then the client reads it, on
   * a post they have received); a reply (`parentId`) takes its thread's.
   */
  @Post()
  @ApiInvalid('The comment breaks a rule, or it replies to a comment not in this conversation')
  @ApiConflict('The client has not received the post, for a comment they would read')
  addAdminContentComment(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() input: CreateTeamCommentDto,
  ): Promise<PostConversationDto> {
    return this.comments.addForTeam(user, id, input);
  }

  /** Resolves a thread (a reply's id names its thread). */
  @Post(':commentId/resolve')
  @HttpCode(HttpStatus.OK)
  @ApiConflict('The thread is resolved already, or not sent yet')
  resolveAdminContentComment(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('commentId', ParseIdPipe) commentId: number,
  ): Promise<PostConversationDto> {
    return this.comments.resolveForTeam(user, id, commentId, true);
  }

  /** Reopens a resolved thread. */
  @Post(':commentId/reopen')
  @HttpCode(HttpStatus.OK)
  @ApiConflict('The thread is open already')
  reopenAdminContentComment(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('commentId', ParseIdPipe) commentId: number,
  ): Promise<PostConversationDto> {
    return this.comments.resolveForTeam(user, id, commentId, false);
  }
}
