import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_ID } from '../parse-id.pipe.js';

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
