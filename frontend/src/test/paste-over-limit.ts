import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Pastes `text`, longer than `field`'s limit, and checks what such a field does: it keeps every
 * character, is invalid, describes itself as `description` (the message and how far over it is), and
 * a press of `send` leaves it as it is. Whether anything was sent is the caller's to check.
 */
export async function pasteOverLimit(
  user: UserEvent,
  field: HTMLElement,
  text: string,
  description: string,
  send: HTMLElement,
) {
  await user.click(field);
  await user.paste(text);
  expect(field).toHaveValue(text);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(description);
  await user.click(send);
  expect(field).toHaveValue(text);
}
