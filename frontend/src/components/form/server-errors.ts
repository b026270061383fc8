import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessages } from '../../api';

/** Which words of a server message name which field ("The email … already belongs…" → email). */
export type FieldWords<Values extends FieldValues> = [RegExp, Path<Values>][];

/** The words of a person's names and email (an invitation, a member's details). */
export const PERSON_FIELD_WORDS: FieldWords<{ firstName: string; lastName: string; email: string }> = [
  [/first name/i, 'firstName'],
  [/last name/i, 'lastName'],
  [/email/i, 'email'],
];

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
  for (const message of errorMessages(error)) {
    const field = words.find(([pattern]) => pattern.test(message))?.[1];
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/** Shows one message on the field it is about, when there is one, focusing it; answers whether it did. */
export function showOnField<Values extends FieldValues>(
  field: Path<Values> | null | undefined,
  message: string,
  setError: UseFormSetError<Values>,
): boolean {
  if (!field) return false;
  setError(field, { type: 'server', message }, { shouldFocus: true });
  return true;
}
