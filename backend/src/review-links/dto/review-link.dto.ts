import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PostDto } from '../../content/dto/post.dto.js';
import { REVIEW_LINK_ACTIONS, type ReviewLinkAction } from '../../content/review-link.entity.js';
import { REVIEW_LINK_NOT_FOUND } from '../../content/review-link-rules.js';

/** The token of a mailed review link, from the page's address (/review?token=…). */
export class ReviewLinkQueryDto {
  @MaxLength(512, { message: REVIEW_LINK_NOT_FOUND })
  @IsNotEmpty({ message: REVIEW_LINK_NOT_FOUND })
  @IsString({ message: REVIEW_LINK_NOT_FOUND })
  token!: string;
}

/** What a review link's page shows: the one post, as its client sees it, and what the link does. */
export class ReviewLinkDto {
  /** What the link's button does: mark the post published, or ask for a revision. */
  @ApiProperty({ enum: REVIEW_LINK_ACTIONS, enumName: 'ReviewLinkAction' })
  action!: ReviewLinkAction;
  /** The client's first name, to greet them; null when they gave none. */
  firstName!: string | null;
  /** Why a revision cannot be asked for now (the portal's rule, in words); null when it can. */
  revisionRefusal!: string | null;
  post!: PostDto;
}
