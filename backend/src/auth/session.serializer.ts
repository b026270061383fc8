import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { SessionUser } from '../common/session-user.js';
import { UsersService } from '../users/users.service.js';
import { toSessionUser } from './session-user.mapper.js';

type Done<T> = (error: unknown, value?: T | false) => void;

/** The session stores the user id only; each request reads the user's name and role afresh. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: SessionUser, done: Done<number>): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: Done<SessionUser>): void {
    this.users.findSessionUser(id).then(
      (user) => done(null, user ? toSessionUser(user) : false),
      (error: unknown) => done(error),
    );
  }
}
