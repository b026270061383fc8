import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, Roles } from '../common/decorators/auth.decorators.js';
import { ApiInvalid, ApiConflict, ApiUnauthorized } from '../common/decorators/api-errors.decorators.js';
import { MessageDto } from '../common/dto/message.dto.js';
import type { SessionUser } from '../common/session-user.js';
import { UserDto } from '../users/dto/user.dto.js';
import { AuthService } from './auth.service.js';
import { AuthResponseDto } from './dto/auth-response.dto.js';
import { LoginDto } from './dto/credentials.dto.js';
import { ChangePasswordDto, ForgotPasswordDto, ResetPasswordDto } from './dto/password.dto.js';
import { UpdateProfileDto } from './dto/profile.dto.js';
import { RegisterDto } from './dto/register.dto.js';

@ApiTags('auth')
@Controller('client')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Creates a client account and signs it in. */
  @Post('register')
  @ApiInvalid()
  @Public()
  @ApiConflict('The username or email is taken')
  async registerClient(@Body() input: RegisterDto): Promise<AuthResponseDto> {
    return { user: await this.auth.register(input) };
  }

  /** Signs a client in with username and password. */
  @Post('login')
  @ApiInvalid()
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiUnauthorized('Wrong username or password')
  async loginClient(@Body() input: LoginDto): Promise<AuthResponseDto> {
    return { user: await this.auth.login(input, 'client') };
  }

  /** Ends the client's session. */
  @Post('logout')
  @Roles('client')
  @HttpCode(HttpStatus.OK)
  async logoutClient(): Promise<MessageDto> {
    await this.auth.logout();
    return { message: 'You have been logged out.' };
  }

  /** The signed-in client. */
  @Get('profile')
  @Roles('client')
  getProfile(@CurrentUser() user: SessionUser): Promise<UserDto> {
    return this.auth.profile(user.id);
  }

  /** Changes the client's first name, last name or email. */
  @Patch('profile')
  @ApiInvalid()
  @Roles('client')
  async updateProfile(@CurrentUser() user: SessionUser, @Body() input: UpdateProfileDto): Promise<AuthResponseDto> {
    return { user: await this.auth.updateProfile(user.id, input) };
  }

  /** Changes the client's password; other sessions of the client end. */
  @Post('change-password')
  @ApiInvalid()
  @Roles('client')
  @HttpCode(HttpStatus.OK)
  async changePassword(@CurrentUser() user: SessionUser, @Body() input: ChangePasswordDto): Promise<MessageDto> {
    await this.auth.changePassword(user.id, input);
    return { message: 'Your password has been updated successfully.' };
  }

  /** Emails a reset link when the address belongs to an account; answers the same either way. */
  @Post('forgot-password')
  @ApiInvalid()
  @Public()
  @HttpCode(HttpStatus.OK)
  async forgotPassword(@Body() input: ForgotPasswordDto): Promise<MessageDto> {
    await this.auth.requestPasswordReset(input);
    return { message: 'If the email exists in our system, you will receive instructions to reset your password.' };
  }

  /** Sets a new password with the token from a reset email. */
  @Post('reset-password')
  @ApiInvalid()
  @Public()
  @HttpCode(HttpStatus.OK)
  async resetPassword(@Body() input: ResetPasswordDto): Promise<MessageDto> {
    await this.auth.resetPassword(input);
    return { message: 'Your password has been reset. You can now log in with your new password.' };
  }
}
