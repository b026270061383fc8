import { assigneeOf } from './dto/assignment.js';
import type { SessionUser } from './session-user.js';

/**
 * The clients a signed-in team member may work on, as a filter: a writer's are the clients assigned to
 * them (their id); an admin's are every client (undefined). A row outside a writer's scope answers 404,
 * as one that does not exist.
 */
export const writerScope = (user: Pick<SessionUser, 'id' | 'role'>): number | undefined =>
  user.role === 'writer' ? user.id : undefined;

/** A condition on a client's writer (users.assigned_to_id): a member's id, or null for nobody. */
export interface AssignmentCondition {
  assignedTo: number | null;
}

/**
 * What narrows the clients (or their work) a member sees: a writer's own clients, and the `assignedTo`
 * filter asked for ("unassigned", or a member's id), both applying. Empty for an admin's unfiltered
 * view. Each is a condition on the client: a list of posts puts it under `client`.
 */
export function assignmentConditions(
  member: Pick<SessionUser, 'id' | 'role'>,
  filter?: string,
): AssignmentCondition[] {
  const writer = writerScope(member);
  const assignee = assigneeOf(filter);
  return [
    ...(writer === undefined ? [] : [{ assignedTo: writer }]),
    ...(assignee === undefined ? [] : [{ assignedTo: assignee }]),
  ];
}
