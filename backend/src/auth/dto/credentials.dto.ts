import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

/** Client sign-in (SPEC §5 "Customer login"). */
export class LoginDto {
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @IsString({ message: 'Username must be at least 3 characters' })
  username!: string;

  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}

/** Admin sign-in (SPEC §5 "Admin login"). */
export class AdminLoginDto {
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username!: string;

  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}
