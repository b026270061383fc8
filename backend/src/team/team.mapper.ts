import { displayName } from '../common/names.js';
import type { TeamRole } from '../common/user-roles.js';
import type { User } from '../users/user.entity.js';
import type { TeamMemberDto } from './dto/team.dto.js';

/** A team member as /admin/team shows them to `viewerId`, with the number of clients assigned to them. */
export const toTeamMemberDto = (member: User, clientsAssigned: number, viewerId: number): TeamMemberDto => ({
  id: member.id,
  username: member.username,
  name: displayName(member),
  firstName: member.firstName ?? null,
  lastName: member.lastName ?? null,
  email: member.email ?? null,
  emailConfirmed: Boolean(member.email && member.emailConfirmedAt),
  role: member.role as TeamRole,
  active: !member.deactivatedAt,
  deactivatedAt: member.deactivatedAt ?? null,
  invitationPending: !member.lastLogin,
  lastLogin: member.lastLogin ?? null,
  createdAt: member.createdAt,
  clientsAssigned,
  isYou: member.id === viewerId,
});
