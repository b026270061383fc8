import type { SessionUser } from './session-user.js';

/**
 * The clients a signed-in team member may work on, as a filter: a writer's are the clients assigned to
 * them (their id); an admin's are every client (undefined). A row outside a writer's scope answers 404,
 * as one that does not exist.
 */
export const writerScope = (user: Pick<SessionUser, 'id' | 'role'>): number | undefined =>
  user.role === 'writer' ? user.id : undefined;
