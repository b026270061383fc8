import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { startOfMonth } from '../common/dates.js';
import type { SessionUser } from '../common/session-user.js';
import { assignmentConditions, writerScope } from '../common/team-scope.js';
import { MailQueue } from '../mail/mail-queue.js';
import { findPage } from '../common/paging.js';
import { likePattern } from '../common/like-pattern.js';
import { ClientVoices, voiceOfLead } from '../content/client-voices.js';
import { PostCountsService, type PostCounts } from '../content/post-counts.service.js';
import { ErasuresService } from '../erasures/erasures.service.js';
import { LeadExportService } from '../leads/lead-export.service.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { UpdateClientProfileDto } from '../auth/dto/profile.dto.js';
import { PasswordResetService } from '../auth/password-reset.service.js';
import { Invitations } from '../auth/invitations.js';
import { ClientAssignments } from './client-assignments.js';
import { toClientDetailDto, toClientSummaryDto } from './client.mapper.js';
import type {
  ClientDetailDto,
  ClientPageDto,
  ListClientsQueryDto,
  UpdateClientProductionDto,
} from './dto/client.dto.js';

/** The back office's clients: who they are, what they pay for and how their posts stand. */
@Injectable()
export class ClientsService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly resets: PasswordResetService,
    private readonly invitations: Invitations,
    private readonly counts: PostCountsService,
    private readonly leadExport: LeadExportService,
    private readonly erasures: ErasuresService,
    private readonly assignments: ClientAssignments,
    private readonly mails: MailQueue,
    private readonly clock: Clock,
    private readonly voices: ClientVoices,
  ) {}

  /**
   * A page of clients, newest first, with the total that match: the same few queries whatever it holds.
   * A writer's holds their clients only; `assignedTo` narrows it to one member's, or to nobody's.
   */
  async list(
    { search, assignedTo, page = 1, pageSize = 50 }: ListClientsQueryDto,
    member: SessionUser,
  ): Promise<ClientPageDto> {
    const where: FilterQuery<User> = { role: 'client' };
    const assignment = assignmentConditions(member, assignedTo);
    if (assignment.length > 0) where.$and = assignment;
    if (search) {
      const pattern = likePattern(search);
      where.$or = ['username', 'email', 'firstName', 'lastName'].map((field) => ({
        [field]: { $ilike: pattern },
      }));
    }
    const [clients, total] = await findPage(this.em, User, where, {
      populate: ['assignedTo'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      page,
      pageSize,
    });
    if (clients.length === 0) return { items: [], total, page, pageSize };
    const ids = clients.map((client) => client.id);
    const [subscriptions, counts] = await Promise.all([
      this.em.find(ClientSubscription, { client: { $in: ids } }),
      this.postCounts(ids),
    ]);
    const now = this.clock.now();
    const items = clients.map((client) =>
      toClientSummaryDto(
        client,
        subscriptions.filter((subscription) => subscription.client.id === client.id),
        counts.get(client.id),
        now,
      ),
    );
    return { items, total, page, pageSize };
  }

  /**
   * One client: another writer's is a 404, as a client that does not exist. A writer sees neither their
   * subscriptions (prices and payments are the admins') nor the lead they came from, only what they
   * write for (writableSubscriptions).
   */
  async get(id: number, member: SessionUser): Promise<ClientDetailDto> {
    const client = await this.users.findClientOrFail(id, member);
    const subscriptions = await this.em.find(
      ClientSubscription,
      { client },
      { populate: ['lead'], orderBy: { startDate: 'desc', id: 'desc' } },
    );
    const lead = subscriptions.find((subscription) => subscription.lead)?.lead ?? null;
    const erasure = await this.erasures.of('client', id);
    // The lead is loaded already: its answers are the voice.
    const voice = erasure ? null : voiceOfLead(lead);
    return toClientDetailDto(client, subscriptions, {
      counts: (await this.postCounts([id])).get(id),
      lead,
      // An erased lead keeps no answers to brief from.
      voiceBrief: lead?.isOnboarded && !erasure ? this.leadExport.brief(lead) : null,
      voice,
      pillarMix: await this.voices.mix(id, voice),
      erasure,
      now: this.clock.now(),
      forWriter: writerScope(member) !== undefined,
    });
  }

  /** Corrects a client's names or email (a mistyped email gets its invitation nowhere). */
  async updateProfile(
    id: number,
    changes: UpdateClientProfileDto,
    admin: SessionUser,
  ): Promise<ClientDetailDto> {
    const client = await this.users.findClientOrFail(id);
    // The invitation sent to a mistyped address must not let its reader in.
    if (await this.users.updateProfile(client, changes)) await this.resets.revokeAll(client.id);
    return this.get(id, admin);
  }

  /**
   * Assigns the client's writer (an active team member, or nobody) and whether their posts are reviewed
   * before delivery; a field left out stays as it is. The member newly given the client, and the one
   * who had them, are mailed.
   */
  async updateProduction(
    id: number,
    { assignedToId, reviewRequired }: UpdateClientProductionDto,
    admin: SessionUser,
  ): Promise<ClientDetailDto> {
    const client = await this.users.findClientOrFail(id);
    const assignee = assignedToId === undefined ? undefined : await this.users.findAssignee(assignedToId);
    if (reviewRequired !== undefined) this.em.assign(client, { reviewRequired });
    const notices =
      assignee === undefined ? [] : await this.assignments.assign(client, assignee, admin.id, this.em);
    // One flush: the change and its mails are stored together, or neither.
    await this.em.flush();
    if (notices.length > 0) await this.mails.handOver(notices);
    return this.get(id, admin);
  }

  /** A new set-password link for a client who has not signed in yet (the last one expired or was lost). */
  async resendInvitation(id: number): Promise<void> {
    const client = await this.users.findClientOrFail(id);
    if (client.lastLogin)
      throw new ConflictException(
        'This client has already signed in: they can use "Forgot password" instead',
      );
    if (!client.email) throw new ConflictException('This client has no email address to invite');
    await this.invitations.send(client);
  }

  private postCounts(clientIds: number[]): Promise<Map<number, PostCounts>> {
    return this.counts.byClient({ from: startOfMonth(), clientIds });
  }
}
