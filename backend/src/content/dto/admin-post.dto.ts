import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsDate,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PageDto } from '../../common/dto/page.dto.js';
import { PageQueryDto, PageSize, SearchText } from '../../common/dto/page-query.dto.js';
import { MAX_ID } from '../../common/parse-id.pipe.js';
import { ToId, Trim } from '../../common/transforms.js';
import { IsDateInYears, IsOptionalNotNull } from '../../common/validators.js';
import { INVALID_LINKEDIN_URL, LINKEDIN_URL, LINKEDIN_URL_PATTERN } from '../../common/linkedin-url.js';
import { PLAN_NAMES, type PlanName } from '../../plans/plans.js';
import { POST_STATUSES, type PostStatus } from '../post.entity.js';
import { DRAFT_MAX_CHARACTERS } from '../post-rules.js';

/** A post as the back office lists it (the revision queue, a client's posts). */
export class AdminPostSummaryDto {
  id!: number;
  clientId!: number;
  /** The client's full name, else their username. */
  clientName!: string;
  subscriptionId!: number;
  /** The plan of the post's subscription. */
  @ApiProperty({ enum: PLAN_NAMES, enumName: 'PlanName' })
  plan!: PlanName;
  title!: string;
  @ApiProperty({ enum: POST_STATUSES, enumName: 'PostStatus' })
  status!: PostStatus;
  scheduledFor!: Date | null;
  /** The client's latest revision feedback. */
  feedbackNotes!: string | null;
  /** The client asked for a revision that has not been delivered yet. */
  revisionRequested!: boolean;
  /** When the client asked for the revision that is waiting; null when none is. */
  revisionRequestedAt!: Date | null;
  revisionCount!: number;
  publishedUrl!: string | null;
  /** When the post was first delivered; null while it never was. */
  deliveredAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}

/** One delivered version of a post, as the client received it. */
export class PostVersionDto {
  id!: number;
  /** 1 for the first delivery. */
  number!: number;
  title!: string;
  content!: string;
  /** The revision feedback this version answers; null for the first delivery. */
  feedbackNotes!: string | null;
  /** The admin who delivered it; null when that account is gone. */
  deliveredBy!: string | null;
  deliveredAt!: Date;
}

/** A post with its body, what may happen to it next and every version delivered. */
export class AdminPostDto extends AdminPostSummaryDto {
  /** The body, plain text; line breaks are part of it. */
  content!: string;
  /** The statuses the post may move to now. */
  @ApiProperty({ enum: POST_STATUSES, enumName: 'PostStatus', isArray: true })
  allowedStatuses!: PostStatus[];
  /** Whether title and body may be edited now (only a draft's; the schedule changes until published). */
  editable!: boolean;
  /** Every delivered version, newest first. */
  versions!: PostVersionDto[];
  /**
   * Why the post cannot be delivered now: the client has no subscription in force (active, pending,
   * or canceled with its paid period still running). Null when it can be.
   */
  deliveryRefusal!: string | null;
}

const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** A page of the back office's posts: its filters and a search on the title. */
export class ListAdminPostsQueryDto extends PageQueryDto {
  @PageSize('posts', 'post')
  pageSize?: number = 50;

  /** Part of the title, in any case. */
  @SearchText()
  search?: string;

  // Ids are int4s: MAX_ID, written out for the OpenAPI plugin (it reads literals only).
  @IsOptional()
  @ToId()
  @Max(2_147_483_647, { message: `The client id must be a whole number from 1 to ${MAX_ID}` })
  @Min(1, { message: `The client id must be a whole number from 1 to ${MAX_ID}` })
  @IsInt({ message: `The client id must be a whole number from 1 to ${MAX_ID}` })
  clientId?: number;

  @IsOptional()
  @IsIn(POST_STATUSES, { message: 'The status must be draft, delivered, scheduled or published' })
  status?: PostStatus;

  /** true: only the posts whose client is waiting for a revision (the revision queue). */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'revisionRequested must be true or false' })
  revisionRequested?: boolean;
}

export class AdminPostPageDto extends PageDto {
  items!: AdminPostSummaryDto[];
}

/** A new draft for one of a client's subscriptions. */
export class CreatePostDto {
  // Ids are int4s: MAX_ID, written out for the OpenAPI plugin (it reads literals only).
  @Max(2_147_483_647, { message: `The subscription id must be at most ${MAX_ID}` })
  @Min(1, { message: 'Subscription is required' })
  @IsInt({ message: 'Subscription is required' })
  subscriptionId!: number;

  @Trim()
  @MaxLength(255, { message: 'Title must be at most 255 characters' })
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  title!: string;

  /** Plain text; line breaks are kept. */
  @MaxLength(DRAFT_MAX_CHARACTERS, {
    message: `A draft holds at most ${DRAFT_MAX_CHARACTERS.toLocaleString('en-US')} characters`,
  })
  @IsNotEmpty({ message: 'Post text is required' })
  @IsString({ message: 'Post text is required' })
  content!: string;

  /** When the post should go out on LinkedIn; null or absent: not scheduled. */
  @IsOptional()
  @Type(() => Date)
  @IsDateInYears('Scheduled for')
  @IsDate({ message: 'Scheduled for must be a date and time' })
  scheduledFor?: Date | null;
}

/** Changes to a draft: any of title, body and schedule (null clears the schedule). */
export class UpdatePostDto {
  @IsOptionalNotNull()
  @Trim()
  @MaxLength(255, { message: 'Title must be at most 255 characters' })
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  title?: string;

  @IsOptionalNotNull()
  @MaxLength(DRAFT_MAX_CHARACTERS, {
    message: `A draft holds at most ${DRAFT_MAX_CHARACTERS.toLocaleString('en-US')} characters`,
  })
  @IsNotEmpty({ message: 'Post text is required' })
  @IsString({ message: 'Post text is required' })
  content?: string;

  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @Type(() => Date)
  @IsDateInYears('Scheduled for')
  @IsDate({ message: 'Scheduled for must be a date and time' })
  @ApiProperty({ type: Date, nullable: true, required: false })
  scheduledFor?: Date | null;
}

/**
 * Moves a post: draft → delivered (the client is emailed), delivered ⇄ scheduled, delivered or
 * scheduled → draft (to edit it again), delivered or scheduled → published on the client's behalf.
 */
export class ChangePostStatusDto {
  @IsIn(POST_STATUSES, { message: 'The status must be draft, delivered, scheduled or published' })
  @ApiProperty({ enum: POST_STATUSES, enumName: 'PostStatus' })
  status!: PostStatus;

  /** The post's address on LinkedIn: required to publish on the client's behalf. */
  @IsOptionalNotNull()
  @MaxLength(500, { message: 'LinkedIn URL must be at most 500 characters' })
  @Matches(LINKEDIN_URL, { message: INVALID_LINKEDIN_URL })
  @ApiPropertyOptional({ pattern: LINKEDIN_URL_PATTERN })
  publishedUrl?: string;
}
