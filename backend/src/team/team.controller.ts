import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { SessionUser } from '../common/session-user.js';
import {
  ChangeTeamRoleDto,
  DeactivateTeamMemberDto,
  InviteTeamMemberDto,
  TeamMemberDto,
  UpdateTeamMemberDto,
} from './dto/team.dto.js';
import { TeamService } from './team.service.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { Action } from '../common/decorators/action.decorator.js';

@ApiTags('admin-team')
@Roles('admin')
@Controller('admin/team')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  /** Every admin and writer, active ones first, then by name. */
  @Get()
  listTeam(@CurrentUser() viewer: SessionUser): Promise<TeamMemberDto[]> {
    return this.team.list(viewer);
  }

  /**
   * Invites a team member: creates their account (a username made from their name) without a
   * password and emails them a link to choose one (valid 7 days).
   */
  @Post()
  @ApiInvalid()
  @ApiConflict('Another account has that email')
  inviteTeamMember(
    @Body() input: InviteTeamMemberDto,
    @CurrentUser() viewer: SessionUser,
  ): Promise<TeamMemberDto> {
    return this.team.invite(input, viewer);
  }

  /** Makes a team member an admin or a writer; never the signed-in admin, nor the last active admin. */
  @Patch(':id')
  @ApiInvalid()
  @ApiNotFound('No such team member')
  @ApiConflict('That is you, or the last active admin')
  changeTeamRole(
    @IdParam() id: number,
    @Body() input: ChangeTeamRoleDto,
    @CurrentUser() viewer: SessionUser,
  ): Promise<TeamMemberDto> {
    return this.team.changeRole(id, input, viewer);
  }

  /**
   * Corrects a member's first name, last name or email. A new email is theirs at once, not confirmed:
   * it is mailed a link to confirm it (an invitation instead, to one who never signed in), the old
   * address is told, and links sent to the old address stop working. Your own email changes on Your
   * account, with your password.
   */
  @Patch(':id/profile')
  @ApiInvalid()
  @ApiNotFound('No such team member')
  @ApiConflict('The email belongs to another account, or it is your own')
  updateTeamMember(
    @IdParam() id: number,
    @Body() input: UpdateTeamMemberDto,
    @CurrentUser() viewer: SessionUser,
  ): Promise<TeamMemberDto> {
    return this.team.update(id, input, viewer);
  }

  /**
   * Deactivates a team member: they can no longer sign in and every session of theirs ends at once;
   * their clients and leads go to `assignedToId`, who is mailed, or become unassigned. Never the
   * signed-in admin, nor the last active admin.
   */
  @Action(':id/deactivation')
  @ApiInvalid()
  @ApiNotFound('No such team member')
  @ApiConflict('That is you, the last active admin, or the member chosen is deactivated')
  deactivateTeamMember(
    @IdParam() id: number,
    @Body() input: DeactivateTeamMemberDto,
    @CurrentUser() viewer: SessionUser,
  ): Promise<TeamMemberDto> {
    return this.team.deactivate(id, input, viewer);
  }

  /** Lets a deactivated team member sign in again (their clients stay with whoever has them now). */
  @Action(':id/reactivation')
  @ApiNotFound('No such team member')
  reactivateTeamMember(@IdParam() id: number, @CurrentUser() viewer: SessionUser): Promise<TeamMemberDto> {
    return this.team.reactivate(id, viewer);
  }

  /** Emails a team member who has not signed in yet a new link to choose a password. */
  @Post(':id/invitation')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The invitation is sent' })
  @ApiNotFound('No such team member')
  @ApiConflict('They have signed in already, are deactivated, or have no email')
  async resendTeamInvitation(@IdParam() id: number, @CurrentUser() viewer: SessionUser): Promise<void> {
    await this.team.resendInvitation(id, viewer);
  }
}
