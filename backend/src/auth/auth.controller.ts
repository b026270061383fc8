import { Body, Controller, Get, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  ApiConflict,
  ApiInvalid,
  ApiTooMany,
  ApiUnauthorized,
} from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Public, Roles } from '../common/decorators/auth.decorators.js';
import { ClientIp } from '../common/decorators/client-ip.decorator.js';
import { MessageDto } from '../common/dto/message.dto.js';
import type { SessionUser } from '../common/session-user.js';
import { UserDto } from '../users/dto/user.dto.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookies.js';
import { AuthResponseDto, PasswordResetDto } from './dto/auth-response.dto.js';
import { LoginDto } from './dto/credentials.dto.js';
import {
  ChangePasswordDto,
  ForgotPasswordDto,
  PASSWORD_CHANGED,
  PasswordLinkDto,
  PasswordLinkQueryDto,
  ResetPasswordDto,
} from './dto/password.dto.js';
import { UpdateOwnProfileDto } from './dto/profile.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { LoginGuard } from './login.guard.js';
import { endSession, startSession } from './sessions.js';
import { Action } from '../common/decorators/action.decorator.js';

@ApiTags('auth')
@Controller('client')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly devices: DeviceCookies,
  ) {}

  /** Creates a client account and signs it in. */
  @Post('register')
  @Public()
  @ApiInvalid()
  @ApiConflict('The username or email is taken')
  @ApiTooMany('Too many registrations from this address')
  async registerClient(
    @Req() request: Request,
    @Body() input: RegisterDto,
    @ClientIp() ip: string,
  ): Promise<AuthResponseDto> {
    const user = await this.auth.register(input, ip);
    await startSession(request, user);
    return { user: await this.auth.profile(user.id) };
  }

  /** Signs a client in with username and password. */
  @Action('login')
  @Public()
  @UseGuards(LoginGuard('client', LoginDto))
  @ApiInvalid()
  @ApiUnauthorized('Wrong username or password')
  @ApiTooMany('Too many failed attempts')
  async loginClient(@CurrentUser() user: SessionUser, @Body() _input: LoginDto): Promise<AuthResponseDto> {
    return { user: await this.auth.profile(user.id) };
  }

  /** Ends the session of the client (or their reviewer). */
  @Action('logout')
  @Roles('client', 'reviewer')
  async logoutClient(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageDto> {
    await endSession(request, response);
    return { message: 'You have been logged out.' };
  }

  /** The signed-in client, or reviewer (`reviewsForId` names the client they review for). */
  @Get('profile')
  @Roles('client', 'reviewer')
  getProfile(@CurrentUser() user: SessionUser): UserDto {
    return this.auth.signedInProfile(user);
  }

  /**
   * Changes the client's first or last name, or its choice of a weekly review digest (not a
   * reviewer's); the email changes through POST /client/profile/email-change.
   */
  @Patch('profile')
  @Roles('client')
  @ApiInvalid()
  async updateProfile(
    @CurrentUser() user: SessionUser,
    @Body() input: UpdateOwnProfileDto,
  ): Promise<AuthResponseDto> {
    return { user: await this.auth.updateProfile(user.id, input) };
  }

  /** Changes the password of the client (or reviewer) signed in; their other sessions end. */
  @Action('change-password')
  @Roles('client', 'reviewer')
  @ApiInvalid('A rule is broken, or the current password is wrong')
  @ApiTooMany('Too many wrong current passwords for this account')
  async changePassword(
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

  /**
   * Emails a reset link when the address belongs to an account; answers the same either way. Asked
   * from a browser that has signed in to that account (its device cookie), it is counted apart.
   */
  @Action('forgot-password')
  @Public()
  @ApiInvalid()
  @ApiTooMany('Too many requests from this address')
  async forgotPassword(
    @Req() request: Request,
    @Body() input: ForgotPasswordDto,
    @ClientIp() ip: string,
  ): Promise<MessageDto> {
    await this.auth.requestPasswordReset(input, ip, this.devices.read(request));
    return {
      message: 'If the email exists in our system, you will receive instructions to reset your password.',
    };
  }

  /**
   * Whether the token of a reset or invitation email can still set a password, so the page says so
   * before anyone types one; the link stays unused, and nothing of its account is told.
   */
  @Get('reset-password')
  @Public()
  @ApiInvalid('The token is missing or malformed')
  @ApiTooMany('Too many requests from this address')
  async checkPasswordLink(
    @Query() { token }: PasswordLinkQueryDto,
    @ClientIp() ip: string,
  ): Promise<PasswordLinkDto> {
    return { state: await this.auth.passwordLinkState(token, ip) };
  }

  /**
   * Sets a new password with the token from a reset or invitation email; every session of the
   * account ends. A client is then signed in (a new session, its id regenerated as at login) and
   * the answer has the user; an admin's link signs nobody in (`user` is null).
   */
  @Action('reset-password')
  @Public()
  @ApiInvalid('A rule is broken, or the link is invalid or expired')
  @ApiTooMany('Too many attempts from this address or with this link')
  async resetPassword(
    @Req() request: Request,
    @Body() input: ResetPasswordDto,
    @ClientIp() ip: string,
  ): Promise<PasswordResetDto> {
    const user = await this.auth.resetPassword(input, ip);
    if (user) await startSession(request, user);
    return {
      message: 'Your password has been reset. You can now log in with your new password.',
      user: user ? await this.auth.profile(user.id) : null,
    };
  }
}
