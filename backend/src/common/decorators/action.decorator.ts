import { applyDecorators, HttpCode, HttpStatus, Post } from '@nestjs/common';

/**
 * A POST that acts on what its path names (publish, resolve, record a payment) and answers 200 with
 * the result: nothing new is created at an address of its own, so not Nest's default 201.
 */
export const Action = (path: string) => applyDecorators(Post(path), HttpCode(HttpStatus.OK));
