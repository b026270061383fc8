import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import { unusablePasswordHash } from '../common/passwords.js';
import { splitName } from '../common/names.js';
import { isTeamRole } from '../common/user-roles.js';
import { MailQueue } from '../mail/mail-queue.js';
import { LeadsService } from '../leads/leads.service.js';
import { Lead } from '../leads/lead.entity.js';
import { ClientSubscription, LEAD_CONVERTED_ONCE } from '../subscriptions/client-subscription.entity.js';
import { isPlanName, planOfCadence, PLANS } from '../plans/plans.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { Invitations } from '../auth/invitations.js';
import { ClientAssignments } from './client-assignments.js';
import { toConvertedLeadDto } from './client.mapper.js';
import type { ConversionProposalDto, ConvertedLeadDto, ConvertLeadDto } from './dto/client.dto.js';

const ALREADY_A_CLIENT = 'This lead is already a client';

/** A lead becomes a client: an account, its first subscription, an invitation, and the lead marked converted. */
@Injectable()
export class ClientConversionService {
  constructor(
    private readonly em: EntityManager,
    private readonly leads: LeadsService,
    private readonly users: UsersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly invitations: Invitations,
    private readonly assignments: ClientAssignments,
    private readonly mails: MailQueue,
  ) {}

  async propose(leadId: number): Promise<ConversionProposalDto> {
    const lead = await this.leads.findOrFail(leadId);
    const owner = await this.users.findByEmail(lead.email);
    const plan = this.planOf(lead);
    return {
      username: await this.freeUsername(lead),
      email: lead.email.toLowerCase(),
      ...splitName(lead.name),
      plan,
      amount: plan ? PLANS[plan].monthlyPrice : null,
      emailTakenBy: owner?.username ?? null,
    };
  }

  async convert(leadId: number, input: ConvertLeadDto, adminId: number): Promise<ConvertedLeadDto> {
    const { username, email, firstName, lastName, ...subscriptionInput } = input;
    const lead = await this.leads.findOrFail(leadId);
    await this.assertConvertible(lead);
    const writer = await this.inheritedWriter(lead);
    const owner = await this.users.findByEmail(email);
    if (owner) {
      throw new ConflictException(
        `The email ${email} already belongs to the account "${owner.username}": use another email`,
      );
    }

    // Nobody can sign in with this password: the client chooses one from the invitation.
    const passwordHash = await unusablePasswordHash();
    const { client, subscription, assignment } = await this.em
      .transactional(async () => {
        // Only from the status the rules were checked against: an archiving at the same moment wins or waits.
        const claimed = await this.em.nativeUpdate(
          Lead,
          { id: lead.id, status: lead.status },
          { status: 'converted', updatedAt: new Date() },
        );
        if (claimed === 0) {
          const current = await this.em.refresh(lead);
          if (current) await this.assertConvertible(current);
          throw new ConflictException('The lead was changed meanwhile: reload it and try again');
        }
        // A second conversion of the same lead at the same moment meets the unique index and stores nothing.
        const client = await this.users.create({
          username,
          passwordHash,
          role: 'client',
          email,
          firstName,
          lastName,
        });
        const subscription = this.subscriptions.open(client, subscriptionInput, lead.id);
        // The lead's member goes on as the client's writer, and hears of the new client.
        const assignment = writer ? await this.assignments.assign(client, writer, adminId, this.em) : [];
        lead.status = 'converted';
        this.leads.record(
          lead,
          'status_changed',
          `Converted to the client "${username}" on the ${subscription.plan} plan`,
          adminId,
        );
        await this.em.flush();
        return { client, subscription, assignment };
      })
      .catch((error: unknown) => {
        if (
          error instanceof UniqueConstraintViolationException &&
          error.message.includes(LEAD_CONVERTED_ONCE)
        ) {
          throw new ConflictException(ALREADY_A_CLIENT);
        }
        throw error;
      });
    await this.invitations.send(client);
    await this.subscriptions.sold(subscription);
    if (assignment.length > 0) await this.mails.handOver(assignment);
    return toConvertedLeadDto(client, subscription);
  }

  /** The member the lead is assigned to, who becomes the client's writer: none when deactivated. */
  private async inheritedWriter(lead: Lead): Promise<User | null> {
    if (!lead.assignedTo) return null;
    const member = await this.em.findOne(User, { id: lead.assignedTo.id, deactivatedAt: null });
    return member && isTeamRole(member.role) ? member : null;
  }

  /** A lead already a client, or archived, is not converted (409). */
  private async assertConvertible(lead: Lead): Promise<void> {
    if (await this.em.count(ClientSubscription, { lead })) throw new ConflictException(ALREADY_A_CLIENT);
    if (lead.status === 'archived')
      throw new ConflictException('This lead is archived: restore it before converting it');
  }

  private planOf(lead: Lead): ConversionProposalDto['plan'] {
    if (isPlanName(lead.package)) return lead.package;
    return lead.postingCadence ? planOfCadence(lead.postingCadence) : null;
  }

  /** A username from the lead's name (or their email's name part), numbered when taken. */
  private freeUsername(lead: Lead): Promise<string> {
    return this.users.freeUsername([lead.name, lead.email.split('@')[0] ?? ''], 'client');
  }
}
