import type { ArgumentMetadata } from '@nestjs/common';
import { ValidationFailedException } from '../../src/common/filters/all-exceptions.filter.js';
import { createValidationPipe } from '../../src/common/validation.js';

/** The app's own validation pipe, to check a DTO's rules and messages without a server. */
const pipe = createValidationPipe();
const bodyOf = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });

/** The body as the pipe hands it to a controller (transformed), or its ValidationFailedException. */
export const validateBody = (metatype: ArgumentMetadata['metatype'], value: unknown): Promise<unknown> =>
  pipe.transform(value, bodyOf(metatype));

/** Every message the pipe answers for this body; none when it is valid. */
export async function messagesFor(metatype: ArgumentMetadata['metatype'], value: unknown): Promise<string[]> {
  try {
    await validateBody(metatype, value);
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.errors;
    throw error;
  }
  return [];
}
