import { PickType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { RegisterDto } from './register.dto.js';

/** Client sign-in (SPEC §5 "Customer login"): the username rule of registration, any password. */
export class LoginDto extends PickType(RegisterDto, ['username'] as const) {
  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}

/** Admin sign-in (SPEC §5 "Admin login"): both fields only required. */
export class AdminLoginDto extends PickType(LoginDto, ['password'] as const) {
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username!: string;
}
