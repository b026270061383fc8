import { useListTeamQuery, type TeamMemberDto } from '../../api';

/** An `assignedTo` filter's value: "unassigned" or a member's id, as the API takes it ('' for all). */
const FILTER = /^(unassigned|[1-9]\d{0,9})$/;

/** The word the API's `assignedTo` filter and the selects use for work nobody is assigned to. */
export const UNASSIGNED_VALUE = 'unassigned';

/** Whether a URL's `assignedTo` is one the API takes ("unassigned" or a member's id). */
export const isAssigneeFilter = (value: string | null): value is string => !!value && FILTER.test(value);

/** The team, active members first (each group in the server's order), for a select's options. */
export function useTeamOptions() {
  const query = useListTeamQuery();
  const members = query.data ?? [];
  const ordered: TeamMemberDto[] = [
    ...members.filter((member) => member.active),
    ...members.filter((member) => !member.active),
  ];
  return { ...query, members: ordered };
}
