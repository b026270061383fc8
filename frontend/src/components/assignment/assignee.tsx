import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import Box from '@mui/material/Box';
import type { TeamMemberRefDto } from '../../api';

/** What unassigned work reads as, wherever a writer would be named. */
export const UNASSIGNED = 'Unassigned';

/** A member's name, saying so when they were deactivated (their work waits for someone else). */
export const memberLabel = (member: { name: string; active: boolean }) =>
  member.active ? member.name : `${member.name} (deactivated)`;

/**
 * Who the work is assigned to: the member's name, or "Unassigned" in words with an icon beside it (not
 * by its colour alone), so unassigned work stands out in a list. Amber dark enough to read on white (WCAG AA).
 */
export function Assignee({ member }: { member: TeamMemberRefDto | null }) {
  if (member) return <>{memberLabel(member)}</>;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: '#b45309', fontWeight: 600 }}
    >
      <PersonOffOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
      {UNASSIGNED}
    </Box>
  );
}
