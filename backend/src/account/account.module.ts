import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AccountController, EmailConfirmationsController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { EmailConfirmations } from './email-confirmations.js';

/** Your account (/admin/account) and the links that confirm an email address. */
@Module({
  imports: [UsersModule],
  controllers: [AccountController, EmailConfirmationsController],
  providers: [AccountService, EmailConfirmations],
  exports: [EmailConfirmations],
})
export class AccountModule {}
