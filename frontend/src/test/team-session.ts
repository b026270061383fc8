import { api, type TeamMemberDto, type UserDto } from '../api';
import { makeStore, type AppStore } from '../store/store';
import { admin } from './users';

export { writer } from './users';

// The back office's team as its pages see it: who is signed in (check-auth), and the team's list.

/**
 * A store signed in as the team member `member`, as the admin guard leaves it for its pages: check-auth
 * answered and cached. Spread into the render's options: `renderPages(pages, path, signedInTeam(writer))`.
 */
export function signedInTeam(
  member: UserDto = admin,
  { noticesReachNoOne = false }: { noticesReachNoOne?: boolean } = {},
): { store: AppStore } {
  const store = makeStore();
  store.dispatch(
    api.util.upsertQueryEntries([
      { endpointName: 'checkAdminAuth', arg: undefined, value: { ...member, noticesReachNoOne } },
    ]),
  );
  return { store };
}

export const TEAM = 'GET /api/admin/team';

/** A team member as GET /api/admin/team lists them: a writer, active, unless `overrides` say otherwise. */
export function teamMember(overrides: Partial<TeamMemberDto> = {}): TeamMemberDto {
  return {
    id: 9,
    username: 'wendy',
    name: 'Wendy Writer',
    firstName: 'Wendy',
    lastName: 'Writer',
    email: 'wendy@example.com',
    emailConfirmed: true,
    role: 'writer',
    active: true,
    deactivatedAt: null,
    invitationPending: false,
    lastLogin: '2026-11-20T12:00:00.000Z',
    createdAt: '2026-11-01T12:00:00.000Z',
    clientsAssigned: 2,
    isYou: false,
    ...overrides,
  };
}

/** The team: an admin, two writers, and a writer deactivated. */
export const team: TeamMemberDto[] = [
  teamMember({
    id: 2,
    username: 'admin',
    name: 'admin',
    firstName: null,
    lastName: null,
    role: 'admin',
    isYou: true,
  }),
  teamMember(),
  teamMember({ id: 10, username: 'walt', name: 'Walt Whitman', firstName: 'Walt', lastName: 'Whitman' }),
  teamMember({
    id: 11,
    username: 'sam',
    name: 'Sam Gone',
    firstName: 'Sam',
    lastName: 'Gone',
    active: false,
    deactivatedAt: '2026-11-22T12:00:00.000Z',
  }),
];

/** GET /api/admin/team answering the team above. */
export const teamReply = { [TEAM]: { body: team } } as const;
