import { ApiProperty, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsOptionalNotNull } from '../../common/validators.js';
import { ANCHOR_QUOTE_MAX_LENGTH } from '../anchoring.js';
import {
  COMMENT_EMPTY,
  COMMENT_MAX_LENGTH,
  COMMENT_SIDES,
  COMMENT_TOO_LONG,
  SUGGESTION_MAX_LENGTH,
  SUGGESTION_STATES,
  SUGGESTION_TOO_LONG,
  type CommentSide,
  type SuggestionState,
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

/**
 * The words a thread is on, as written (a range of UTF-16 code units of version `version`'s text) and
 * where they stand in the text read now (PostConversationDto.text): `currentStart`/`currentEnd`, both
 * null once the words are gone from it (`outdated`).
 */
export class CommentAnchorDto {
  version!: number;
  start!: number;
  end!: number;
  quote!: string;
  currentStart!: number | null;
  currentEnd!: number | null;
  outdated!: boolean;
}

/** A suggested edit: new words for the thread's quote, and what the writer made of it. */
export class SuggestionDto {
  /** The replacement for the quoted words (empty: remove them). */
  text!: string;
  @ApiProperty({ enum: SUGGESTION_STATES, enumName: 'SuggestionState' })
  state!: SuggestionState;
  /** Still pending, but its words have changed since in the text it would change (the draft): it can no longer be taken. */
  outdated!: boolean;
  decidedByName!: string | null;
  decidedAt!: Date | null;
  /** Why the writer declined it; null otherwise. */
  reason!: string | null;
  /**
   * Still pending when the next version was delivered: the number of that version, which went out
   * without it (it can no longer be taken); null otherwise.
   */
  notTakenInto!: number | null;
  /** For the team, why it cannot be accepted now; null when it can (and always on the client's side). */
  acceptRefusal!: string | null;
}

/** A thread: its first comment, whether it is resolved, and the replies, oldest first. */
export class CommentThreadDto extends CommentDto {
  /** The words it is on; null for a comment on the whole post. */
  anchor!: CommentAnchorDto | null;
  /** The new words it suggests for them; null when it suggests none. */
  suggestion!: SuggestionDto | null;
  /** When the thread was resolved; null while it is open. */
  resolvedAt!: Date | null;
  /** Who resolved it; null while it is open (or once their account is erased). */
  resolvedByName!: string | null;
  replies!: CommentDto[];
}

/** A delivered version's text: what anchors' current ranges index. */
export class AnchoredTextDto {
  version!: number;
  content!: string;
}

/** A post's conversation as its reader may see it, threads oldest first. */
export class PostConversationDto {
  /** The latest version delivered to the client, which the threads' words are shown in; null before the first. */
  text!: AnchoredTextDto | null;
  threads!: CommentThreadDto[];
  /** The reader's comments not sent yet (a client's, waiting for their feedback). */
  unsent!: number;
}

/**
 * The words a new thread is on: a range of UTF-16 code units (what a browser's selection gives) of the
 * latest delivered version's text, named by its number, with the words themselves.
 */
export class CommentAnchorInputDto {
  /** The delivered version the words were selected in: the latest (a later one answers 409). */
  @Max(2_147_483_647, { message: 'must be a version number' })
  @Min(1, { message: 'must be a version number' })
  @IsInt({ message: 'must be a version number' })
  version!: number;

  @Max(2_147_483_647, { message: 'must be a position in the text' })
  @Min(0, { message: 'must be a position in the text' })
  @IsInt({ message: 'must be a position in the text' })
  start!: number;

  @Max(2_147_483_647, { message: 'must be a position in the text' })
  @Min(0, { message: 'must be a position in the text' })
  @IsInt({ message: 'must be a position in the text' })
  end!: number;

  /** The selected words, exactly as the text has them from `start` to `end`. */
  @MaxLength(ANCHOR_QUOTE_MAX_LENGTH, { message: 'is longer than any post' })
  @IsString({ message: 'must be the selected words' })
  quote!: string;
}

/** What every new comment may carry: the thread it replies to, or the words a new thread is on. */
export class NewCommentDto {
  /** The comment this replies to (a reply to a reply joins the same thread). */
  @IsOptionalNotNull()
  @Max(2_147_483_647, { message: 'parentId must be a comment id' })
  @Min(1, { message: 'parentId must be a comment id' })
  @IsInt({ message: 'parentId must be a comment id' })
  parentId?: number;

  /** The words a new thread is on (none on a reply: it is on its thread's). */
  @IsOptionalNotNull()
  @ValidateNested()
  @Type(() => CommentAnchorInputDto)
  @IsObject({ message: 'anchor must be the selected words: version, start, end and quote' })
  anchor?: CommentAnchorInputDto;
}

/**
 * The client's (or reviewer's) new comment or reply; a new thread on words may suggest new words for
 * them, and then needs no comment besides.
 */
export class CreateCommentDto extends NewCommentDto {
  // Checked bottom up: the first rule broken is the message. Not required beside a suggestion.
  @ValidateIf(
    (dto: CreateCommentDto, body) => dto.suggestion === undefined || (body !== undefined && body !== ''),
  )
  @Transform(trimmed)
  @MaxLength(COMMENT_MAX_LENGTH, { message: COMMENT_TOO_LONG })
  @MinLength(1, { message: COMMENT_EMPTY })
  @IsString({ message: COMMENT_EMPTY })
  body?: string;

  /** New words for the anchor's quote (empty: remove them); needs `anchor`. Not trimmed: spaces count. */
  @IsOptionalNotNull()
  @MaxLength(SUGGESTION_MAX_LENGTH, { message: SUGGESTION_TOO_LONG })
  @IsString({ message: 'suggestion must be the new words' })
  suggestion?: string;
}

/** The team's new comment: a team-only note unless `internal` is false. */
export class CreateTeamCommentDto extends NewCommentDto {
  // Checked bottom up: the first rule broken is the message.
  @Transform(trimmed)
  @MaxLength(COMMENT_MAX_LENGTH, { message: COMMENT_TOO_LONG })
  @MinLength(1, { message: COMMENT_EMPTY })
  @IsString({ message: COMMENT_EMPTY })
  body!: string;

  /** A note for the team alone (the default); false to write to the client. A reply takes its thread's. */
  @IsOptionalNotNull()
  @IsBoolean({ message: 'internal must be true or false' })
  internal?: boolean;
}

/** The writer's reason for declining a suggestion, which the client reads. */
export class DeclineSuggestionDto {
  @Transform(trimmed)
  @MaxLength(COMMENT_MAX_LENGTH, {
    message: `reason: please keep it to ${COMMENT_MAX_LENGTH} characters or fewer`,
  })
  @MinLength(1, { message: 'reason: please say why, for the client' })
  @IsString({ message: 'reason: please say why, for the client' })
  reason!: string;
}

/**
 * A change to a comment not sent yet: its words, and (for one that suggests an edit) its new words,
 * under the rules of a new one.
 */
export class UpdateCommentDto extends PickType(CreateCommentDto, ['body', 'suggestion'] as const) {}

/** A revision round: the client's comments not sent yet and, optionally, a note on the whole post. */
export class RevisionFeedbackDto {
  /** 10 to 1000 characters; required when no comment waits to be sent with it. */
  @IsOptionalNotNull()
  @MaxLength(1000, { message: 'Please keep your feedback to 1000 characters or fewer' })
  @MinLength(10, { message: 'Please provide at least 10 characters of feedback' })
  @IsString({ message: 'Please provide at least 10 characters of feedback' })
  feedbackNotes?: string;
}
