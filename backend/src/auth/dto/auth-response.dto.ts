import { UserDto } from '../../users/dto/user.dto.js';

/** What sign-in, registration and profile changes answer. */
export class AuthResponseDto {
  user!: UserDto;
}

/** The signed-in team member (check-auth), with what every admin page warns about. */
export class TeamSessionDto extends UserDto {
  /**
   * No active admin has a confirmed email: the team's notices (new leads, cancellations, failed
   * payments …) reach no one.
   */
  noticesReachNoOne!: boolean;
}

/** What setting a password from an emailed link answers. */
export class PasswordResetDto {
  message!: string;
  /** The client now signed in; null for an admin's account, which signs in at /admin/login. */
  user!: UserDto | null;
}
