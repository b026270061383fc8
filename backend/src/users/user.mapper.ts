import { displayName } from '../common/names.js';
import type { TeamMemberRefDto, UserDto } from './dto/user.dto.js';
import type { User } from './user.entity.js';

/** The only way a user leaves the server: the fields of UserDto, never the password. */
export const toUserDto = (
  user: Pick<
    User,
    | 'id'
    | 'username'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'role'
    | 'createdAt'
    | 'lastLogin'
    | 'reviewDigest'
    | 'timeZone'
    | 'reviewsFor'
  >,
): UserDto => ({
  id: user.id,
  username: user.username,
  email: user.email ?? null,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  role: user.role,
  createdAt: user.createdAt,
  lastLogin: user.lastLogin ?? null,
  reviewDigest: user.reviewDigest,
  timeZone: user.timeZone ?? null,
  reviewsForId: user.reviewsFor?.id ?? null,
});

/** A team member where work names them: a client's writer, a lead's owner (the user loaded). */
export const toTeamMemberRef = (
  member: Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'deactivatedAt'>,
): TeamMemberRefDto => ({
  id: member.id,
  name: displayName(member),
  active: !member.deactivatedAt,
});
