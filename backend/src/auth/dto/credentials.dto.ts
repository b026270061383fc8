import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/transforms.js';
import { SingleLine } from '../../common/validators.js';

/**
 * Client sign-in (docs/product.md, "Client sign-in and registration"): `username` takes the username or the
 * email, in any case; at least 3 characters; any password.
 */
export class LoginDto {
  /** The username or the email of the account, in any case. */
  @Trim()
  @SingleLine('Username')
  @MaxLength(255, { message: 'Username or email must be at most 255 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @IsString({ message: 'Username must be at least 3 characters' })
  username!: string;

  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}

/**
 * Admin sign-in (docs/product.md, "Team sign-in"): both fields only required; the username or the email, in
 * any case.
 */
export class AdminLoginDto {
  /** The username or the email of the admin, in any case. */
  @Trim()
  @SingleLine('Username')
  @MaxLength(255, { message: 'Username or email must be at most 255 characters' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username!: string;

  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}
