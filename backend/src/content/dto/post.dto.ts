import { PostMediaDto } from './post-media.dto.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { PageDto } from '../../common/dto/page.dto.js';
import { PageQueryDto, PageSize, SearchText } from '../../common/dto/page-query.dto.js';
import { INVALID_LINKEDIN_URL, LINKEDIN_URL, LINKEDIN_URL_PATTERN } from '../../common/linkedin-url.js';
import { IsOptionalNotNull } from '../../common/validators.js';
import { PLAN_NAMES, type PlanName } from '../../plans/plans.js';
import { POST_STATUSES, type PostStatus } from '../post.entity.js';
import { REVISION_BLOCKS, type RevisionBlock } from '../post-rules.js';

/**
 * A post written for the client. Its subscription's terms are the client's alone: a reviewer's answer
 * leaves out `subscriptionId`, `plan` and `revisionsPerPost`, as the subscription endpoints refuse them.
 */
export class PostDto {
  id!: number;
  subscriptionId?: number;
  /** The plan of the post's subscription: what sets its revisions per post. */
  @ApiPropertyOptional({ enum: PLAN_NAMES, enumName: 'PlanName' })
  plan?: PlanName;
  /** Revisions a post, as the subscription was sold (not the plan's list today); null for any number. */
  revisionsPerPost?: number | null;
  title!: string;
  /** The post's body; line breaks are part of it. */
  content!: string;
  /** Its images or document, as delivered to the client; null for text only. */
  media!: PostMediaDto | null;
  scheduledFor!: Date | null;
  /**
   * The status as the client sees it: while the writers revise a delivered post, the client keeps the
   * version they received, so it stays `delivered` (with `revisionRequested` when they asked for it).
   */
  @ApiProperty({ enum: POST_STATUSES, enumName: 'PostStatus' })
  status!: PostStatus;
  /** The client's feedback while the revision it asked for waits; null once its version is delivered. */
  feedbackNotes!: string | null;
  /** The client asked for a revision that has not been delivered yet. */
  revisionRequested!: boolean;
  /** When the client asked for the revision that is waiting; null when none is. */
  revisionRequestedAt!: Date | null;
  /** How many revisions the client has asked for on this post. */
  revisionCount!: number;
  /** Whether the client may ask for a revision now (delivered, and within the plan's revisions). */
  canRequestRevision!: boolean;
  /**
   * Why the client may not ask for a revision now; null when they may: `not-delivered` (scheduled or
   * published), `in-revision` (the writers are working on a new version) or `plan-limit` (the plan's
   * revisions of this post are used up).
   */
  @ApiProperty({ enum: REVISION_BLOCKS, enumName: 'RevisionBlock', nullable: true })
  revisionBlock!: RevisionBlock | null;
  /** Whether the client may mark it published now (delivered or scheduled). */
  canPublish!: boolean;
  publishedUrl!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}

/** A version of a post as the client received it: its number, its text as delivered, and when. */
export class ReceivedVersionDto {
  /** 1 for the first delivery, then 2, 3… */
  number!: number;
  title!: string;
  /** Its body as delivered; line breaks are part of it. */
  content!: string;
  /** The images or document it was delivered with; null for text only. */
  media!: PostMediaDto | null;
  deliveredAt!: Date;
}

/**
 * One post as the client opens it (docs/product.md, "Content details"), with the version delivered
 * before the one they have, to show what changed. Only the single post carries it: the list stays lean.
 */
export class PostDetailsDto extends PostDto {
  /**
   * The version delivered before the one the client has now (which, while the writers revise, is still
   * the last one delivered); null after a first delivery. Always a delivered version, never a draft.
   */
  previousVersion!: ReceivedVersionDto | null;
  /** The name LinkedIn shows as the author: the post's client's, whoever reads it (a reviewer too). */
  authorName!: string;
}

/**
 * A page of the client's content list, newest first (docs/product.md, "My Content": a search and a status
 * filter).
 */
export class ListContentQueryDto extends PageQueryDto {
  @PageSize('posts', 'post')
  pageSize?: number = 25;

  /** Part of the title or the body, in any case (a post being revised: of the version received). */
  @SearchText()
  search?: string;

  /** The status as the client sees it. */
  @IsOptional()
  @IsIn(POST_STATUSES, { message: 'The status must be draft, delivered, scheduled or published' })
  status?: PostStatus;
}

export class PostPageDto extends PageDto {
  items!: PostDto[];
}

/** Marks a post as published, optionally with its LinkedIn address. */
export class PublishPostDto {
  @IsOptionalNotNull()
  @MaxLength(500, { message: 'LinkedIn URL must be at most 500 characters' })
  @Matches(LINKEDIN_URL, { message: INVALID_LINKEDIN_URL })
  @ApiPropertyOptional({ pattern: LINKEDIN_URL_PATTERN })
  publishedUrl?: string;
}
