import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { UpdateProfileDto } from '../../auth/dto/profile.dto.js';
import { RegisterDto } from '../../auth/dto/register.dto.js';
import { AssigneeId } from '../../common/dto/assignment.js';
import { TEAM_ROLES, type TeamRole } from '../../common/user-roles.js';

const ROLE_RULE = 'The role must be admin or writer';

/** A member of the team as /admin/team lists them: admins and writers, active or not. */
export class TeamMemberDto {
  id!: number;
  username!: string;
  /** Full name, else the username. */
  name!: string;
  firstName!: string | null;
  lastName!: string | null;
  email!: string | null;
  /**
   * The email was proven theirs (a link mailed to it opened, or given when the account was set up);
   * the team's notices go only to a confirmed address.
   */
  emailConfirmed!: boolean;
  @ApiProperty({ enum: TEAM_ROLES, enumName: 'TeamRole' })
  role!: TeamRole;
  /** False once deactivated: they cannot sign in, and their sessions ended then. */
  active!: boolean;
  deactivatedAt!: Date | null;
  /** Invited and never signed in yet (the invitation may be sent again). */
  invitationPending!: boolean;
  lastLogin!: Date | null;
  createdAt!: Date;
  /** Clients assigned to them. */
  clientsAssigned!: number;
  /** This is the signed-in admin (who may not change their own role or deactivate themselves). */
  isYou!: boolean;
}

/** Invites a team member: an account without a password, and a mail with a link to choose one. */
export class InviteTeamMemberDto extends PickType(RegisterDto, ['email', 'firstName', 'lastName'] as const) {
  @IsIn(TEAM_ROLES, { message: ROLE_RULE })
  @ApiProperty({ enum: TEAM_ROLES, enumName: 'TeamRole' })
  role!: TeamRole;
}

export class ChangeTeamRoleDto {
  @IsIn(TEAM_ROLES, { message: ROLE_RULE })
  @ApiProperty({ enum: TEAM_ROLES, enumName: 'TeamRole' })
  role!: TeamRole;
}

/** Deactivates a team member, handing their work to another member or to nobody. */
export class DeactivateTeamMemberDto {
  /**
   * Who their clients and leads go to: another active team member, who is mailed the hand-over; null
   * or left out, and they become unassigned.
   */
  @AssigneeId({ optional: true })
  assignedToId?: number | null;
}

/**
 * An admin's correction of a member's names or email (each may be left out, none sent as null). A
 * new email is theirs at once but not confirmed: a link to confirm it is mailed there.
 */
export class UpdateTeamMemberDto extends UpdateProfileDto {}
