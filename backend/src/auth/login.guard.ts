import { type CanActivate, type ExecutionContext, Injectable, mixin, type Type } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../common/validation.js';
import type { SignIn } from '../common/user-roles.js';

const validation = createValidationPipe();

/**
 * Signs in through passport-local at one door (SIGN_IN_ROLES): the body is validated first (so a bad one gets
 * the documented message (docs/product.md, "Validation rules"), not passport's), then the strategy checks the credentials and passport
 * starts the session (regenerating its id).
 */
export function LoginGuard(door: SignIn, body: Type): Type<CanActivate> {
  @Injectable()
  class RoleLoginGuard extends AuthGuard(`${door}-local`) {
    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const request = context.switchToHttp().getRequest<Request>();
      request.body = await validation.transform(request.body, { type: 'body', metatype: body });
      const allowed = (await super.canActivate(context)) as boolean;
      await super.logIn(request);
      return allowed;
    }
  }
  return mixin(RoleLoginGuard);
}
