import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock.js';
import { displayName, greetingName } from '../common/names.js';
import type { SessionUser } from '../common/session-user.js';
import type { Environment } from '../config/environment.js';
import { MailQueue } from '../mail/mail-queue.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { UsersService } from '../users/users.service.js';
import type { LinkedInApi } from './linkedin-api.js';
import { LinkedInConnection } from './linkedin-connection.entity.js';
import { LINKEDIN_API, LINKEDIN_NOT_SET_UP } from './linked-in-connections.js';
import { connectInvitationMail, linkedInSettingsUrl } from './linkedin.mails.js';

/** The team's mail asking a client to connect LinkedIn (a writer for their own clients). */
@Injectable()
export class LinkedInInvitations {
  constructor(
    private readonly em: EntityManager,
    @Inject(LINKEDIN_API) private readonly api: LinkedInApi | null,
    private readonly users: UsersService,
    private readonly outgoing: OutgoingMails,
    private readonly mails: MailQueue,
    private readonly clock: Clock,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  async invite(member: SessionUser, clientId: number): Promise<void> {
    if (!this.api) throw new NotFoundException(LINKEDIN_NOT_SET_UP);
    const client = await this.users.findClientOrFail(clientId, member);
    if (!client.email) throw new ConflictException('This client has no email address');
    const connection = await this.em.findOne(LinkedInConnection, { client: clientId });
    if (connection && connection.expiresAt > this.clock.now())
      throw new ConflictException('This client has LinkedIn connected already');
    const email = client.email;
    await this.mails.transactional(async (tx) => [
      this.outgoing.record(
        'linkedin_invitation',
        email,
        connectInvitationMail({
          firstName: greetingName(client),
          teamName: displayName(member),
          url: linkedInSettingsUrl(this.config.get('publicUrl', { infer: true })),
        }),
        tx,
      ),
    ]);
  }
}
