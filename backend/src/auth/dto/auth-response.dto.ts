import { UserDto } from '../../users/dto/user.dto.js';

/** What sign-in, registration and profile changes answer. */
export class AuthResponseDto {
  user!: UserDto;
}

/** What setting a password from an emailed link answers. */
export class PasswordResetDto {
  message!: string;
  /** The client now signed in; null for an admin's account, which signs in at /admin/login. */
  user!: UserDto | null;
}
