import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { User } from '../users/user.entity.js';
import { MailService } from './mail.service.js';
import { TeamNotices } from './team-notices.service.js';

@Global()
@Module({
  imports: [MikroOrmModule.forFeature([User])],
  providers: [MailService, TeamNotices],
  exports: [MailService, TeamNotices],
})
export class MailModule {}
