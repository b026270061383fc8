import { LockMode } from '@mikro-orm/core';
import { EntityManager, sql } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EmailConfirmations, emailTaken } from '../account/email-confirmations.js';
import { Invitations } from '../auth/invitations.js';
import { PasswordResetToken } from '../auth/password-reset-token.entity.js';
import { PasswordResetService } from '../auth/password-reset.service.js';
import { ValidationFailedException } from '../common/filters/all-exceptions.filter.js';
import { displayName, greetingName } from '../common/names.js';
import type { SessionUser } from '../common/session-user.js';
import { SessionsService } from '../common/sessions.service.js';
import { TEAM_ROLES } from '../common/user-roles.js';
import type { Environment } from '../config/environment.js';
import { Lead } from '../leads/lead.entity.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { TeamNotices } from '../notices/team-notices.js';
import { User } from '../users/user.entity.js';
import { takenConflict, UsersService } from '../users/users.service.js';
import type {
  ChangeTeamRoleDto,
  DeactivateTeamMemberDto,
  InviteTeamMemberDto,
  TeamMemberDto,
  UpdateTeamMemberDto,
} from './dto/team.dto.js';
import { workHandedOverMail } from './team.mails.js';
import { toTeamMemberDto } from './team.mapper.js';

export const TEAM_MEMBER_NOT_FOUND = 'No such team member';
export const NOT_YOUR_OWN_ROLE = 'You cannot change your own role';
export const NOT_YOURSELF = 'You cannot deactivate yourself';
export const LAST_ACTIVE_ADMIN = 'They are the last active admin: make another member an admin first';
export const OWN_EMAIL_ON_YOUR_ACCOUNT = 'Change your own email on Your account: it asks for your password';
export const NOT_TO_THEMSELVES =
  'assignedToId must be another team member than the one deactivated, or null for nobody';

/** The team: admins and writers, invited, given a role and deactivated by an admin. */
@Injectable()
export class TeamService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly invitations: Invitations,
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionsService,
    private readonly notices: TeamNotices,
    private readonly mails: MailQueue,
    private readonly config: ConfigService<Environment, true>,
    private readonly confirmations: EmailConfirmations,
  ) {}

  /** Every admin and writer (never a client), active ones first, then by name. */
  async list(viewer: SessionUser): Promise<TeamMemberDto[]> {
    const members = await this.em.find(User, { role: { $in: [...TEAM_ROLES] } });
    const assigned = await this.clientsAssigned();
    return members
      .map((member) => toTeamMemberDto(member, assigned.get(member.id) ?? 0, viewer.id))
      .sort(
        (a, b) =>
          Number(b.active) - Number(a.active) ||
          a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
          a.id - b.id,
      );
  }

  /**
   * Creates the member's account, with a free username made from their name and no password anyone
   * knows, and mails them the link to choose one. An email any account has, in any case, is a 409.
   */
  async invite(input: InviteTeamMemberDto, viewer: SessionUser): Promise<TeamMemberDto> {
    const { email, firstName, lastName, role } = input;
    if (await this.users.findByEmail(email)) {
      throw new ConflictException(`The email ${email} already belongs to another account`);
    }
    const member = await this.users.createInvited({ role, email, firstName, lastName });
    await this.invitations.send(member, viewer);
    return toTeamMemberDto(member, 0, viewer.id);
  }

  /**
   * Corrects a member's names or email in one transaction. A new email (one no other account has)
   * is theirs at once but not confirmed, and links sent to the old address stop working; then an
   * active member who has signed in is mailed a link to confirm it (the old address a notice), and one
   * who never signed in gets their invitation there instead (choosing a password confirms it). The
   * admin's own email changes on Your account only (with their password).
   */
  async update(id: number, input: UpdateTeamMemberDto, viewer: SessionUser): Promise<TeamMemberDto> {
    const { email, ...names } = input;
    let mails: OutgoingMail[] = [];
    let invite = false;
    const member = await this.em.transactional(async (em) => {
      const found = await this.findMemberOrFail(id, em, true);
      em.assign(found, names);
      if (email !== undefined && email !== found.email) {
        if (found.id === viewer.id) throw new ConflictException(OWN_EMAIL_ON_YOUR_ACCOUNT);
        if (await em.count(User, { [sql.lower('email')]: email, id: { $ne: found.id } })) {
          throw new ConflictException(emailTaken(email));
        }
        const oldEmail = found.email;
        found.email = email;
        found.emailConfirmedAt = null;
        await em.nativeUpdate(PasswordResetToken, { user: found.id, used: false }, { used: true });
        await this.confirmations.endWaiting(found.id, em);
        if (!found.deactivatedAt && !found.lastLogin) invite = true;
        else if (!found.deactivatedAt) {
          mails = await this.confirmations.issue(found, email, em, { oldEmail, setBy: displayName(viewer) });
        }
      }
      await em.flush().catch((error: unknown) => {
        throw takenConflict(error);
      });
      return found;
    });
    if (mails.length > 0) await this.mails.handOver(mails);
    if (invite) await this.invitations.send(member, viewer);
    return this.toDto(member, viewer);
  }

  /**
   * Makes a member an admin or a writer; never the signed-in admin, nor the last active admin a
   * writer. Their assigned clients stay theirs either way.
   */
  async changeRole(id: number, { role }: ChangeTeamRoleDto, viewer: SessionUser): Promise<TeamMemberDto> {
    if (id === viewer.id) throw new ConflictException(NOT_YOUR_OWN_ROLE);
    const member = await this.changingMember(id, async (em, found) => {
      if (found.role === role) return;
      if (found.role === 'admin') await this.assertAnotherActiveAdmin(em, found);
      found.role = role;
    });
    return this.toDto(member, viewer);
  }

  /**
   * Deactivates a member in one transaction: they can no longer sign in, their unused password links
   * stop working, and their clients and leads go to `assignedToId` (an active member, who is mailed
   * the hand-over) or become unassigned; then every session of theirs ends. Never the signed-in admin,
   * nor the last active admin. A second deactivation changes nothing.
   */
  async deactivate(
    id: number,
    { assignedToId }: DeactivateTeamMemberDto,
    viewer: SessionUser,
  ): Promise<TeamMemberDto> {
    if (id === viewer.id) throw new ConflictException(NOT_YOURSELF);
    if (assignedToId === id) throw new ValidationFailedException([NOT_TO_THEMSELVES]);
    const receiver = await this.users.findAssignee(assignedToId ?? null);
    let notice: OutgoingMail | undefined;
    const member = await this.changingMember(
      id,
      async (em, found) => {
        if (found.deactivatedAt) return;
        if (found.role === 'admin') await this.assertAnotherActiveAdmin(em, found);
        // Their row is locked with the member's: deactivated meanwhile, they may not take the work.
        if (receiver && (await em.count(User, { id: receiver.id, deactivatedAt: null })) === 0) {
          throw new ConflictException(
            `${displayName(receiver)} is deactivated: choose an active team member`,
          );
        }
        found.deactivatedAt = new Date();
        await this.resets.revokeAll(found.id);
        const to = receiver?.id ?? null;
        const clients = await em.nativeUpdate(User, { assignedTo: found.id }, { assignedTo: to });
        const leads = await em.nativeUpdate(Lead, { assignedTo: found.id }, { assignedTo: to });
        if (receiver) notice = await this.handOverNotice(found, receiver, { clients, leads }, viewer, em);
      },
      receiver?.id,
    );
    // The session store already treats them as signed out; this removes the sessions themselves.
    await this.sessions.endSessionsOf(member.id);
    if (notice) await this.mails.handOver([notice]);
    return this.toDto(member, viewer);
  }

  /**
   * The receiver's mail about the work they took over, recorded in the deactivation's unit of work;
   * none when there was no work, when they are the admin who did it, or as TeamNotices.toMember says.
   */
  private async handOverNotice(
    from: User,
    receiver: User,
    work: { clients: number; leads: number },
    viewer: SessionUser,
    em: EntityManager,
  ): Promise<OutgoingMail | undefined> {
    if (work.clients + work.leads === 0 || receiver.id === viewer.id) return undefined;
    const publicUrl = this.config.get('publicUrl', { infer: true });
    let url = `${publicUrl}/admin/clients?assignedTo=${receiver.id}`;
    if (work.clients === 0)
      url = receiver.role === 'admin' ? `${publicUrl}/admin/leads` : `${publicUrl}/admin`;
    const mail = workHandedOverMail({
      firstName: greetingName(receiver),
      fromName: displayName(from),
      ...work,
      url,
    });
    return (await this.notices.toMember(receiver, 'client_assigned', mail, { about: null }, em)).mails[0];
  }

  /** Lets a deactivated member sign in again; the clients they had stay with whoever has them now. */
  async reactivate(id: number, viewer: SessionUser): Promise<TeamMemberDto> {
    const member = await this.changingMember(id, (_em, found) => {
      found.deactivatedAt = null;
      return Promise.resolve();
    });
    return this.toDto(member, viewer);
  }

  /** A new invitation link for a member who has not signed in yet, is active and has an email. */
  async resendInvitation(id: number, viewer: SessionUser): Promise<void> {
    const member = await this.findMemberOrFail(id);
    if (member.lastLogin) {
      throw new ConflictException(
        'They have signed in already: they can use "Forgot password" on the sign-in page instead',
      );
    }
    if (member.deactivatedAt) throw new ConflictException('They are deactivated: reactivate them first');
    if (!member.email) throw new ConflictException('They have no email address to invite');
    await this.invitations.send(member, viewer);
  }

  private async findMemberOrFail(id: number, em: EntityManager = this.em, lock = false): Promise<User> {
    const member = await em.findOne(
      User,
      { id, role: { $in: [...TEAM_ROLES] } },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    if (!member) throw new NotFoundException(TEAM_MEMBER_NOT_FOUND);
    return member;
  }

  /**
   * Runs `change` on the member in a transaction that first locks the active admins' rows, the
   * member's and `alsoLock`'s (in id order, so two changes never wait on each other crosswise): two
   * admins changing each other at the same moment cannot leave the team without an active admin.
   */
  private async changingMember(
    id: number,
    change: (em: EntityManager, member: User) => Promise<void>,
    alsoLock?: number,
  ): Promise<User> {
    return this.em.transactional(async (em) => {
      // One statement, in id order, also for the member and the one taking their work: two
      // hand-overs between the same two members at once wait for each other instead of deadlocking.
      await em.execute(
        `select "id" from "users" where ("role" = 'admin' and "deactivated_at" is null) or "id" in (?, ?)
          order by "id" for update`,
        [id, alsoLock ?? id],
      );
      const member = await this.findMemberOrFail(id, em, true);
      await change(em, member);
      await em.flush();
      return member;
    });
  }

  /** Refuses to take the last active admin away (their rows locked by changingMember). */
  private async assertAnotherActiveAdmin(em: EntityManager, admin: User): Promise<void> {
    if (admin.deactivatedAt) return;
    const others = await em.count(User, { role: 'admin', deactivatedAt: null, id: { $ne: admin.id } });
    if (others === 0) throw new ConflictException(LAST_ACTIVE_ADMIN);
  }

  private async toDto(member: User, viewer: SessionUser): Promise<TeamMemberDto> {
    const assigned = await this.clientsAssigned(member.id);
    return toTeamMemberDto(member, assigned.get(member.id) ?? 0, viewer.id);
  }

  /** How many clients are assigned to each member (to `memberId` only, when given). */
  private async clientsAssigned(memberId?: number): Promise<Map<number, number>> {
    const rows = await this.em.execute<{ member_id: number; clients: string }[]>(
      `select "assigned_to_id" as member_id, count(*) as clients from "users"
        where "role" = 'client' and "assigned_to_id" is not null ${memberId ? 'and "assigned_to_id" = ?' : ''}
        group by "assigned_to_id"`,
      memberId ? [memberId] : [],
    );
    return new Map(rows.map((row) => [Number(row.member_id), Number(row.clients)]));
  }
}
