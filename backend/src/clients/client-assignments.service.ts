import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { displayName, greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.service.js';
import type { User } from '../users/user.entity.js';
import { clientAssignedMail } from './clients.mails.js';

/** Who writes a client's posts: the one place a client gets their writer, and the writer hears of it. */
@Injectable()
export class ClientAssignments {
  constructor(
    private readonly outgoing: OutgoingMails,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  /**
   * Makes `assignee` (an active team member, UsersService.findAssignee) the client's writer, or nobody,
   * in the caller's unit of work `em`. A member newly given the client is mailed, unless they are the
   * admin who did it (`byId`) or have no address: answers that mail, to hand to the queue once flushed.
   */
  assign(client: User, assignee: User | null, byId: number, em: EntityManager): OutgoingMail | undefined {
    const changed = (client.assignedTo?.id ?? null) !== (assignee?.id ?? null);
    em.assign(client, { assignedTo: assignee });
    if (!changed || !assignee?.email || assignee.id === byId) return undefined;
    const url = `${this.config.get('publicUrl', { infer: true })}/admin/clients/${client.id}`;
    const mail = clientAssignedMail({
      firstName: greetingName(assignee),
      clientName: displayName(client),
      url,
    });
    // About the client: erasing them takes the notice too.
    return this.outgoing.record('client_assigned', assignee.email, mail, em, client.email ?? null);
  }
}
