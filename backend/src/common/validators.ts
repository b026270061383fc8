import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { MaxDate, MinDate, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { isImpossibleDay, isRealDay } from './dates.js';
import { isTimeZone } from './time-zones.js';

/**
 * A field that may be left out, but not sent as null: its rules run on every value but `undefined`,
 * so `null` gets the field's own message. class-validator's `@IsOptional()` skips null as well,
 * which let null through to NOT NULL columns (a 500) or into required ones (a stored null). Keep
 * `@IsOptional()` (or a `ValidateIf` that skips null) only where null means "clear it".
 */
export const IsOptionalNotNull = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);

/** The first and last year a date of the product may fall in: what a subscription or a schedule can mean. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2099;

/**
 * A date from {@link FIRST_YEAR} to {@link LAST_YEAR} (UTC). JavaScript reads years 0 and ±275760,
 * which PostgreSQL refuses or cannot be meant; put it after `@IsDate()`, which says "not a date".
 */
export const IsDateInYears = (label: string): PropertyDecorator => {
  const message = `${label} must be in the years ${FIRST_YEAR} to ${LAST_YEAR}`;
  return applyDecorators(
    MaxDate(new Date(Date.UTC(LAST_YEAR, 11, 31, 23, 59, 59, 999)), { message }),
    MinDate(new Date(Date.UTC(FIRST_YEAR, 0, 1)), { message }),
  );
};

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The one rule for every date of a body or a query: a date the calendar has, as written. JavaScript
 * reads `2026-02-30` as March 2 (and `new Date()`, `@Type(() => Date)` and `@IsDateString()` take it);
 * here its year, month and day must be a real day (2024-02-29 is, 2025-02-29 and 2026-04-31 are not),
 * else a 400 says "{label} must be a real date". Anything that is no date at all gets `notADate`.
 *
 * - `date`: text written YYYY-MM-DD, kept as text, from {@link FIRST_YEAR} to {@link LAST_YEAR}.
 * - `date-time`: ISO 8601, a date or a date and time with or without an offset (its day as written),
 *   read into a `Date` (a number, as before, as milliseconds), from {@link FIRST_YEAR} to
 *   {@link LAST_YEAR}. Use it instead of `@Type(() => Date)` and `@IsDate()`.
 */
export const IsRealDate = (
  label: string,
  format: 'date' | 'date-time',
  notADate: string,
): PropertyDecorator => {
  const message = ({ value }: { value: unknown }) =>
    isImpossibleDay(value) ? `${label} must be a real date` : notADate;
  if (format === 'date')
    return applyDecorators(
      ValidateBy(
        {
          name: 'isRealDate',
          validator: {
            validate: (value) => typeof value === 'string' && DAY_TEXT.test(value) && isRealDay(value),
          },
        },
        { message },
      ),
      ValidateBy(
        {
          name: 'isDayInYears',
          validator: {
            validate: (value) =>
              typeof value === 'string' &&
              Number(value.slice(0, 4)) >= FIRST_YEAR &&
              Number(value.slice(0, 4)) <= LAST_YEAR,
          },
        },
        { message: `${label} must be in the years ${FIRST_YEAR} to ${LAST_YEAR}` },
      ),
    );
  return applyDecorators(
    // Only a real day becomes a Date: anything else stays as it came, for the rule to name.
    Transform(({ value }: { value: unknown }) =>
      (typeof value === 'string' && isRealDay(value)) || typeof value === 'number' ? new Date(value) : value,
    ),
    // Checked in this order: the first that fails is the message.
    ValidateBy(
      {
        name: 'isRealDate',
        validator: { validate: (value) => value instanceof Date && !Number.isNaN(value.getTime()) },
      },
      { message },
    ),
    IsDateInYears(label),
  );
};

/**
 * A number with at most `places` decimals. class-validator's `IsNumber({ maxDecimalPlaces })` reads
 * the decimals from the number's text and throws on one written with an exponent (`1e-7`: a 500);
 * this asks whether rounding to `places` decimals leaves the number as it is.
 */
export const MaxDecimalPlaces = (places: number, options: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'maxDecimalPlaces',
      validator: {
        validate: (value: unknown) => typeof value === 'number' && Number(value.toFixed(places)) === value,
      },
    },
    options,
  );

/** Control characters (Unicode Cc: CR, LF, tab, NUL, DEL, the C1 range). */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * The one rule of every one-line text of a body or a query (a name, a title, a search): no control
 * character, so a line break can never reach a mail's header, a CSV row or a log line as written.
 * Multi-line texts (notes, comments, a post's body) keep their line breaks and do not use it.
 * `each` checks every item of an array of such texts.
 */
export const SingleLine = (label: string, { each = false }: { each?: boolean } = {}): PropertyDecorator =>
  ValidateBy(
    {
      name: 'singleLine',
      validator: { validate: (value) => typeof value !== 'string' || !CONTROL_CHARACTER.test(value) },
    },
    { message: `${label} must be one line, without control characters`, each },
  );

/** An IANA time zone's name (common/time-zones.ts), named in the message by `label`. */
export const IsTimeZone = (label: string): PropertyDecorator =>
  ValidateBy(
    { name: 'isTimeZone', validator: { validate: (value) => isTimeZone(value) } },
    { message: `${label} must be a time zone such as America/New_York (its IANA name)` },
  );
