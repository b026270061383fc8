import { Module } from '@nestjs/common';
import { LeadLimitsService } from './lead-limits.service.js';
import { LeadsController } from './leads.controller.js';
import { LeadsService } from './leads.service.js';

@Module({
  controllers: [LeadsController],
  providers: [LeadsService, LeadLimitsService],
  exports: [LeadsService],
})
export class LeadsModule {}
