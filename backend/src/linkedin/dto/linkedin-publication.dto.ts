import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, Matches } from 'class-validator';
import { IsOptionalNotNull, IsTimeZone } from '../../common/validators.js';
import { PUBLICATION_STATES } from '../linkedin-publication.entity.js';

/**
 * Where a post stands with LinkedIn, as the portal and the back office show it: `none` (not approved
 * for LinkedIn), a publication's state, or `changed` (approved, then changed: it needs approving again).
 */
export const PUBLISHING_STATES = ['none', ...PUBLICATION_STATES, 'changed'] as const;
export type PublishingState = (typeof PUBLISHING_STATES)[number];

/** Why the reader may not approve this post for LinkedIn now; null when they may. */
export const APPROVAL_BLOCKS = [
  'not-set-up',
  'not-connected',
  'connection-ended',
  'not-allowed',
  'not-delivered',
  'publishing',
  'published',
] as const;
export type ApprovalBlock = (typeof APPROVAL_BLOCKS)[number];

/** A post on its way to LinkedIn (docs/product.md, "Publishing on LinkedIn"). */
export class PostPublishingDto {
  @ApiProperty({ enum: PUBLISHING_STATES, enumName: 'PublishingState' })
  state!: PublishingState;
  /** When it goes (or went) out, as approved; null when not approved. */
  publishAt!: Date | null;
  /** The client's time zone, which publishing times are chosen and shown in; null until chosen. */
  timeZone!: string | null;
  /** Why it did not go out, or why it is being tried again, in the client's words. */
  reason!: string | null;
  /** Tries so far: more than one while LinkedIn was busy. */
  attempts!: number;
  /** The published post on LinkedIn, and its id there. */
  linkedinUrl!: string | null;
  linkedinUrn!: string | null;
  /** Who approved it, by name (the client, their reviewer, or the team member the client lets). */
  approvedBy!: string | null;
  @ApiProperty({ enum: APPROVAL_BLOCKS, enumName: 'ApprovalBlock', nullable: true })
  approvalBlock!: ApprovalBlock | null;
  /** When the client's LinkedIn grant ends; null when none is connected. */
  connectionEndsAt!: Date | null;
}

/** A time chosen to publish at, in the client's time zone (`YYYY-MM-DD`, `HH:mm`). */
export class ApprovePublishingDto {
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a day as YYYY-MM-DD' })
  @ApiProperty({ example: '2027-01-12' })
  date!: string;

  @Matches(/^\d{2}:\d{2}$/, { message: 'time must be a time of day as HH:mm (24-hour)' })
  @ApiProperty({ example: '08:30' })
  time!: string;

  /**
   * The time zone to read the time in when the client has none yet (the browser's): sent by the
   * client, it becomes theirs. Ignored once the client has one.
   */
  @IsOptionalNotNull()
  @IsTimeZone('timeZone')
  @ApiPropertyOptional()
  timeZone?: string;
}

/** How a time picked was read, when a daylight-saving change bent it. */
export const TIME_FITS = ['exact', 'gap', 'repeat'] as const;

/** The approval stored: the post's publishing, and how its time was read. */
export class ApprovedPublishingDto {
  publishing!: PostPublishingDto;
  @ApiProperty({ enum: TIME_FITS, enumName: 'TimeFit' })
  fit!: (typeof TIME_FITS)[number];
  /** What to tell the person when the time was bent (null when exact), naming both times. */
  note!: string | null;
}

/** What a client lets others do with their LinkedIn connection. */
export class LinkedInPermissionsDto {
  /** The team may approve posts for LinkedIn for them (no second click of theirs). */
  @IsBoolean({ message: 'teamMayPublish must be true or false' })
  teamMayPublish!: boolean;

  /** Their reviewers may approve posts for LinkedIn. */
  @IsBoolean({ message: 'reviewersMayPublish must be true or false' })
  reviewersMayPublish!: boolean;
}
