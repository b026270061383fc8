import { Injectable, UnauthorizedException } from '@nestjs/common';
import { notImplementedYet } from '../common/not-implemented.js';
import type { UserDto } from '../users/dto/user.dto.js';
import { UsersService } from '../users/users.service.js';
import type { AdminLoginDto, LoginDto } from './dto/credentials.dto.js';
import type { ChangePasswordDto, ForgotPasswordDto, ResetPasswordDto } from './dto/password.dto.js';
import type { UpdateProfileDto } from './dto/profile.dto.js';
import type { RegisterDto } from './dto/register.dto.js';

/** Accounts and sign-in: the rules live here; the controllers only map HTTP. */
@Injectable()
export class AuthService {
  constructor(private readonly users: UsersService) {}

  /** The signed-in user; a session whose user is gone counts as signed out. */
  async profile(userId: number): Promise<UserDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException('Please sign in to continue');
    return UsersService.toDto(user);
  }

  logout(): Promise<void> {
    return notImplementedYet('Signing out');
  }

  register(_input: RegisterDto): Promise<UserDto> {
    return notImplementedYet('Registration');
  }

  login(_input: LoginDto | AdminLoginDto, _role: 'admin' | 'client'): Promise<UserDto> {
    return notImplementedYet('Signing in');
  }

  updateProfile(_userId: number, _input: UpdateProfileDto): Promise<UserDto> {
    return notImplementedYet('Profile changes');
  }

  changePassword(_userId: number, _input: ChangePasswordDto): Promise<void> {
    return notImplementedYet('Password changes');
  }

  requestPasswordReset(_input: ForgotPasswordDto): Promise<void> {
    return notImplementedYet('Password reset');
  }

  resetPassword(_input: ResetPasswordDto): Promise<void> {
    return notImplementedYet('Password reset');
  }
}
