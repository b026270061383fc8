import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import {
  ApiConflict,
  ApiInvalid,
  ApiNotFound,
  ApiTooMany,
} from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { SessionUser } from '../common/session-user.js';
import { InviteReviewerDto, ReviewerDto } from './dto/reviewer.dto.js';
import { ReviewersService } from './reviewers.service.js';
import { IdParam } from '../common/parse-id.pipe.js';

/** The client's reviewers, on Settings: the client only (a reviewer manages no one). */
@ApiTags('reviewers')
@Roles('client')
@Controller('client/reviewers')
export class ReviewersController {
  constructor(private readonly reviewers: ReviewersService) {}

  /** The client's reviewers, by name. */
  @Get()
  listReviewers(@CurrentUser() client: SessionUser): Promise<ReviewerDto[]> {
    return this.reviewers.list(client.id);
  }

  /**
   * Invites a reviewer: creates their account (a username made from their name) without a password
   * and emails them a link to choose one (valid 7 days). The answer is the same whether or not the
   * address has an account (then it is told so instead, and the invitation cannot be accepted).
   */
  @Post()
  @ApiInvalid()
  @ApiConflict('Too many invitations are waiting')
  @ApiTooMany('Too many invitations today')
  inviteReviewer(@CurrentUser() client: SessionUser, @Body() input: InviteReviewerDto): Promise<ReviewerDto> {
    return this.reviewers.invite(input, client);
  }

  /** Removes a reviewer: they can no longer sign in, and their sessions end at once. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The reviewer is removed' })
  @ApiNotFound('No such reviewer of this client')
  async removeReviewer(@CurrentUser() client: SessionUser, @IdParam() id: number): Promise<void> {
    await this.reviewers.remove(client.id, id);
  }
}
