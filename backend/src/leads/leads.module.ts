import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ErasuresModule } from '../erasures/erasures.module.js';
import { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { NoticesModule } from '../notices/notices.module.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { User } from '../users/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { LeadActivity } from './lead-activity.entity.js';
import { LeadNote } from './lead-note.entity.js';
import { Lead } from './lead.entity.js';
import { LeadExportService } from './lead-export.service.js';
import { LeadLimitsService } from './lead-limits.service.js';
import { LeadMergeService } from './lead-merge.service.js';
import { LeadsController } from './leads.controller.js';
import { LeadsService } from './leads.service.js';

@Module({
  imports: [
    MikroOrmModule.forFeature([Lead, LeadNote, LeadActivity, ClientSubscription, User, OutgoingMail]),
    NoticesModule,
    ErasuresModule,
    UsersModule,
  ],
  controllers: [LeadsController],
  providers: [LeadsService, LeadLimitsService, LeadExportService, LeadMergeService],
  exports: [LeadsService, LeadExportService],
})
export class LeadsModule {}
