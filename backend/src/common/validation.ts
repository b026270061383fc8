import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidationFailedException } from './filters/all-exceptions.filter.js';

/** Flattens nested validation errors into their messages, in the order the fields are declared. */
export function validationMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      message.replace(/^property (\S+) should not exist$/, `Unknown field '${path}' is not allowed`),
    );
    return [...own, ...validationMessages(error.children ?? [], path)];
  });
}

/** Every request body and query is validated; unknown fields are refused, not dropped. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationFailedException(validationMessages(errors)),
  });
}
