import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { UserRole } from '../user-roles.js';
import { IS_PUBLIC_KEY, ROLES_KEY } from '../decorators/auth.decorators.js';
import '../session-user.js';

/**
 * The one gate of every route (registered as APP_GUARD). A route must say who may call it:
 * `@Public()` or `@Roles(...)`. A route that says neither is refused, so a forgotten decorator
 * fails closed.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;

    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, targets);
    if (!roles) throw new ForbiddenException('This route is not open to anyone');

    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw new UnauthorizedException('Please sign in to continue');
    if (!roles.includes(user.role)) throw new ForbiddenException('You do not have access to this resource');
    return true;
  }
}
