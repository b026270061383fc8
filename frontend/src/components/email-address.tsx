import { Fragment } from 'react';

/**
 * An email address that may wrap only before its "@" and its dots, never in the middle of a word:
 * `ada.lovelace@analytical-engines.example` breaks as `ada` `.lovelace` `@analytical-engines` `.example`.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
