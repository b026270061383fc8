import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { NormaliseEmail, NormaliseUsername, Trim } from '../../common/transforms.js';
import {
  USERNAME_MAY_NOT_CONTAIN_AT,
  USERNAME_MAY_NOT_HIDE_CHARACTERS,
  WITHOUT_HIDDEN_CHARACTERS,
} from '../../common/usernames.js';
import { NotCommonPassword } from './not-common-password.js';
import { SingleLine } from '../../common/validators.js';

/**
 * Client self-registration (docs/product.md, "Client sign-in and registration"); the password confirmation is
 * never sent.
 */
export class RegisterDto {
  /**
   * Stored in its NFKC form; unique in any case and form ("Demo" and "ＤＥＭＯ" are "demo"'s), without
   * "@" (so it is never someone's email) and without invisible or text-direction characters.
   */
  @NormaliseUsername()
  @Matches(WITHOUT_HIDDEN_CHARACTERS, { message: USERNAME_MAY_NOT_HIDE_CHARACTERS })
  @Matches(/^[^@]*$/, { message: USERNAME_MAY_NOT_CONTAIN_AT })
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @IsString({ message: 'Username must be at least 3 characters' })
  @ApiProperty({ pattern: '^[^@]*$' })
  username!: string;

  @NormaliseEmail()
  @MaxLength(255, { message: 'Email must be at most 255 characters' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @NotCommonPassword()
  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @IsString({ message: 'Password must be at least 8 characters' })
  password!: string;

  @Trim()
  @SingleLine('First name')
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @IsNotEmpty({ message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  firstName!: string;

  @Trim()
  @SingleLine('Last name')
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  lastName!: string;
}
