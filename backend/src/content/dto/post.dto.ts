import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, MaxLength, MinLength } from 'class-validator';
import { POST_STATUSES, type PostStatus } from '../post.entity.js';

/** A post written for the client. */
export class PostDto {
  id!: number;
  subscriptionId!: number;
  title!: string;
  /** The post's body; line breaks are part of it. */
  content!: string;
  scheduledFor!: Date | null;
  @ApiProperty({ enum: POST_STATUSES, enumName: 'PostStatus' })
  status!: PostStatus;
  feedbackNotes!: string | null;
  revisionRequested!: boolean;
  /** How many revisions the client has asked for on this post. */
  revisionCount!: number;
  /** Whether the client may ask for a revision now (delivered, and within the plan's revisions). */
  canRequestRevision!: boolean;
  /** Whether the client may mark it published now (delivered or scheduled). */
  canPublish!: boolean;
  publishedUrl!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}

/** SPEC §5 "Revision": 10 to 1000 characters of feedback. */
export class RequestRevisionDto {
  @MaxLength(1000, { message: 'Please keep your feedback to 1000 characters or fewer' })
  @MinLength(10, { message: 'Please provide at least 10 characters of feedback' })
  @IsString({ message: 'Please provide at least 10 characters of feedback' })
  feedbackNotes!: string;
}

/** Marks a post as published, optionally with its LinkedIn address. */
export class PublishPostDto {
  @IsOptional()
  @MaxLength(500, { message: 'LinkedIn URL must be at most 500 characters' })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true },
    { message: 'Please enter a valid LinkedIn URL' },
  )
  publishedUrl?: string;
}
