import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service.js';
import { TeamNotices } from './team-notices.service.js';

@Global()
@Module({ providers: [MailService, TeamNotices], exports: [MailService, TeamNotices] })
export class MailModule {}
