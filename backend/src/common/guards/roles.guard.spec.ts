import { jest } from '@jest/globals';
import {
  Controller,
  ForbiddenException,
  Get,
  UnauthorizedException,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { SessionUser } from '../session-user.js';
import { Public, Roles } from '../decorators/auth.decorators.js';
import { RolesGuard } from './roles.guard.js';

@Controller()
class ExampleController {
  @Get() @Public() open() {}
  @Get() @Roles('admin') adminsOnly() {}
  @Get() forgotten() {}
}

function contextFor(handler: keyof ExampleController, user?: SessionUser): ExecutionContext {
  return {
    getHandler: () => ExampleController.prototype[handler],
    getClass: () => ExampleController,
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  } as unknown as ExecutionContext;
}

describe('RolesGuard', () => {
  const guard = new RolesGuard(new Reflector());
  const row = {
    email: null,
    firstName: null,
    lastName: null,
    createdAt: new Date(),
    lastLogin: null,
    reviewDigest: false,
    timeZone: null,
    reviewsForId: null,
  };
  const admin: SessionUser = { id: 1, username: 'boss', role: 'admin', ...row };
  const client: SessionUser = { id: 2, username: 'ada', role: 'client', ...row };

  it('lets anyone through a @Public() route', () => {
    expect(guard.canActivate(contextFor('open'))).toBe(true);
  });

  it('asks for a session (401), then the role (403)', () => {
    expect(() => guard.canActivate(contextFor('adminsOnly'))).toThrow(UnauthorizedException);
    expect(() => guard.canActivate(contextFor('adminsOnly', client))).toThrow(ForbiddenException);
    expect(guard.canActivate(contextFor('adminsOnly', admin))).toBe(true);
  });

  it('fails closed on a route that says nobody may call it', () => {
    expect(() => guard.canActivate(contextFor('forgotten', admin))).toThrow(ForbiddenException);
  });

  it("reads a route's decorators once, not at every request", () => {
    const reflector = new Reflector();
    const read = jest.spyOn(reflector, 'getAllAndOverride');
    const counted = new RolesGuard(reflector);
    for (let i = 0; i < 3; i += 1) counted.canActivate(contextFor('adminsOnly', admin));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('builds its 401 and 403 without a stack (never logged), and leaves the stack limit as it was', () => {
    const limit = Error.stackTraceLimit;
    for (const user of [undefined, client]) {
      let refused: unknown;
      try {
        guard.canActivate(contextFor('adminsOnly', user));
      } catch (error) {
        refused = error;
      }
      expect((refused as Error).stack).not.toMatch(/\n\s+at /);
    }
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
