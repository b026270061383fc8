import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { ReviewersController } from './reviewers.controller.js';
import { ReviewersService } from './reviewers.service.js';

/** A client's reviewers: invited, listed and removed from the client's Settings. */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [ReviewersController],
  providers: [ReviewersService],
})
export class ReviewersModule {}
