import { Controller, Delete, Get, HttpCode, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Public, Roles } from '../common/decorators/auth.decorators.js';
import type { SessionUser } from '../common/session-user.js';
import {
  LinkedInAuthorizationDto,
  LinkedInCallbackQueryDto,
  LinkedInStatusDto,
} from './dto/linkedin-connection.dto.js';
import { LinkedInConnections, SIGNED_OUT, type PendingGrant } from './linked-in-connections.js';

declare module 'express-session' {
  interface SessionData {
    /** The `state` of a LinkedIn grant under way (linked-in-connections.ts), until the client is back. */
    linkedInGrant?: PendingGrant;
  }
}

/** The client's LinkedIn profile, on Settings: the client only (a reviewer connects nothing). */
@ApiTags('linkedin')
@Roles('client')
@Controller('client/linkedin')
export class LinkedInController {
  constructor(private readonly connections: LinkedInConnections) {}

  /** Whether LinkedIn can be connected here, and the connected profile (never its token). */
  @Get()
  linkedInStatus(@CurrentUser() client: SessionUser): Promise<LinkedInStatusDto> {
    return this.connections.status(client.id);
  }

  /** Starts connecting: the address of LinkedIn's consent page, its `state` kept in the session. */
  @Post('connect')
  @HttpCode(HttpStatus.OK)
  @ApiNotFound('LinkedIn is not set up on this server')
  connectLinkedIn(@Req() request: Request): LinkedInAuthorizationDto {
    const { authorizationUrl, pending } = this.connections.begin();
    request.session.linkedInGrant = pending;
    return { authorizationUrl };
  }

  /** Disconnects: the token revoked where LinkedIn allows it, and deleted. */
  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The profile is disconnected' })
  @ApiNotFound('No LinkedIn profile is connected')
  async disconnectLinkedIn(@CurrentUser() client: SessionUser): Promise<void> {
    await this.connections.disconnect(client.id);
  }
}

/**
 * Where LinkedIn sends the browser back after the consent page. Open to anyone, so that a browser back
 * from LinkedIn never lands on an error page: only a client's session (with the grant's state in it)
 * connects anything.
 */
@ApiTags('linkedin')
@Public()
@Controller('client/linkedin')
export class LinkedInCallbackController {
  constructor(private readonly connections: LinkedInConnections) {}

  /**
   * Where LinkedIn sends the client back: the grant checked and stored, then Settings, saying how it
   * went (`?linkedin=connected`, `cancelled`, `expired`, `refused`, `other-profile`, `no-posting`).
   * Open to anyone, so that a browser back from LinkedIn never lands on an error page: without the
   * client's session (signed out meanwhile, or another address of the site), it stores nothing and
   * says so (`signed-out`); Settings then asks them to sign in.
   */
  @Get('callback')
  @ApiResponse({ status: HttpStatus.SEE_OTHER, description: 'Back to Settings, with how it went' })
  @ApiInvalid()
  @ApiNotFound('LinkedIn is not set up on this server')
  async linkedInCallback(
    @Query() query: LinkedInCallbackQueryDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const client = request.user?.role === 'client' ? request.user : undefined;
    let outcome: string = SIGNED_OUT;
    if (client) {
      const pending = request.session.linkedInGrant;
      // Used once, whatever happens.
      delete request.session.linkedInGrant;
      outcome = await this.connections.finish(client.id, pending, query);
    }
    response.redirect(HttpStatus.SEE_OTHER, `/dashboard/settings?linkedin=${outcome}`);
  }
}
