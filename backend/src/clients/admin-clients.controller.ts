import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { UpdateClientProfileDto } from '../auth/dto/profile.dto.js';
import {
  ApiConflict,
  ApiInvalid,
  ApiNotFound,
  ApiUnavailable,
} from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { Action } from '../common/decorators/action.decorator.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { ClientConversionService } from './client-conversion.service.js';
import { ClientErasureService } from './client-erasure.service.js';
import { ClientsService } from './clients.service.js';
import {
  ClientDetailDto,
  ClientPageDto,
  ConversionProposalDto,
  ConvertedLeadDto,
  ConvertLeadDto,
  ListClientsQueryDto,
  UpdateClientProductionDto,
} from './dto/client.dto.js';

@ApiTags('admin-clients')
@Roles('admin')
@Controller('admin')
export class AdminClientsController {
  constructor(
    private readonly clients: ClientsService,
    private readonly conversion: ClientConversionService,
    private readonly erasure: ClientErasureService,
  ) {}

  /** What "Convert to client" proposes for this lead: a free username, the names, the plan and its price. */
  @Get('leads/:id/conversion')
  @ApiNotFound('No such lead')
  getConversionProposal(@IdParam() id: number): Promise<ConversionProposalDto> {
    return this.conversion.propose(id);
  }

  /**
   * Turns the lead into a client: creates the account and its first subscription, marks the lead
   * converted and emails the client a link to set a password (valid 7 days).
   */
  @Post('leads/:id/convert')
  @ApiInvalid()
  @ApiNotFound('No such lead')
  @ApiConflict('The lead is already a client or archived, or the username or email is taken')
  convertLead(
    @IdParam() id: number,
    @Body() input: ConvertLeadDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ConvertedLeadDto> {
    return this.conversion.convert(id, input, admin.id);
  }

  /**
   * A page of clients, newest first, with their plan and how their posts stand, and the total;
   * search by name, username or email.
   */
  @Get('clients')
  @Roles('admin', 'writer')
  @ApiInvalid('A query parameter breaks a rule')
  listClients(
    @Query() query: ListClientsQueryDto,
    @CurrentUser() member: SessionUser,
  ): Promise<ClientPageDto> {
    return this.clients.list(query, member);
  }

  /** One client: profile, voice brief and subscriptions (a writer: their own clients, without prices). */
  @Get('clients/:id')
  @Roles('admin', 'writer')
  @ApiNotFound('No such client')
  getClient(@IdParam() id: number, @CurrentUser() member: SessionUser): Promise<ClientDetailDto> {
    return this.clients.get(id, member);
  }

  /** Assigns the client's writer, and whether their posts go to an admin's review before delivery. */
  @Patch('clients/:id/production')
  @ApiInvalid()
  @ApiNotFound('No such client')
  @ApiConflict('That team member is deactivated')
  updateClientProduction(
    @IdParam() id: number,
    @Body() input: UpdateClientProductionDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ClientDetailDto> {
    return this.clients.updateProduction(id, input, admin);
  }

  /** Corrects a client's first name, last name or email. */
  @Patch('clients/:id')
  @ApiInvalid()
  @ApiNotFound('No such client')
  @ApiConflict('Another account has that email')
  updateClient(
    @IdParam() id: number,
    @Body() input: UpdateClientProfileDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ClientDetailDto> {
    return this.clients.updateProfile(id, input, admin);
  }

  /**
   * Erases a client's personal data on request: names, email, username and password, the lead's
   * answers and notes, the posts' words and the saved mails go; sessions and emailed links end at
   * once; their subscriptions end (a Stripe-billed one canceled at Stripe first) and they leave the
   * board; subscriptions, payments, amounts and post counts stay for the books. Recorded (who, when)
   * without the data; erasing again changes nothing.
   */
  @Action('clients/:id/erasure')
  @ApiNotFound('No such client')
  @ApiUnavailable('Stripe could not be reached to cancel a subscription there; nothing was erased')
  async eraseClient(@IdParam() id: number, @CurrentUser() admin: SessionUser): Promise<ClientDetailDto> {
    await this.erasure.erase(id, admin.id);
    return this.clients.get(id, admin);
  }

  /** Emails a client who has not signed in yet a new link to set a password. */
  @Post('clients/:id/invitation')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The invitation is sent' })
  @ApiNotFound('No such client')
  @ApiConflict('The client has signed in already, or has no email')
  async resendInvitation(@IdParam() id: number): Promise<void> {
    await this.clients.resendInvitation(id);
  }
}
