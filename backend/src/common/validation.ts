import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidationFailedException } from './filters/all-exceptions.filter.js';

/** Flattens nested validation errors into their messages, in the order the fields are declared. */
export function validationMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      /^property (\S+) should not exist$/.test(message)
        ? `Unknown field '${path}' is not allowed`
        : // A field inside a list says which row it is in: "rows.2.impressions: …".
          parent
          ? `${path}: ${message}`
          : message,
    );
    return [...own, ...validationMessages(error.children ?? [], path)];
  });
}

/**
 * How deep a request's JSON may nest. No body of the API goes deeper than 2 (an object holding a
 * list of texts); class-transformer copies a value recursively and runs out of stack a few
 * thousand levels down, so anything far deeper than any body is refused before it is copied.
 */
export const MAX_INPUT_DEPTH = 32;

export const TOO_DEEP = 'The request body is nested too deeply';

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL cannot store NUL
 * in text at all; the others are never typed by a person (a text area gives tabs and line breaks
 * only) and would reach names, mails and exports unseen, so no field takes them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * What no field of any body, query or path may hold, whatever its own rules: text with control
 * characters or lone surrogates, or nesting deeper than {@link MAX_INPUT_DEPTH}. Walked without recursion, so the
 * walk itself cannot run out of stack; each problem names the field by its path.
 */
export function inputProblems(value: unknown, name = ''): string[] {
  const problems: string[] = [];
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: name, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current))
        problems.push(`${path || 'The value'} must not contain control characters`);
      // A lone UTF-16 surrogate (JSON allows "\udfff") is no character at all: stored it would turn
      // into U+FFFD, and class-validator's email rule throws on it (encodeURI), a 500.
      else if (!current.isWellFormed())
        problems.push(`${path || 'The value'} must not contain broken characters`);
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return [TOO_DEEP];
      const entries = Object.entries(current as Record<string, unknown>).reverse();
      for (const [key, child] of entries)
        pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return problems;
}

/**
 * The app's one validation pipe: the input rules above first, for every body, query and path
 * value; then the DTO's rules. Path values are left as they came, as text: the pipe of each
 * (ParseIdPipe) reads them strictly, where the global pipe's `+value` would take `0x10`, ` 1`
 * or `01` for a number.
 */
class InputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return value;
    const problems = inputProblems(value, metadata.data ?? '');
    if (problems.length > 0) throw new ValidationFailedException(problems);
    if (metadata.type === 'param') return value;
    return super.transform(value, metadata);
  }
}

/** Every request body and query is validated; unknown fields are refused, not dropped. */
export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationFailedException(validationMessages(errors)),
  });
}
