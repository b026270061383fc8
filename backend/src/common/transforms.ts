import { Transform } from 'class-transformer';
import { parseId } from './parse-id.pipe.js';
import { normalizeUsername } from './usernames.js';

/** Trims a text field before it is validated: "  " is as empty as "". */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Emails are kept trimmed and lower-cased, so one address is one account. */
export const NormaliseEmail = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );

/**
 * Reads an id in a query as its number when it is written plainly (see `parseId`), and leaves any
 * other text as it came for `@IsInt()` to refuse: `Number()` would take `0x10`, ` 1` or `1e3`.
 */
export const ToId = () => Transform(({ value }: { value: unknown }) => parseId(value) ?? value);
/** A username is kept in its NFKC form, trimmed: "ＤＥＭＯ" is "DEMO" (common/usernames.ts). */
export const NormaliseUsername = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalizeUsername(value) : value,
  );
