import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UserDto } from './dto/user.dto.js';
import { User } from './user.entity.js';

@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** The only way a user leaves the server: the fields of UserDto, never the password. */
  static toDto(user: User): UserDto {
    return {
      id: user.id,
      username: user.username,
      email: user.email ?? null,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      role: user.role,
      createdAt: user.createdAt,
      lastLogin: user.lastLogin ?? null,
    };
  }
}
