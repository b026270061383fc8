import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../common/decorators/auth.decorators.js';
import { ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { CreateLeadDto, CreateLeadResponseDto } from './dto/create-lead.dto.js';
import { LeadDto, LeadSummaryDto } from './dto/lead.dto.js';
import { LeadsService } from './leads.service.js';

@ApiTags('leads')
@Controller('leads')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  /** The landing page's lead form: asks for 3 free post ideas. */
  @Post()
  @Public()
  @ApiInvalid()
  createLead(@Body() input: CreateLeadDto): Promise<CreateLeadResponseDto> {
    return this.leads.create(input);
  }

  /** Every lead, newest first (admins). */
  @Get()
  @Roles('admin')
  listLeads(): Promise<LeadSummaryDto[]> {
    return this.leads.list();
  }

  /** One lead with its onboarding answers. */
  @Get(':id')
  @Public()
  @ApiNotFound('No such lead')
  getLead(@Param('id', ParseIdPipe) id: number): Promise<LeadDto> {
    return this.leads.get(id);
  }
}
