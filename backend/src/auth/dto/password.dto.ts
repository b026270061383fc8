import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { NotCommonPassword } from './not-common-password.js';

/** A reset or invitation link that cannot be used (unknown, used, expired, or not a token at all). */
export const INVALID_RESET_LINK =
  'This link is invalid or has expired: ask for a new one with "Forgot password?" on the login page';
import { RegisterDto } from './register.dto.js';

/**
 * The answer to a password change, the client's and a team member's alike (the toast of
 * docs/product.md, "Passwords", says the same).
 */
export const PASSWORD_CHANGED = 'Your password has been updated successfully.';

/** A new password, with the rule registration applies (docs/product.md, "Passwords"). */
export class NewPasswordDto {
  @NotCommonPassword()
  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @IsString({ message: 'Password must be at least 8 characters' })
  newPassword!: string;
}

/** A password change (docs/product.md, "Passwords"); the confirmation stays in the browser. */
export class ChangePasswordDto extends NewPasswordDto {
  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword!: string;
}

export class ForgotPasswordDto extends PickType(RegisterDto, ['email'] as const) {}

export class ResetPasswordDto extends NewPasswordDto {
  @MaxLength(512, { message: INVALID_RESET_LINK })
  @IsNotEmpty({ message: INVALID_RESET_LINK })
  @IsString({ message: INVALID_RESET_LINK })
  token!: string;
}

/** The token of an emailed reset or invitation link, from the page's address, to check before the form shows. */
export class PasswordLinkQueryDto {
  @MaxLength(512, { message: INVALID_RESET_LINK })
  @IsNotEmpty({ message: INVALID_RESET_LINK })
  @IsString({ message: INVALID_RESET_LINK })
  token!: string;
}

export const PASSWORD_LINK_STATES = ['usable', 'used', 'expired', 'unknown'] as const;
export type PasswordLinkState = (typeof PASSWORD_LINK_STATES)[number];

/** Whether an emailed link can still set a password; nothing of the account it is for. */
export class PasswordLinkDto {
  /**
   * `usable`: the form may be shown; `used`: it set a password already, or a newer link replaced it;
   * `expired`: its time ran out; `unknown`: no such link.
   */
  @ApiProperty({ enum: PASSWORD_LINK_STATES, enumName: 'PasswordLinkState' })
  state!: PasswordLinkState;
}
