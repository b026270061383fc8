import type { UserDto } from '../api';

/** A person's name as the product shows it: first and last name, else the username. */
export function fullName({
  username,
  firstName,
  lastName,
}: Pick<UserDto, 'username' | 'firstName' | 'lastName'>) {
  return [firstName, lastName].filter((part) => part?.trim()).join(' ') || username;
}
