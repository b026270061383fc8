import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ApiConflict,
  ApiInvalid,
  ApiNotFound,
  ApiTooMany,
  ApiUnavailable,
} from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Public, Roles } from '../common/decorators/auth.decorators.js';
import { ClientIp } from '../common/decorators/client-ip.decorator.js';
import { csvDownload } from '../common/csv.js';
import { Action } from '../common/decorators/action.decorator.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { CreateLeadDto, CreateLeadResponseDto } from './dto/create-lead.dto.js';
import { LeadAccessQueryDto } from './dto/lead-access.dto.js';
import {
  AddLeadNoteDto,
  AssignLeadDto,
  ExportLeadQueryDto,
  MergeLeadDto,
  SendLeadIdeasDto,
  UpdateLeadStatusDto,
} from './dto/lead-actions.dto.js';
import { LeadDto, LeadNoteDto, PublicLeadDto } from './dto/lead.dto.js';
import { LeadPageDto, LeadsViewQueryDto, ListLeadsQueryDto } from './dto/list-leads.dto.js';
import { LeadExportService } from './lead-export.service.js';
import { LeadMergeService } from './lead-merge.service.js';
import { LeadsService } from './leads.service.js';

@ApiTags('leads')
@Controller('leads')
export class LeadsController {
  constructor(
    private readonly leads: LeadsService,
    private readonly exports: LeadExportService,
    private readonly merges: LeadMergeService,
  ) {}

  /** The landing page's lead form: asks for 3 free post ideas. */
  @Post()
  @Public()
  @ApiInvalid()
  @ApiTooMany('Too many submissions from this address')
  createLead(@Body() input: CreateLeadDto, @ClientIp() ip: string): Promise<CreateLeadResponseDto> {
    return this.leads.create(input, ip);
  }

  /** A page of leads (admins): newest first by default, with search, a status filter and the total. */
  @Get()
  @Roles('admin')
  @ApiInvalid('A query parameter breaks a rule')
  listLeads(@Query() query: ListLeadsQueryDto): Promise<LeadPageDto> {
    return this.leads.list(query);
  }

  /**
   * Every lead of the list's current view as CSV, for a CRM or a spreadsheet: the list's search,
   * status filter and sort, every row (no pages). Cells a spreadsheet would run as formulas are
   * defused with a leading apostrophe.
   */
  @Get('export.csv')
  @Roles('admin')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'The CSV file, named leads-YYYY-MM-DD.csv',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiInvalid('A query parameter breaks a rule')
  exportLeadsCsv(
    @Query() query: LeadsViewQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): StreamableFile {
    return csvDownload(response, 'leads', this.leads.exportCsv(query));
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
    @IdParam() id: number,
    @Query() access: LeadAccessQueryDto,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<LeadDto | PublicLeadDto> {
    return user?.role === 'admin' ? this.leads.get(id) : this.leads.getPublic(id, access.token);
  }

  /**
   * Moves a lead to another status: new → contacted, any → archived, and an archived lead back to the
   * status it had when it was archived (its `allowedStatuses`). Converted is refused but as that
   * restore: a lead becomes converted by being converted into a client (POST /api/admin/leads/{id}/convert).
   */
  @Patch(':id/status')
  @Roles('admin')
  @ApiInvalid()
  @ApiNotFound('No such lead')
  @ApiConflict('That move is not allowed from the current status, or the status is converted')
  updateLeadStatus(
    @IdParam() id: number,
    @Body() input: UpdateLeadStatusDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<LeadDto> {
    return this.leads.changeStatus(id, input.status, admin.id);
  }

  /** Assigns the lead to a team member (their client's writer once converted), or unassigns it. */
  @Put(':id/assignment')
  @Roles('admin')
  @ApiInvalid()
  @ApiNotFound('No such lead')
  @ApiConflict('That team member is deactivated')
  assignLead(
    @IdParam() id: number,
    @Body() input: AssignLeadDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<LeadDto> {
    return this.leads.assign(id, input.assignedToId, admin.id);
  }

  /**
   * Deletes a lead that has no client account (spam), with its notes, history and onboarding
   * answers; the deletion is recorded (who, when), the lead is not.
   */
  @Delete(':id')
  @Roles('admin')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The lead is deleted' })
  @ApiNotFound('No such lead')
  @ApiConflict("The lead was converted into a client account: erase the client's personal data instead")
  async deleteLead(@IdParam() id: number, @CurrentUser() admin: SessionUser): Promise<void> {
    await this.leads.remove(id, admin.id);
  }

  /**
   * Merges this lead, a duplicate, into another lead with the same email (case and spaces aside):
   * its notes, history and mails move to that lead, its onboarding answers too when that lead has
   * none (else they are kept there as a note), and then it is deleted; the surviving lead's history
   * records the merge (who, when, from which lead). Answers the surviving lead.
   */
  @Action(':id/merge')
  @Roles('admin')
  @ApiInvalid()
  @ApiNotFound('No such lead, or no lead to merge into')
  @ApiConflict(
    'The lead was converted into a client account, the two emails differ, or the lead is merged into itself',
  )
  mergeLead(
    @IdParam() id: number,
    @Body() input: MergeLeadDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<LeadDto> {
    return this.merges.merge(id, input.intoLeadId, admin.id);
  }

  /**
   * Emails the lead the 3 free post ideas the lead form promised and keeps them in its history; a new
   * lead becomes contacted (and so no longer overdue). Another set may be sent later.
   */
  @Action(':id/ideas')
  @Roles('admin')
  @ApiInvalid('An idea is missing, too short or too long (the message names it)')
  @ApiNotFound('No such lead')
  @ApiConflict('The lead is archived')
  @ApiUnavailable('The mail could not be sent; nothing was recorded')
  sendLeadIdeas(
    @IdParam() id: number,
    @Body() input: SendLeadIdeasDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<LeadDto> {
    return this.leads.sendIdeas(id, [input.idea1, input.idea2, input.idea3], admin.id);
  }

  /** Keeps a note on a lead, with its author and time. */
  @Post(':id/notes')
  @Roles('admin')
  @ApiInvalid()
  @ApiNotFound('No such lead')
  addLeadNote(
    @IdParam() id: number,
    @Body() input: AddLeadNoteDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<LeadNoteDto> {
    return this.leads.addNote(id, input.body, admin.id);
  }

  /**
   * The lead's onboarding answers as a download: `json`, the whole document, or `brief`, a writer's
   * one-page text summary grouped as the questionnaire's tabs.
   */
  @Get(':id/export')
  @Roles('admin')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/json', 'text/plain')
  @ApiOkResponse({
    description: 'The file, named from the lead',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiInvalid('The format is not json or brief')
  @ApiNotFound('No such lead')
  @ApiConflict('The lead has not onboarded yet')
  async exportLead(
    @IdParam() id: number,
    @Query() query: ExportLeadQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.exports.export(id, query.format);
    response.attachment(file.filename);
    return new StreamableFile(Buffer.from(file.content), { type: file.contentType });
  }
}
