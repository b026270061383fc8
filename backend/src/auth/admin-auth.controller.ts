import { Body, Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiInvalid, ApiTooMany, ApiUnauthorized } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Public, Roles } from '../common/decorators/auth.decorators.js';
import { MessageDto } from '../common/dto/message.dto.js';
import type { SessionUser } from '../common/session-user.js';
import { UsersService } from '../users/users.service.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookies.js';
import { AuthResponseDto, TeamSessionDto } from './dto/auth-response.dto.js';
import { AdminLoginDto } from './dto/credentials.dto.js';
import { ChangePasswordDto, PASSWORD_CHANGED } from './dto/password.dto.js';
import { LoginGuard } from './login.guard.js';
import { endSession } from './sessions.js';
import { Action } from '../common/decorators/action.decorator.js';

@ApiTags('auth')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly devices: DeviceCookies,
  ) {}

  /** Signs an admin in. */
  @Action('login')
  @Public()
  @UseGuards(LoginGuard('admin', AdminLoginDto))
  @ApiInvalid()
  @ApiUnauthorized('Wrong username or password, or not an admin')
  @ApiTooMany('Too many failed attempts')
  async loginAdmin(
    @CurrentUser() user: SessionUser,
    @Body() _input: AdminLoginDto,
  ): Promise<AuthResponseDto> {
    return { user: await this.auth.profile(user.id) };
  }

  /**
   * The signed-in team member (admin or writer); 401 when nobody is signed in, 403 for a client.
   * Every admin page reads it, so it also says whether the team's notices reach anyone.
   */
  @Get('check-auth')
  @Roles('admin', 'writer')
  async checkAdminAuth(@CurrentUser() user: SessionUser): Promise<TeamSessionDto> {
    return {
      ...this.auth.signedInProfile(user),
      noticesReachNoOne: !(await this.users.anyActiveAdminWithConfirmedEmail()),
    };
  }

  /**
   * Changes the team member's own password (an admin's or a writer's), with the client's rules and
   * answer; the member's other sessions end, this one stays.
   */
  @Action('change-password')
  @Roles('admin', 'writer')
  @ApiInvalid('A rule is broken, or the current password is wrong')
  @ApiTooMany('Too many wrong current passwords for this account')
  async changeTeamMemberPassword(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() input: ChangePasswordDto,
  ): Promise<MessageDto> {
    const changedAt = await this.auth.changePassword(user.id, request.sessionID, input);
    // The device cookies issued before are revoked; this browser proved the password, so it keeps one.
    this.devices.issue(response, user.id, changedAt);
    return { message: PASSWORD_CHANGED };
  }

  /** Ends the team member's session. */
  @Action('logout')
  @Roles('admin', 'writer')
  async logoutAdmin(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageDto> {
    await endSession(request, response);
    return { message: 'Logged out' };
  }
}
