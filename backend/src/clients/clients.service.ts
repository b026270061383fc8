import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotImplementedException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { startOfMonth } from '../common/dates.js';
import type { SessionUser } from '../common/session-user.js';
import { findPage } from '../common/paging.js';
import { likePattern } from '../common/like-pattern.js';
import { PostCountsService, type PostCounts } from '../content/post-counts.service.js';
import { ErasuresService } from '../erasures/erasures.service.js';
import { LeadExportService } from '../leads/lead-export.service.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { UpdateProfileDto } from '../auth/dto/profile.dto.js';
import { PasswordResetService } from '../auth/password-reset.service.js';
import { Invitations } from '../auth/invitations.service.js';
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
    private readonly clock: Clock,
  ) {}

  /** A page of clients, newest first, with the total that match: the same few queries whatever it holds. */
  async list(
    { search, page = 1, pageSize = 50 }: ListClientsQueryDto,
    _member: SessionUser,
  ): Promise<ClientPageDto> {
    const where: FilterQuery<User> = { role: 'client' };
    if (search) {
      const pattern = likePattern(search);
      where.$or = ['username', 'email', 'firstName', 'lastName'].map((field) => ({
        [field]: { $ilike: pattern },
      }));
    }
    const [clients, total] = await findPage(this.em, User, where, {
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
    const items = clients.map((client) =>
      toClientSummaryDto(
        client,
        subscriptions.filter((subscription) => subscription.client.id === client.id),
        counts.get(client.id),
      ),
    );
    return { items, total, page, pageSize };
  }

  async get(id: number, _member: SessionUser): Promise<ClientDetailDto> {
    const client = await this.users.findClientOrFail(id);
    const subscriptions = await this.em.find(
      ClientSubscription,
      { client },
      { populate: ['lead'], orderBy: { startDate: 'desc', id: 'desc' } },
    );
    const lead = subscriptions.find((subscription) => subscription.lead)?.lead ?? null;
    const erasure = await this.erasures.of('client', id);
    return toClientDetailDto(client, subscriptions, {
      counts: (await this.postCounts([id])).get(id),
      lead,
      // An erased lead keeps no answers to brief from.
      voiceBrief: lead?.isOnboarded && !erasure ? this.leadExport.brief(lead) : null,
      erasure,
      now: this.clock.now(),
    });
  }

  /** Corrects a client's names or email (a mistyped email gets its invitation nowhere). */
  async updateProfile(id: number, changes: UpdateProfileDto, admin: SessionUser): Promise<ClientDetailDto> {
    const client = await this.users.findClientOrFail(id);
    // The invitation sent to a mistyped address must not let its reader in.
    if (await this.users.updateProfile(client, changes)) await this.resets.revokeAll(client.id);
    return this.get(id, admin);
  }

  /** Assigns the client's writer and whether their posts are reviewed before delivery. */
  updateProduction(
    _id: number,
    _changes: UpdateClientProductionDto,
    _admin: SessionUser,
  ): Promise<ClientDetailDto> {
    throw new NotImplementedException();
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
