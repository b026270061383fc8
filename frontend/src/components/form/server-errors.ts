import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '../../api';

/** Which words of a server message name which field ("The email … already belongs…" → email). */
export type FieldWords<Values extends FieldValues> = [RegExp, Path<Values>][];

/** Every message of a failed answer: each failed rule of a 400, else its one message. */
export function serverMessages(error: unknown): string[] {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data;
  if (Array.isArray(data?.errors))
    return data.errors.filter((item): item is string => typeof item === 'string');
  return [errorMessage(error)];
}

/**
 * Shows each message of a refused answer on the field it names, focusing the first; answers whether
 * any was shown (else the caller says it in a toast, the form staying filled).
 */
export function showOnFields<Values extends FieldValues>(
  error: unknown,
  words: FieldWords<Values>,
  setError: UseFormSetError<Values>,
): boolean {
  let shown = false;
  for (const message of serverMessages(error)) {
    const field = words.find(([pattern]) => pattern.test(message))?.[1];
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
