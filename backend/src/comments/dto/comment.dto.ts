import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsOptionalNotNull } from '../../common/validators.js';
import {
  COMMENT_EMPTY,
  COMMENT_MAX_LENGTH,
  COMMENT_SIDES,
  COMMENT_TOO_LONG,
  type CommentSide,
} from '../comment-rules.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One comment of a post's conversation, as its reader may see it. */
export class CommentDto {
  id!: number;
  /** The thread's first comment, for a reply; null for a thread's first. */
  parentId!: number | null;
  body!: string;
  /** The author's name as the reader knows them; "A former client" or "A former team member" once erased. */
  authorName!: string;
  @ApiProperty({ enum: COMMENT_SIDES, enumName: 'CommentSide' })
  authorSide!: CommentSide;
  /** The reader wrote it. */
  mine!: boolean;
  /** A team-only note (the team's answers only: never in the client's). */
  internal!: boolean;
  /** The delivered version it was written on; null for a note on a post never delivered. */
  version!: number | null;
  /** When it reached the other side; null while it waits to be sent with the client's feedback. */
  sentAt!: Date | null;
  /** The revision round it was sent with; null when it was sent on its own. */
  round!: number | null;
  createdAt!: Date;
  updatedAt!: Date;
}

/** A thread: its first comment, whether it is resolved, and the replies, oldest first. */
export class CommentThreadDto extends CommentDto {
  /** When the thread was resolved; null while it is open. */
  resolvedAt!: Date | null;
  /** Who resolved it; null while it is open (or once their account is erased). */
  resolvedByName!: string | null;
  replies!: CommentDto[];
}

/** A post's conversation as its reader may see it, threads oldest first. */
export class PostConversationDto {
  threads!: CommentThreadDto[];
  /** The reader's comments not sent yet (a client's, waiting for their feedback). */
  unsent!: number;
}

/** A new comment, or a reply. */
export class CreateCommentDto {
  // Checked bottom up: the first rule broken is the message.
  @Transform(trimmed)
  @MaxLength(COMMENT_MAX_LENGTH, { message: COMMENT_TOO_LONG })
  @MinLength(1, { message: COMMENT_EMPTY })
  @IsString({ message: COMMENT_EMPTY })
  body!: string;

  /** The comment this replies to (a reply to a reply joins the same thread). */
  @IsOptionalNotNull()
  @Max(2_147_483_647, { message: 'parentId must be a comment id' })
  @Min(1, { message: 'parentId must be a comment id' })
  @IsInt({ message: 'parentId must be a comment id' })
  parentId?: number;
}

/** The team's new comment: a team-only note unless `internal` is false. */
export class CreateTeamCommentDto extends CreateCommentDto {
  /** A note for the team alone (the default); false to write to the client. A reply takes its thread's. */
  @IsOptionalNotNull()
  @IsBoolean({ message: 'internal must be true or false' })
  internal?: boolean;
}

/** A change to a comment not sent yet. */
export class UpdateCommentDto {
  // Checked bottom up: the first rule broken is the message.
  @Transform(trimmed)
  @MaxLength(COMMENT_MAX_LENGTH, { message: COMMENT_TOO_LONG })
  @MinLength(1, { message: COMMENT_EMPTY })
  @IsString({ message: COMMENT_EMPTY })
  body!: string;
}

/** A revision round: the client's comments not sent yet and, optionally, a note on the whole post. */
export class RevisionFeedbackDto {
  /** 10 to 1000 characters; required when no comment waits to be sent with it. */
  @IsOptionalNotNull()
  @MaxLength(1000, { message: 'Please keep your feedback to 1000 characters or fewer' })
  @MinLength(10, { message: 'Please provide at least 10 characters of feedback' })
  @IsString({ message: 'Please provide at least 10 characters of feedback' })
  feedbackNotes?: string;
}
