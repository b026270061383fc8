import type { UserDto } from '../../../api';

type Names = Pick<UserDto, 'username' | 'firstName' | 'lastName'>;

/**
 * docs/product.md, "Client layout": first letters of first and last name, else the first two letters of the
 * username; uppercased.
 */
export function initials({ username, firstName, lastName }: Names): string {
  const first = firstName?.trim();
  const last = lastName?.trim();
  return (first && last ? first[0] + last[0] : username.slice(0, 2)).toUpperCase();
}

/** The name the account menu shows: first and last name, else the username. */
export { fullName } from '../../../components/person-name';
