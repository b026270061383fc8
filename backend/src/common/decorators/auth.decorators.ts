import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { clientActorOf } from '../client-scope.js';
import { SESSION_COOKIE } from '../session-cookie.js';
import type { UserRole } from '../user-roles.js';
import { ErrorResponseDto } from '../dto/error-response.dto.js';
import { ApiUnauthorized } from './api-errors.decorators.js';
import '../session-user.js';

export const IS_PUBLIC_KEY = 'ghostline:public';
export const ROLES_KEY = 'ghostline:roles';

/** Anyone may call this route, signed in or not. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/**
 * Only a signed-in user with one of these roles may call this route: 401 without a session,
 * 403 with another role. The OpenAPI document marks the operation as needing the session cookie.
 */
export const Roles = (...roles: [UserRole, ...UserRole[]]) =>
  applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorized('Not signed in'),
    ApiForbiddenResponse({
      description: `Signed in without the ${roles.join(' or ')} role`,
      type: ErrorResponseDto,
    }),
  );

/** The signed-in user of this request (guarded routes only). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().user;
});

/**
 * The client a signed-in user of the portal acts for, and who they are (common/client-scope.ts): the
 * client themselves, or their reviewer. For routes open to `@Roles('client', 'reviewer')`.
 */
export const CurrentClient = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return clientActorOf(context.switchToHttp().getRequest<Request>().user!);
});
