import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { PostDto } from '../content/dto/post.dto.js';
import { RevisionFeedbackDto } from './dto/comment.dto.js';
import { FeedbackService } from './feedback.service.js';

@ApiTags('content')
@Roles('client')
@ApiNotFound('No such post of this client')
@Controller('client/content')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  /**
   * Asks the writers to revise a delivered post: the client's comments not sent yet and their note on
   * the whole post (required when no comment waits) go as one revision round.
   */
  @Post(':id/revision')
  @HttpCode(HttpStatus.OK)
  @ApiInvalid('The feedback breaks a rule, or there is neither a note nor a comment to send')
  @ApiConflict('The post is not delivered, or the plan’s revisions of it are used up')
  requestRevision(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() input: RevisionFeedbackDto,
  ): Promise<PostDto> {
    return this.feedback.send(user.id, id, input);
  }
}
