import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { User } from '../users/user.entity.js';
import { AdminOutgoingMailsController } from './admin-outgoing-mails.controller.js';
import { AdminOutgoingMails } from './admin-outgoing-mails.js';
import { MailQueue } from './mail-queue.js';
import { MailService } from './mail.service.js';
import { OncePerPeriod } from './once-per-period.js';
import { OutgoingMail } from './outgoing-mail.entity.js';
import { OutgoingMails } from './outgoing-mails.js';

@Global()
@Module({
  imports: [MikroOrmModule.forFeature([User, OutgoingMail])],
  controllers: [AdminOutgoingMailsController],
  providers: [MailService, OutgoingMails, MailQueue, AdminOutgoingMails, OncePerPeriod],
  exports: [MailService, OutgoingMails, MailQueue, OncePerPeriod],
})
export class MailModule {}
