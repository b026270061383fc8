import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';

@Module({
  imports: [UsersModule],
  controllers: [AuthController, AdminAuthController],
  providers: [AuthService],
})
export class AuthModule {}
