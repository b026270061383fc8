import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

/** SPEC §5 "Password change"; the confirmation stays in the browser. */
export class ChangePasswordDto {
  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword!: string;

  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @IsString({ message: 'Password must be at least 8 characters' })
  newPassword!: string;
}

export class ForgotPasswordDto {
  @MaxLength(255, { message: 'Email must be at most 255 characters' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;
}

export class ResetPasswordDto {
  @MaxLength(512, { message: 'This reset link is invalid or has expired' })
  @IsNotEmpty({ message: 'This reset link is invalid or has expired' })
  @IsString({ message: 'This reset link is invalid or has expired' })
  token!: string;

  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @IsString({ message: 'Password must be at least 8 characters' })
  newPassword!: string;
}
