import { POST_MEDIA_KINDS, type PostMediaKind } from './post-media.dto.js';
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min, ValidateBy, type ValidationArguments } from 'class-validator';
import { MAX_ID } from '../../common/parse-id.pipe.js';
import { ToId } from '../../common/transforms.js';
import { IsRealDate } from '../../common/validators.js';
import { PLAN_NAMES, type PlanName } from '../../plans/plans.js';
import { CALENDAR_MAX_DAYS, dayNumber, daysSpanned, isTimeZone } from '../calendar-range.js';
import { POST_STATUSES, type PostStatus } from '../post.entity.js';

/** A date written YYYY-MM-DD that is a real day. */
const IsDay = (field: string): PropertyDecorator =>
  IsRealDate(field, 'date', `${field} must be a date written YYYY-MM-DD`);

/** The days from `from` to `to`, both included; null until both are dates (their own rules say why). */
function spanOf(to: unknown, args?: ValidationArguments): number | null {
  const from = (args?.object as { from?: unknown } | undefined)?.from;
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  if (dayNumber(from) === null || dayNumber(to) === null) return null;
  return daysSpanned(from, to);
}

/** `to` on or after `from` (checked once both are dates). */
const OnOrAfterFrom = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'onOrAfterFrom',
      validator: {
        validate: (to: unknown, args) => (spanOf(to, args) ?? 1) >= 1,
      },
    },
    { message: 'to must be on or after from' },
  );

/** At most {@link CALENDAR_MAX_DAYS} days from `from` to `to`, both included. */
const WithinCalendarDays = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'withinCalendarDays',
      validator: {
        validate: (to: unknown, args) => (spanOf(to, args) ?? 0) <= CALENDAR_MAX_DAYS,
      },
    },
    { message: `to must be at most ${CALENDAR_MAX_DAYS} days from from, both days included` },
  );

/**
 * The days a calendar shows: dates (YYYY-MM-DD), both included, read in `tz`, the viewer's IANA time
 * zone (the browser's `Intl.DateTimeFormat().resolvedOptions().timeZone`), so each day runs from the
 * viewer's midnight to the next, summer time or not. At most 42 days (a month view's six weeks).
 */
export class CalendarQueryDto {
  /** The first day shown, YYYY-MM-DD, in `tz`. */
  @IsDay('from')
  @ApiProperty({ format: 'date', example: '2026-11-30' })
  from!: string;

  /** The last day shown, YYYY-MM-DD, in `tz`: on or after `from`, at most 42 days from it (both included). */
  @WithinCalendarDays()
  @OnOrAfterFrom()
  @IsDay('to')
  @ApiProperty({ format: 'date', example: '2027-01-10' })
  to!: string;

  /** The viewer's IANA time zone, e.g. Europe/Paris; UTC when left out. */
  @IsOptional()
  @ValidateBy(
    {
      name: 'isTimeZone',
      validator: { validate: (value: unknown) => typeof value === 'string' && isTimeZone(value) },
    },
    { message: 'tz must be an IANA time zone, such as Europe/Paris' },
  )
  @ApiPropertyOptional({ example: 'Europe/Paris' })
  tz?: string;
}

/** The team's calendar: the client filter as well. */
export class AdminCalendarQueryDto extends CalendarQueryDto {
  // Ids are int4s: MAX_ID, written out for the OpenAPI plugin (it reads literals only).
  /** Only this client's posts. */
  @IsOptional()
  @ToId()
  @Max(2_147_483_647, { message: `The client id must be a whole number from 1 to ${MAX_ID}` })
  @Min(1, { message: `The client id must be a whole number from 1 to ${MAX_ID}` })
  @IsInt({ message: `The client id must be a whole number from 1 to ${MAX_ID}` })
  clientId?: number;
}

/** A post on its scheduled day, as its reader may see it. */
export class CalendarPostDto {
  id!: number;
  title!: string;
  @ApiProperty({ enum: POST_STATUSES, enumName: 'PostStatus' })
  status!: PostStatus;
  scheduledFor!: Date;
  /** Whether it carries images or a document; null for text only. */
  @ApiProperty({ enum: POST_MEDIA_KINDS, enumName: 'PostMediaKind', nullable: true })
  mediaKind!: PostMediaKind | null;
  /** A small image of its first image or page, at the reader's own address; null for text only. */
  thumbnailUrl!: string | null;
  /** The plan of the post's subscription (not in a reviewer's answer: the subscription is the client's). */
  @ApiPropertyOptional({ enum: PLAN_NAMES, enumName: 'PlanName' })
  plan?: PlanName;
}

/** A post on the team's calendar, with its client. */
export class AdminCalendarPostDto extends OmitType(CalendarPostDto, ['plan'] as const) {
  /** The plan of the post's subscription. */
  @ApiProperty({ enum: PLAN_NAMES, enumName: 'PlanName' })
  plan!: PlanName;
  clientId!: number;
  /** The client's full name, else their username. */
  clientName!: string;
  /** Approved to go out on the client's LinkedIn profile by itself at this time (not out yet). */
  onLinkedIn!: boolean;
}

/** A client the calendar's filter offers. */
export class CalendarClientDto {
  id!: number;
  /** Their full name, else their username. */
  name!: string;
}

/** The client's own posts scheduled in the range, by date. */
export class CalendarDto {
  items!: CalendarPostDto[];
}

/**
 * The posts scheduled in the range, by date, of every client the member works on (or the one asked
 * for), and those clients by name for the filter.
 */
export class AdminCalendarDto {
  items!: AdminCalendarPostDto[];
  clients!: CalendarClientDto[];
}
