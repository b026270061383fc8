import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ChangePasswordDto } from '../../auth/dto/password.dto.js';
import { UpdateProfileDto } from '../../auth/dto/profile.dto.js';
import { RegisterDto } from '../../auth/dto/register.dto.js';
import { TEAM_ROLES, type TeamRole } from '../../common/user-roles.js';

/** A team member's own account, as Your account shows it. */
export class AccountDto {
  id!: number;
  username!: string;
  firstName!: string | null;
  lastName!: string | null;
  /** The address mail for the account goes to; null when it has none. */
  email!: string | null;
  /**
   * The email was proven its owner's (a link opened, or given when the account was set up): the
   * team's notices go only to a confirmed address.
   */
  emailConfirmed!: boolean;
  /** A new address waiting for the link mailed to it; the email stays as it is until then. */
  pendingEmail!: string | null;
  @ApiProperty({ enum: TEAM_ROLES, enumName: 'TeamRole' })
  role!: TeamRole;
}

/** The names a team member changes of their own account (each may be left out, none sent as null). */
export class UpdateAccountDto extends PickType(UpdateProfileDto, ['firstName', 'lastName'] as const) {}

/** A new email for the member's own account: the current password proves it is them. */
export class ChangeEmailDto extends IntersectionType(
  PickType(RegisterDto, ['email'] as const),
  PickType(ChangePasswordDto, ['currentPassword'] as const),
) {}

/** The link of a confirmation mail. */
export class ConfirmEmailDto {
  @MaxLength(512, { message: 'token must be the one of the link in the mail' })
  @IsNotEmpty({ message: 'token must be the one of the link in the mail' })
  @IsString({ message: 'token must be the one of the link in the mail' })
  token!: string;
}

/** What a confirmation link answers. */
export class EmailConfirmedDto {
  message!: string;
  /** The address now the account's. */
  email!: string;
  /** Where the account signs in: /admin/login for the team, /auth for a client. */
  signInPath!: string;
}
