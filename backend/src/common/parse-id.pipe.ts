import {
  type ArgumentMetadata,
  BadRequestException,
  Injectable,
  Param,
  type PipeTransform,
} from '@nestjs/common';

/** The largest id: ids are PostgreSQL `int4`s. */
export const MAX_ID = 2_147_483_647;

/** An id as text: digits only, no sign, space or leading zero, at most 10 of them. */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/**
 * The id a text or a number stands for, or undefined when it is none: `0x10`, `+1`, `01`, ` 1`,
 * `1e3` and anything beyond {@link MAX_ID} are not ids.
 */
export function parseId(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : undefined;
  if (typeof value !== 'string' || !ID_TEXT.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

/** Path ids are whole numbers from 1 to {@link MAX_ID}, written plainly; anything else is a 400 that says so. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    const id = parseId(value);
    if (id === undefined)
      throw new BadRequestException(
        `The ${metadata.data ?? 'id'} must be a whole number from 1 to ${MAX_ID}`,
      );
    return id;
  }
}

/** A path parameter that is an id (`id` unless named), read by ParseIdPipe. */
export const IdParam = (name = 'id') => Param(name, ParseIdPipe);
