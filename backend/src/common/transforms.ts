import { Transform } from 'class-transformer';

/** Trims a text field before it is validated: "  " is as empty as "". */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Emails are kept trimmed and lower-cased, so one address is one account. */
export const NormaliseEmail = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );
