import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Action } from '../common/decorators/action.decorator.js';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import {
  ApprovedPublishingDto,
  ApprovePublishingDto,
  PostPublishingDto,
} from './dto/linkedin-publication.dto.js';
import { LinkedInInvitations } from './linked-in-invitations.js';
import { LinkedInPublishing } from './linked-in-publishing.js';

/**
 * A client's post on its way to LinkedIn, from the back office: any member for an admin's clients, a
 * writer for their own (404 otherwise). Approving needs the client's leave (403 without it).
 */
@ApiTags('linkedin')
@Roles('admin', 'writer')
@ApiNotFound('No such post, or LinkedIn is not set up on this server')
@Controller('admin/content')
export class AdminLinkedInController {
  constructor(private readonly publishing: LinkedInPublishing) {}

  @Get(':id/linkedin')
  teamPostPublishing(@CurrentUser() member: SessionUser, @IdParam() id: number): Promise<PostPublishingDto> {
    return this.publishing.forTeam(member, id);
  }

  /** Publishes at a time in the client's zone, for a client who lets the team. */
  @Action(':id/linkedin')
  @ApiInvalid('The date or time is no time, past, or over a year ahead')
  @ApiConflict('Not connected, the post is not delivered, or it is being (or was) published')
  teamApprovePublishing(
    @CurrentUser() member: SessionUser,
    @IdParam() id: number,
    @Body() input: ApprovePublishingDto,
  ): Promise<ApprovedPublishingDto> {
    return this.publishing.approve({ kind: 'team', member }, id, input);
  }

  /** Publishes now, for a client who lets the team (and again after "Not published" or "Check LinkedIn"). */
  @Action(':id/linkedin/now')
  @ApiConflict('Not connected, the post is not delivered, or it is being (or was) published')
  teamPublishNow(@CurrentUser() member: SessionUser, @IdParam() id: number): Promise<ApprovedPublishingDto> {
    return this.publishing.approve({ kind: 'team', member }, id, 'now');
  }

  /** Takes the approval back (whoever gave it): the post waits, delivered. */
  @Delete(':id/linkedin')
  @ApiConflict('The post is being published right now')
  teamCancelPublishing(
    @CurrentUser() member: SessionUser,
    @IdParam() id: number,
  ): Promise<PostPublishingDto> {
    return this.publishing.cancel({ kind: 'team', member }, id);
  }
}

/** The team asks a client to connect LinkedIn: a mail with the link. */
@ApiTags('linkedin')
@Roles('admin', 'writer')
@Controller('admin/clients')
export class AdminLinkedInInvitationsController {
  constructor(private readonly invitations: LinkedInInvitations) {}

  @Post(':id/linkedin-invitation')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The mail is on its way' })
  @ApiNotFound('No such client, or LinkedIn is not set up on this server')
  @ApiConflict('The client has no address, or is connected already')
  async inviteToLinkedIn(@CurrentUser() member: SessionUser, @IdParam() id: number): Promise<void> {
    await this.invitations.invite(member, id);
  }
}
