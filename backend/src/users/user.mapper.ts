import type { UserDto } from './dto/user.dto.js';
import type { User } from './user.entity.js';

/** The only way a user leaves the server: the fields of UserDto, never the password. */
export const toUserDto = (user: User): UserDto => ({
  id: user.id,
  username: user.username,
  email: user.email ?? null,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  role: user.role,
  createdAt: user.createdAt,
  lastLogin: user.lastLogin ?? null,
});
