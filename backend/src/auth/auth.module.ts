import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { NoticesModule } from '../notices/notices.module.js';
import { User } from '../users/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookies.js';
import { Invitations } from './invitations.js';
import { AdminLocalStrategy, ClientLocalStrategy } from './local.strategy.js';
import {
  FORGOT_PASSWORD_SLEEP,
  LoginThrottleService,
  realSleep,
  SIGN_IN_SLEEP,
} from './login-throttle.service.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionSerializer } from './session.serializer.js';

@Module({
  imports: [
    MikroOrmModule.forFeature([User, PasswordResetToken]),
    NoticesModule,
    UsersModule,
    PassportModule.register({ session: true }),
  ],
  controllers: [AuthController, AdminAuthController],
  providers: [
    AuthService,
    AdminAccountsService,
    LoginThrottleService,
    DeviceCookies,
    { provide: SIGN_IN_SLEEP, useValue: realSleep },
    { provide: FORGOT_PASSWORD_SLEEP, useValue: realSleep },
    PasswordResetService,
    Invitations,
    SessionSerializer,
    ClientLocalStrategy,
    AdminLocalStrategy,
  ],
  exports: [AdminAccountsService, PasswordResetService, Invitations],
})
export class AuthModule {}
