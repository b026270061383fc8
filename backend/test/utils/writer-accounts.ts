import { hashPassword } from '../../src/common/passwords.js';
import type { TeamRole } from '../../src/common/user-roles.js';
import { User } from '../../src/users/user.entity.js';
import { recordSecret } from './log-secrets.js';
import type { TestApp } from './test-app.js';

/** The password of the team members `createTeamMember` makes. */
export const MEMBER_PASSWORD = 'quill-harbour-lantern-17';

export interface TeamMemberInput {
  username: string;
  role?: TeamRole;
  firstName?: string;
  lastName?: string;
  /** null: no address; default `<username>@example.com`. */
  email?: string | null;
  /** false: the address was never confirmed (team notices skip it); default confirmed. */
  confirmed?: boolean;
}

/**
 * A team member made directly in the database (a writer unless said), with MEMBER_PASSWORD: the
 * invitation endpoints are another part's. Answers their id.
 */
export async function createTeamMember(
  t: TestApp,
  { username, role = 'writer', firstName, lastName, email, confirmed = true }: TeamMemberInput,
): Promise<number> {
  recordSecret('writer password', MEMBER_PASSWORD);
  const em = t.orm.em.fork();
  const address = email === undefined ? `${username}@example.com` : email;
  const member = em.create(User, {
    username,
    password: await hashPassword(MEMBER_PASSWORD),
    role,
    email: address,
    emailConfirmedAt: address && confirmed ? new Date() : null,
    firstName: firstName ?? null,
    lastName: lastName ?? null,
  });
  await em.flush();
  return member.id;
}

/** An agent signed in as a team member through the team's sign-in (POST /api/admin/login). */
export async function signInMember(t: TestApp, username: string): Promise<ReturnType<TestApp['agent']>> {
  const agent = t.agent();
  await agent.post('/api/admin/login').send({ username, password: MEMBER_PASSWORD }).expect(200);
  return agent;
}

/** Deactivates a team member as the team's screen would (the row only: their sessions are not this suite's concern). */
export async function deactivate(t: TestApp, id: number): Promise<void> {
  await t.query('update users set deactivated_at = now() where id = $1', [id]);
}
