import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_ID } from '../../common/parse-id.pipe.js';
import { IsOptionalNotNull, IsRealDate } from '../../common/validators.js';

/** The most rows one bulk entry takes (written out as 200 below: the OpenAPI plugin reads literals only). */
export const MAX_BULK_ROWS = 200;

/**
 * A count of a snapshot: a whole number from 0 to 2,147,483,647 (int4), each message naming the field.
 * Written out for the OpenAPI plugin, which reads literals only.
 */
const Count = (label: string): PropertyDecorator =>
  applyDecorators(
    // Checked in this order: the first that fails is the message.
    ApiProperty({ type: 'integer', minimum: 0, maximum: 2_147_483_647 }),
    IsInt({ message: `${label} must be a whole number of 0 or more` }),
    Min(0, { message: `${label} must be a whole number of 0 or more` }),
    Max(2_147_483_647, { message: `${label} must be at most 2,147,483,647` }),
  );

/** A real calendar day written YYYY-MM-DD. */
const IsDay = (): PropertyDecorator =>
  IsRealDate('Recorded on', 'date', 'Recorded on must be a date written YYYY-MM-DD');

/** The four numbers LinkedIn shows a post's author. */
export class PostNumbersDto {
  /** How many times LinkedIn showed the post. */
  @Count('Impressions')
  impressions!: number;

  @Count('Reactions')
  reactions!: number;

  @Count('Comments')
  comments!: number;

  @Count('Reposts')
  reposts!: number;
}

/** One post's numbers as read off LinkedIn on a day. */
export class RecordSnapshotDto extends PostNumbersDto {
  /** The day the numbers were read (YYYY-MM-DD): not in the future, not before the post was published. */
  @ApiProperty({ example: '2026-11-20', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
  @IsDay()
  recordedOn!: string;

  /**
   * Keep numbers that look mistyped (a 409 otherwise): impressions fewer than a figure recorded for the
   * same or an earlier day, or reactions, comments or reposts above the impressions.
   */
  @IsOptionalNotNull()
  @IsBoolean({ message: 'Confirmed must be true or false' })
  confirmed?: boolean;
}

/** One row of a bulk entry: a published post of the client, and its numbers. */
export class BulkSnapshotRowDto extends PostNumbersDto {
  @Max(2_147_483_647, { message: `The post id must be a whole number from 1 to ${MAX_ID}` })
  @Min(1, { message: `The post id must be a whole number from 1 to ${MAX_ID}` })
  @IsInt({ message: `The post id must be a whole number from 1 to ${MAX_ID}` })
  postId!: number;
}

/** Numbers for many of a client's published posts, read on one day: stored all together, or none. */
export class RecordClientSnapshotsDto {
  /** The day the numbers were read (YYYY-MM-DD), for every row. */
  @ApiProperty({ example: '2026-11-20', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
  @IsDay()
  recordedOn!: string;

  @ArrayMaxSize(200, { message: 'At most 200 rows can be saved at once' })
  @ArrayMinSize(1, { message: 'Enter the numbers of at least one post' })
  @ValidateNested({ each: true })
  @Type(() => BulkSnapshotRowDto)
  @IsArray({ message: 'Rows must be a list of posts and their numbers' })
  rows!: BulkSnapshotRowDto[];

  /**
   * Keep numbers that look mistyped: impressions fewer than a figure recorded before, or reactions,
   * comments or reposts above the impressions (a 409 names each row and figure otherwise).
   */
  @IsOptionalNotNull()
  @IsBoolean({ message: 'Confirmed must be true or false' })
  confirmed?: boolean;
}

/** A snapshot as recorded: the numbers, the day, who entered them, and the engagement rate. */
export class SnapshotDto extends PostNumbersDto {
  id!: number;
  /** YYYY-MM-DD. */
  recordedOn!: string;
  /** (reactions + comments + reposts) / impressions, a fraction; null with no impressions. */
  engagementRate!: number | null;
  /** Who entered them ("Ada Lovelace"), or null once that account is gone. */
  recordedBy!: string | null;
  createdAt!: Date;
}

/** A published post's numbers over time. */
export class PostPerformanceDto {
  postId!: number;
  /** When the post was marked published; null before it was. */
  publishedAt!: Date | null;
  /** The earliest day a snapshot may be dated (YYYY-MM-DD), or null when the post is not published. */
  earliestRecordedOn!: string | null;
  /** Oldest day first; two of a day in the order they were entered. */
  snapshots!: SnapshotDto[];
}

/** One published post of a client, with its latest numbers: a row of the team's bulk entry table. */
export class PostNumbersRowDto {
  postId!: number;
  title!: string;
  publishedAt!: Date | null;
  publishedUrl!: string | null;
  /** The latest snapshot (by day, then by entry), or null when none was recorded. */
  latest!: SnapshotDto | null;
}

/** A client's published posts, most recently published first (at most 200), with their latest numbers. */
export class ClientPostNumbersDto {
  items!: PostNumbersRowDto[];
}
