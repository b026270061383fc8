import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiInvalid, ApiTooMany, ApiUnauthorized } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Public, Roles } from '../common/decorators/auth.decorators.js';
import { MessageDto } from '../common/dto/message.dto.js';
import type { SessionUser } from '../common/session-user.js';
import { UserDto } from '../users/dto/user.dto.js';
import { AuthService } from './auth.service.js';
import { AuthResponseDto } from './dto/auth-response.dto.js';
import { AdminLoginDto } from './dto/credentials.dto.js';
import { LoginGuard } from './login.guard.js';
import { endSession } from './sessions.js';

@ApiTags('auth')
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly auth: AuthService) {}

  /** Signs an admin in. */
  @Post('login')
  @Public()
  @UseGuards(LoginGuard('admin', AdminLoginDto))
  @HttpCode(HttpStatus.OK)
  @ApiInvalid()
  @ApiUnauthorized('Wrong username or password, or not an admin')
  @ApiTooMany('Too many failed attempts')
  async loginAdmin(
    @CurrentUser() user: SessionUser,
    @Body() _input: AdminLoginDto,
  ): Promise<AuthResponseDto> {
    return { user: await this.auth.profile(user.id) };
  }

  /** The signed-in team member (admin or writer); 401 when nobody is signed in, 403 for a client. */
  @Get('check-auth')
  @Roles('admin', 'writer')
  checkAdminAuth(@CurrentUser() user: SessionUser): UserDto {
    return this.auth.signedInProfile(user);
  }

  /** Ends the team member's session. */
  @Post('logout')
  @Roles('admin', 'writer')
  @HttpCode(HttpStatus.OK)
  async logoutAdmin(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageDto> {
    await endSession(request, response);
    return { message: 'Logged out' };
  }
}
