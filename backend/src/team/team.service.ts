import { Injectable, NotImplementedException } from '@nestjs/common';
import type { SessionUser } from '../common/session-user.js';
import type { ChangeTeamRoleDto, InviteTeamMemberDto, TeamMemberDto } from './dto/team.dto.js';

/** The team: admins and writers, invited, given a role and deactivated by an admin. */
@Injectable()
export class TeamService {
  list(_viewer: SessionUser): Promise<TeamMemberDto[]> {
    throw new NotImplementedException();
  }

  invite(_input: InviteTeamMemberDto, _viewer: SessionUser): Promise<TeamMemberDto> {
    throw new NotImplementedException();
  }

  changeRole(_id: number, _input: ChangeTeamRoleDto, _viewer: SessionUser): Promise<TeamMemberDto> {
    throw new NotImplementedException();
  }

  deactivate(_id: number, _viewer: SessionUser): Promise<TeamMemberDto> {
    throw new NotImplementedException();
  }

  reactivate(_id: number, _viewer: SessionUser): Promise<TeamMemberDto> {
    throw new NotImplementedException();
  }

  resendInvitation(_id: number): Promise<void> {
    throw new NotImplementedException();
  }
}
