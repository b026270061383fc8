import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { clientIp } from '../common/decorators/client-ip.decorator.js';
import type { SessionUser } from '../common/session-user.js';
import type { SignIn } from '../common/user-roles.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookies.js';

function localStrategyFor(door: SignIn) {
  @Injectable()
  class RoleLocalStrategy extends PassportStrategy(Strategy, `${door}-local`) {
    constructor(
      readonly auth: AuthService,
      readonly devices: DeviceCookies,
    ) {
      super({ passReqToCallback: true });
    }

    /** Checks the password (counted by the browser's device cookie when it is the account's); a success gets a new device cookie. */
    async validate(request: Request, username: string, password: string): Promise<SessionUser> {
      const user = await this.auth.validateLogin(
        username,
        password,
        door,
        clientIp(request),
        this.devices.read(request),
      );
      if (request.res) this.devices.issue(request.res, user.id);
      return user;
    }
  }
  return RoleLocalStrategy;
}

/** passport-local for the client sign-in: only clients get through. */
export const ClientLocalStrategy = localStrategyFor('client');
/** passport-local for the team's sign-in (/admin/login): admins and writers get through. */
export const AdminLocalStrategy = localStrategyFor('admin');
