import { SingleLine } from '../validators.js';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID } from '../parse-id.pipe.js';
import { Trim } from '../transforms.js';

/** Which page of a list: every paged list's query starts from this (its pageSize names what it holds). */
export class PageQueryDto {
  /** 1 for the first page. */
  // At most MAX_ID, written out for the OpenAPI plugin (it reads literals only): far more pages than
  // there are rows, and the rows skipped stay inside PostgreSQL's OFFSET (page 1e18 overflowed it).
  @IsOptional()
  @Type(() => Number)
  @Max(2_147_483_647, { message: `The page must be at most ${MAX_ID}` })
  @Min(1, { message: 'The page must be 1 or more' })
  @IsInt({ message: 'The page must be a whole number' })
  page?: number = 1;
}

/**
 * A list's page size, 1 to 200 `things` (the default is the property's initial value). Written out
 * for the OpenAPI document too: the plugin reads a validator's literals only where it is applied.
 */
export function PageSize(things: string, thing: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200 }),
    IsOptional(),
    Type(() => Number),
    Max(200, { message: `A page holds at most 200 ${things}` }),
    Min(1, { message: `A page holds at least 1 ${thing}` }),
    IsInt({ message: 'The page size must be a whole number' }),
  );
}

/** A list's search: up to 200 characters, trimmed (each list says what it looks in). */
export function SearchText(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: 200 }),
    IsOptional(),
    Trim(),
    SingleLine('The search'),
    MaxLength(200, { message: 'The search must be at most 200 characters' }),
    IsString({ message: 'The search must be text' }),
  );
}
