import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Action } from '../common/decorators/action.decorator.js';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentClient, CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { ClientActor } from '../common/client-scope.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { LinkedInStatusDto } from './dto/linkedin-connection.dto.js';
import {
  ApprovedPublishingDto,
  ApprovePublishingDto,
  LinkedInPermissionsDto,
  PostPublishingDto,
} from './dto/linkedin-publication.dto.js';
import { LinkedInConnections } from './linked-in-connections.js';
import { LinkedInPublishing } from './linked-in-publishing.js';

/**
 * A post approved to go out on LinkedIn by itself, from the portal: the client, or a reviewer the
 * client lets (403 otherwise). 404 for a post that is not the client's, or without LinkedIn set up.
 */
@ApiTags('linkedin')
@Roles('client', 'reviewer')
@ApiNotFound('No such post of this client, or LinkedIn is not set up on this server')
@Controller('client/content')
export class LinkedInPublishingController {
  constructor(private readonly publishing: LinkedInPublishing) {}

  /** Where the post stands with LinkedIn, and whether the reader may approve it (`not-set-up` without LinkedIn). */
  @Get(':id/linkedin')
  postPublishing(@CurrentClient() actor: ClientActor, @IdParam() id: number): Promise<PostPublishingDto> {
    return this.publishing.forPortal(actor, id);
  }

  /** "Approve and publish at": the time in the client's time zone; the post is scheduled for it. */
  @Action(':id/linkedin')
  @ApiInvalid('The date or time is no time, past, or over a year ahead')
  @ApiConflict('Not connected, the post is not delivered, or it is being (or was) published')
  approvePublishing(
    @CurrentClient() actor: ClientActor,
    @IdParam() id: number,
    @Body() input: ApprovePublishingDto,
  ): Promise<ApprovedPublishingDto> {
    return this.publishing.approve({ kind: 'portal', actor }, id, input);
  }

  /** "Publish now": approved and sent at once (and again after "Not published" or "Check LinkedIn"). */
  @Action(':id/linkedin/now')
  @ApiConflict('Not connected, the post is not delivered, or it is being (or was) published')
  publishNow(@CurrentClient() actor: ClientActor, @IdParam() id: number): Promise<ApprovedPublishingDto> {
    return this.publishing.approve({ kind: 'portal', actor }, id, 'now');
  }

  /** Takes the approval back: the post waits, delivered, as before. */
  @Delete(':id/linkedin')
  @ApiConflict('The post is being published right now')
  cancelPublishing(@CurrentClient() actor: ClientActor, @IdParam() id: number): Promise<PostPublishingDto> {
    return this.publishing.cancel({ kind: 'portal', actor }, id);
  }
}

/** What the client lets others do with their LinkedIn connection: the client only. */
@ApiTags('linkedin')
@Roles('client')
@Controller('client/linkedin')
export class LinkedInPermissionsController {
  constructor(private readonly connections: LinkedInConnections) {}

  /** Whether the team, and the client's reviewers, may approve posts for LinkedIn. */
  @Put('permissions')
  @ApiInvalid()
  @ApiNotFound('No LinkedIn profile is connected, or LinkedIn is not set up on this server')
  setLinkedInPermissions(
    @CurrentUser() client: SessionUser,
    @Body() input: LinkedInPermissionsDto,
  ): Promise<LinkedInStatusDto> {
    return this.connections.setPermissions(client.id, input);
  }
}
