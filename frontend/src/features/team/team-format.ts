import type { TeamMemberDto, TeamRole } from '../../api';

// Shared with Your account, the page of the member's own account.
export { ROLE_LABELS } from '../../components/use-team-member';

export type MemberStatus = 'Active' | 'Invited' | 'Deactivated';

/** Deactivated first (they cannot sign in whatever else is true), then invited (never signed in), else active. */
export function memberStatus(member: Pick<TeamMemberDto, 'active' | 'invitationPending'>): MemberStatus {
  if (!member.active) return 'Deactivated';
  return member.invitationPending ? 'Invited' : 'Active';
}

/** "a writer", "an admin". */
export const withArticle = (role: TeamRole) => (role === 'admin' ? 'an admin' : 'a writer');
