import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../users/user.entity.js';
import type { RenderedMail } from './mail-layout.js';
import { MailService } from './mail.service.js';

/** Mails the team: every admin with an email address (a new lead, a revision requested). */
@Injectable()
export class TeamNotices {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
  ) {}

  /** Sends `notice` to each admin; meant to run after the answer (BackgroundTasks), in its own context. */
  async send(notice: RenderedMail): Promise<void> {
    const admins = await this.em.fork().find(User, { role: 'admin', email: { $ne: null } });
    await Promise.all(admins.map((admin) => this.mail.send(admin.email!, notice)));
  }
}
