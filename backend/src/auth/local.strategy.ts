import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { clientIp } from '../common/decorators/client-ip.decorator.js';
import type { SessionUser } from '../common/session-user.js';
import type { SignIn } from '../common/user-roles.js';
import { AuthService } from './auth.service.js';

function localStrategyFor(door: SignIn) {
  @Injectable()
  class RoleLocalStrategy extends PassportStrategy(Strategy, `${door}-local`) {
    constructor(readonly auth: AuthService) {
      super({ passReqToCallback: true });
    }

    validate(request: Request, username: string, password: string): Promise<SessionUser> {
      return this.auth.validateLogin(username, password, door, clientIp(request));
    }
  }
  return RoleLocalStrategy;
}

/** passport-local for the client sign-in: only clients get through. */
export const ClientLocalStrategy = localStrategyFor('client');
/** passport-local for the team's sign-in (/admin/login): admins and writers get through. */
export const AdminLocalStrategy = localStrategyFor('admin');
