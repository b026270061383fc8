import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { displayName, greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { TeamNotices } from '../notices/team-notices.js';
import { User } from '../users/user.entity.js';
import { clientAssignedMail, clientMovedMail } from './clients.mails.js';

/** Who writes a client's posts: the one place a client gets their writer, and the writer hears of it. */
@Injectable()
export class ClientAssignments {
  constructor(
    private readonly team: TeamNotices,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  /**
   * Makes `assignee` (an active team member, UsersService.findAssignee) the client's writer, or nobody,
   * in the caller's unit of work `em`. When it changes, the member newly given the client and the
   * member who had them are told (as they chose, when reachable: TeamNotices), unless they are the
   * admin who did it (`byId`): answers the mails, to hand to the queue once flushed.
   */
  async assign(
    client: User,
    assignee: User | null,
    byId: number,
    em: EntityManager,
  ): Promise<OutgoingMail[]> {
    const previousId = client.assignedTo?.id ?? null;
    if (previousId === (assignee?.id ?? null)) return [];
    const previous = previousId === null ? null : await em.findOne(User, previousId);
    em.assign(client, { assignedTo: assignee });
    const publicUrl = this.config.get('publicUrl', { infer: true });
    const clientName = displayName(client);
    const told = (member: User | null): member is User => !!member && member.id !== byId;
    const about = { about: client.email ?? null };
    // About the client: erasing them takes the notices too.
    const mails: OutgoingMail[] = [];
    if (told(assignee)) {
      const mail = clientAssignedMail({
        firstName: greetingName(assignee),
        clientName,
        url: `${publicUrl}/admin/clients/${client.id}`,
      });
      mails.push(...(await this.team.toMember(assignee, 'client_assigned', mail, about, em)).mails);
    }
    if (told(previous)) {
      const mail = clientMovedMail({
        firstName: greetingName(previous),
        clientName,
        writerName: assignee ? displayName(assignee) : null,
        url: `${publicUrl}/admin`,
      });
      mails.push(...(await this.team.toMember(previous, 'client_assigned', mail, about, em)).mails);
    }
    return mails;
  }
}
