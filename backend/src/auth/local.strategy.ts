import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { clientIp } from '../common/decorators/client-ip.decorator.js';
import type { SessionUser } from '../common/session-user.js';
import type { UserRole } from '../common/user-roles.js';
import { AuthService } from './auth.service.js';

function localStrategyFor(role: UserRole) {
  @Injectable()
  class RoleLocalStrategy extends PassportStrategy(Strategy, `${role}-local`) {
    constructor(readonly auth: AuthService) {
      super({ passReqToCallback: true });
    }

    validate(request: Request, username: string, password: string): Promise<SessionUser> {
      return this.auth.validateLogin(username, password, role, clientIp(request));
    }
  }
  return RoleLocalStrategy;
}

/** passport-local for the client sign-in: only clients get through. */
export const ClientLocalStrategy = localStrategyFor('client');
/** passport-local for the admin sign-in: only admins get through. */
export const AdminLocalStrategy = localStrategyFor('admin');
