import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
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
import { PostDto, RequestRevisionDto } from '../content/dto/post.dto.js';
import { ReviewLinkDto, ReviewLinkQueryDto } from './dto/review-link.dto.js';
import { ReviewLinksService } from './review-links.service.js';

/**
 * The links of the delivery mail and the weekly digest, used without signing in: the token (in the
 * query, never logged) is the only key. GET only shows; a POST acts and uses the link.
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
  ) {}

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
  @Post('publish')
  @HttpCode(HttpStatus.OK)
  @ApiConflict('The post cannot be published from its status')
  async publishFromReviewLink(
    @Query() { token }: ReviewLinkQueryDto,
    @ClientIp() ip: string,
  ): Promise<PostDto> {
    await this.throttles.consume('reviewLinksPerAddress', ip);
    return this.links.publish(token);
  }

  /** Asks for a revision of the link's post (delivered, within the plan's revisions), as the portal does; uses the link. */
  @Post('revision')
  @HttpCode(HttpStatus.OK)
  @ApiConflict('The post is not delivered, or its plan allows no more revisions')
  async requestRevisionFromReviewLink(
    @Query() { token }: ReviewLinkQueryDto,
    @Body() input: RequestRevisionDto,
    @ClientIp() ip: string,
  ): Promise<PostDto> {
    await this.throttles.consume('reviewLinksPerAddress', ip);
    return this.links.requestRevision(token, input);
  }
}
