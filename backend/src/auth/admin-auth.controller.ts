import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, Roles } from '../common/decorators/auth.decorators.js';
import { ApiInvalid, ApiUnauthorized } from '../common/decorators/api-errors.decorators.js';
import { MessageDto } from '../common/dto/message.dto.js';
import type { SessionUser } from '../common/session-user.js';
import { UserDto } from '../users/dto/user.dto.js';
import { AuthService } from './auth.service.js';
import { AuthResponseDto } from './dto/auth-response.dto.js';
import { AdminLoginDto } from './dto/credentials.dto.js';

@ApiTags('auth')
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly auth: AuthService) {}

  /** Signs an admin in. */
  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiInvalid()
  @ApiUnauthorized('Wrong username or password')
  async loginAdmin(@Body() input: AdminLoginDto): Promise<AuthResponseDto> {
    return { user: await this.auth.login(input, 'admin') };
  }

  /** The signed-in admin; 401 when nobody is. */
  @Get('check-auth')
  @Roles('admin')
  checkAdminAuth(@CurrentUser() user: SessionUser): Promise<UserDto> {
    return this.auth.profile(user.id);
  }

  /** Ends the admin's session. */
  @Post('logout')
  @Roles('admin')
  @HttpCode(HttpStatus.OK)
  async logoutAdmin(): Promise<MessageDto> {
    await this.auth.logout();
    return { message: 'Logged out' };
  }
}
