import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { UsersModule } from '../users/users.module.js';
import { TeamController } from './team.controller.js';
import { TeamService } from './team.service.js';

/** /admin/team: the admins and writers of the agency. */
@Module({
  imports: [AuthModule, UsersModule, AccountModule, NoticesModule],
  controllers: [TeamController],
  providers: [TeamService],
  exports: [TeamService],
})
export class TeamModule {}
