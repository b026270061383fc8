import { applyDecorators } from '@nestjs/common';
import { MaxDate, MinDate, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';

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
