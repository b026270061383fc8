import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from '../../common/user-roles.js';

/** A user as the API shows it: never the password or any token. */
export class UserDto {
  id!: number;
  username!: string;
  email!: string | null;
  firstName!: string | null;
  lastName!: string | null;
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' })
  role!: UserRole;
  createdAt!: Date;
  lastLogin!: Date | null;
  /**
   * A client's choice: one weekly digest of the posts waiting for their review (Mondays) instead of
   * a mail for each post delivered.
   */
  reviewDigest!: boolean;
  /** A client's time zone (an IANA name), null until chosen. */
  timeZone!: string | null;
  /** A reviewer's client, whose posts they review; null for every other role. */
  reviewsForId!: number | null;
}

/** A team member named where work is assigned or recorded (a client's writer, a lead's owner). */
export class TeamMemberRefDto {
  id!: number;
  /** Full name, else the username. */
  name!: string;
  /** False once an admin deactivated them: their work waits for someone else. */
  active!: boolean;
}
