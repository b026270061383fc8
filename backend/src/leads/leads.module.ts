import { Module } from '@nestjs/common';
import { LeadExportService } from './lead-export.service.js';
import { LeadLimitsService } from './lead-limits.service.js';
import { LeadsController } from './leads.controller.js';
import { LeadsService } from './leads.service.js';

@Module({
  controllers: [LeadsController],
  providers: [LeadsService, LeadLimitsService, LeadExportService],
  exports: [LeadsService],
})
export class LeadsModule {}
