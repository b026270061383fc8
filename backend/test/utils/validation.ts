import type { ArgumentMetadata } from '@nestjs/common';
import { ValidationFailedException } from '../../src/common/filters/all-exceptions.filter.js';
import { createValidationPipe } from '../../src/common/validation.js';

/** The app's global validation pipe, for specs of DTO rules. */
export const pipe = createValidationPipe();

export const bodyOf = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({
  type: 'body',
  metatype,
});

/** The messages the pipe answers for this body; none when it passes. */
export async function messagesFor(metatype: ArgumentMetadata['metatype'], value: unknown): Promise<string[]> {
  try {
    await pipe.transform(value, bodyOf(metatype));
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.errors;
    throw error;
  }
  return [];
}
