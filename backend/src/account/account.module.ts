import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import {
  AccountController,
  ClientEmailController,
  EmailConfirmationsController,
} from './account.controller.js';
import { AccountService } from './account.service.js';
import { EmailConfirmations } from './email-confirmations.js';

/** Your account (/admin/account), a client's email change, and the links that confirm an address. */
@Module({
  imports: [UsersModule],
  controllers: [AccountController, ClientEmailController, EmailConfirmationsController],
  providers: [AccountService, EmailConfirmations],
  exports: [EmailConfirmations],
})
export class AccountModule {}
