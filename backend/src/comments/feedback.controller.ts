import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentClient, Roles } from '../common/decorators/auth.decorators.js';
import type { ClientActor } from '../common/client-scope.js';
import { Action } from '../common/decorators/action.decorator.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { PostDto } from '../content/dto/post.dto.js';
import { RevisionFeedbackDto } from './dto/comment.dto.js';
import { FeedbackService } from './feedback.service.js';

@ApiTags('content')
@Roles('client', 'reviewer')
@ApiNotFound('No such post of this client')
@Controller('client/content')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  /**
   * Asks the writers to revise a delivered post: the client's comments not sent yet and their note on
   * the whole post (required when no comment waits) go as one revision round. A reviewer sends their
   * own comments not sent yet.
   */
  @Action(':id/revision')
  @ApiInvalid('The feedback breaks a rule, or there is neither a note nor a comment to send')
  @ApiConflict('The post is not delivered, or the plan’s revisions of it are used up')
  requestRevision(
    @CurrentClient() actor: ClientActor,
    @IdParam() id: number,
    @Body() input: RevisionFeedbackDto,
  ): Promise<PostDto> {
    return this.feedback.send(actor, id, input);
  }
}
