import { POST_MEDIA_KINDS, PostMediaDto, type PostMediaKind } from './post-media.dto.js';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
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
import { AssigneeFilter } from '../../common/dto/assignment.js';
import { PageDto } from '../../common/dto/page.dto.js';
import { PageQueryDto, PageSize, SearchText } from '../../common/dto/page-query.dto.js';
import { MAX_ID } from '../../common/parse-id.pipe.js';
import { ToId, Trim } from '../../common/transforms.js';
import { IsOptionalNotNull, IsRealDate, SingleLine } from '../../common/validators.js';
import { INVALID_LINKEDIN_URL, LINKEDIN_URL, LINKEDIN_URL_PATTERN } from '../../common/linkedin-url.js';
import { PLAN_NAMES, type PlanName } from '../../plans/plans.js';
import { TeamMemberRefDto } from '../../users/dto/user.dto.js';
import { POST_STATUSES, type PostStatus, REVIEW_STATES, type ReviewState } from '../post.entity.js';
import { DRAFT_MAX_CHARACTERS } from '../post-rules.js';
import { NotifiedDto } from '../../notices/dto/notified.dto.js';

export const DELIVERY_NOTICES = ['email', 'digest', 'none'] as const;
export type DeliveryNotice = (typeof DELIVERY_NOTICES)[number];

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
  /** The client's content pillar the post serves; null for none. */
  pillar!: string | null;
  /** The client's writer; null for unassigned. */
  assignedTo!: TeamMemberRefDto | null;
  /** Where the draft stands in review; null when none was asked for since the last delivery. */
  @ApiProperty({ enum: REVIEW_STATES, enumName: 'ReviewState', nullable: true })
  reviewState!: ReviewState | null;
  /** When the review waiting was asked for; null when none is waiting. */
  reviewRequestedAt!: Date | null;
  /** Whether the draft carries images or a document; null for text only. */
  @ApiProperty({ enum: POST_MEDIA_KINDS, enumName: 'PostMediaKind', nullable: true })
  mediaKind!: PostMediaKind | null;
  /** How many images (or 1 for a document); 0 for text only. */
  mediaCount!: number;
  createdAt!: Date;
  updatedAt!: Date;
}

/** Where a draft stands in an admin's review, and who asked and answered. */
export class PostReviewDto {
  @ApiProperty({ enum: REVIEW_STATES, enumName: 'ReviewState' })
  state!: ReviewState;
  /** Who sent it for review (name), and when. */
  requestedBy!: string | null;
  requestedAt!: Date | null;
  /** The admin who approved or returned it (name), and when; null while it waits. */
  reviewedBy!: string | null;
  reviewedAt!: Date | null;
  /** The admin's note when returning it; null otherwise. */
  note!: string | null;
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
  /** Who wrote its text (name); null when unknown or that account is gone. */
  writtenBy!: string | null;
  /** The admin who approved it before delivery (name); null when it was not reviewed. */
  reviewedBy!: string | null;
  /** Who delivered it (name); null when that account is gone. */
  deliveredBy!: string | null;
  deliveredAt!: Date;
  /** The images or document it was delivered with; null for text only. */
  media!: PostMediaDto | null;
}

/** A post with its body, what may happen to it next and every version delivered. */
export class AdminPostDto extends AdminPostSummaryDto {
  /** The body, plain text; line breaks are part of it. */
  content!: string;
  /** The draft's images or document (what the next delivery carries); null for text only. */
  media!: PostMediaDto | null;
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
  /** Who last wrote the draft's text (name); null when unknown. */
  writtenBy!: string | null;
  /** The client's posts go to an admin's review before delivery. */
  reviewRequired!: boolean;
  /** The review of the current draft; null when none was asked for since the last delivery. */
  review!: PostReviewDto | null;
  /**
   * Why the signed-in member may not deliver the draft yet for want of review (a writer's draft for a
   * client whose posts are reviewed, not approved as it stands); null when review does not stop it.
   */
  reviewRefusal!: string | null;
  /** The signed-in member may send the draft for review now. */
  canRequestReview!: boolean;
  /** The signed-in member may approve or return the draft now (an admin, while it is ready for review). */
  canReview!: boolean;
  /**
   * How the client hears of a delivery: `email`, a mail with the post's links at once; `digest`, in
   * the weekly review digest they chose (Mondays); `none`, not at all (no email address on file).
   */
  @ApiProperty({ enum: DELIVERY_NOTICES, enumName: 'DeliveryNotice' })
  deliveryNotice!: DeliveryNotice;
}

/** A post after a review step, with whom the step's notice reached (the admins, or the draft's writer). */
export class ReviewedPostDto extends AdminPostDto {
  /** Who was told: mailed now, or in their next morning digest; none for an approval. */
  notified!: NotifiedDto;
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

  /** ready: only the drafts waiting for an admin's review (the review queue), oldest request first. */
  @IsOptional()
  @IsIn(REVIEW_STATES, { message: 'The review state must be ready, approved or returned' })
  @ApiPropertyOptional({ enum: REVIEW_STATES, enumName: 'ReviewState' })
  reviewState?: ReviewState;

  /** "unassigned", or a team member's id: only the posts of the clients assigned to them. */
  @AssigneeFilter()
  assignedTo?: string;
}

export class AdminPostPageDto extends PageDto {
  items!: AdminPostSummaryDto[];
}

// The rules of a draft's fields, the same for a new draft and its changes. Each writes out for the
// OpenAPI document the limits the plugin reads only where a validator stands on the property itself,
// and lists its decorators bottom-up, the order a stack of them on the property applies them in.

/** A post's title: one line of 1 to 255 characters, trimmed. */
function PostTitle(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ maxLength: 255 }),
    IsString({ message: 'Title is required' }),
    IsNotEmpty({ message: 'Title is required' }),
    MaxLength(255, { message: 'Title must be at most 255 characters' }),
    SingleLine('Title'),
    Trim(),
  );
}

/** A post's text, line breaks kept: not empty, at most DRAFT_MAX_CHARACTERS. */
function PostText(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'Post text is required' }),
    IsNotEmpty({ message: 'Post text is required' }),
    MaxLength(DRAFT_MAX_CHARACTERS, {
      message: `A draft holds at most ${DRAFT_MAX_CHARACTERS.toLocaleString('en-US')} characters`,
    }),
  );
}

/** The content pillar a post serves: one line, or null (whether it is one of the client's: checkPillar). */
function PostPillar(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, nullable: true, required: false, maxLength: 255 }),
    IsString({ message: "Pillar must be one of the client's content pillars, or null" }),
    MaxLength(255, { message: 'Pillar must be at most 255 characters' }),
    SingleLine('Pillar'),
    IsOptional(),
  );
}

/** A new draft for one of a client's subscriptions. */
export class CreatePostDto {
  // Ids are int4s (MAX_ID). Declared with @ApiProperty, as the title is by PostTitle, so the OpenAPI
  // document lists it first, as the class does.
  @Max(MAX_ID, { message: `The subscription id must be at most ${MAX_ID}` })
  @Min(1, { message: 'Subscription is required' })
  @IsInt({ message: 'Subscription is required' })
  @ApiProperty({ minimum: 1, maximum: MAX_ID })
  subscriptionId!: number;

  @PostTitle()
  title!: string;

  /** Plain text; line breaks are kept. */
  @PostText()
  content!: string;

  /** When the post should go out on LinkedIn; null or absent: not scheduled. */
  @IsOptional()
  @IsRealDate('Scheduled for', 'date-time', 'Scheduled for must be a date and time')
  scheduledFor?: Date | null;

  /** The client's content pillar the post serves (one of their onboarding answers); null or absent: none. */
  @PostPillar()
  pillar?: string | null;
}

/** Changes to a draft: any of title, body and schedule (null clears the schedule). */
export class UpdatePostDto {
  @IsOptionalNotNull()
  @PostTitle()
  title?: string;

  @IsOptionalNotNull()
  @PostText()
  content?: string;

  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @IsRealDate('Scheduled for', 'date-time', 'Scheduled for must be a date and time')
  @ApiProperty({ type: Date, nullable: true, required: false })
  scheduledFor?: Date | null;

  /** The client's content pillar the post serves (one of their onboarding answers); null clears it; absent keeps it. */
  @PostPillar()
  pillar?: string | null;
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

export const REVIEW_DECISIONS = ['approve', 'return'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** An admin's answer to a draft ready for review: approve it (it may then be delivered), or return it with a note. */
export class ReviewPostDto {
  @IsIn(REVIEW_DECISIONS, { message: 'The decision must be approve or return' })
  @ApiProperty({ enum: REVIEW_DECISIONS, enumName: 'ReviewDecision' })
  decision!: ReviewDecision;

  /** What to change: required to return the draft; kept with an approval when given. */
  @ValidateIf(
    (dto: ReviewPostDto, value) => dto.decision === 'return' || (value !== undefined && value !== null),
  )
  @Trim()
  @MaxLength(1000, { message: 'A review note must be at most 1000 characters' })
  @IsNotEmpty({ message: 'Please say what to change' })
  @IsString({ message: 'Please say what to change' })
  note?: string | null;
}
