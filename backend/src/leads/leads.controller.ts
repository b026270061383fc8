import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiInvalid, ApiNotFound, ApiTooMany } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Public, Roles } from '../common/decorators/auth.decorators.js';
import { ClientIp } from '../common/decorators/client-ip.decorator.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { CreateLeadDto, CreateLeadResponseDto } from './dto/create-lead.dto.js';
import { LeadAccessQueryDto } from './dto/lead-access.dto.js';
import { LeadDto, LeadSummaryDto, PublicLeadDto } from './dto/lead.dto.js';
import { LeadsService } from './leads.service.js';

@ApiTags('leads')
@Controller('leads')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  /** The landing page's lead form: asks for 3 free post ideas. */
  @Post()
  @Public()
  @ApiInvalid()
  @ApiTooMany('Too many submissions from this address')
  createLead(@Body() input: CreateLeadDto, @ClientIp() ip: string): Promise<CreateLeadResponseDto> {
    return this.leads.create(input, ip);
  }

  /** Every lead, newest first (admins). */
  @Get()
  @Roles('admin')
  listLeads(): Promise<LeadSummaryDto[]> {
    return this.leads.list();
  }

  /**
   * One lead. An admin gets the whole lead with its onboarding answers; with the token of the
   * lead's onboarding link, anyone gets what the questionnaire needs (id, first name, isOnboarded).
   */
  @Get(':id')
  @Public()
  @ApiExtraModels(LeadDto, PublicLeadDto)
  @ApiOkResponse({
    description: 'The whole lead for an admin; its public part with the onboarding token',
    schema: { oneOf: [{ $ref: getSchemaPath(LeadDto) }, { $ref: getSchemaPath(PublicLeadDto) }] },
  })
  @ApiNotFound('No such lead, or the token does not match')
  getLead(
    @Param('id', ParseIdPipe) id: number,
    @Query() access: LeadAccessQueryDto,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<LeadDto | PublicLeadDto> {
    return user?.role === 'admin' ? this.leads.get(id) : this.leads.getPublic(id, access.token);
  }
}
