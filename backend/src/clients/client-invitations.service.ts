import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PasswordResetService } from '../auth/password-reset.service.js';
import { DAY_MS } from '../common/dates.js';
import { greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.service.js';
import type { User } from '../users/user.entity.js';
import { INVITATION_VALIDITY_DAYS, invitationMail } from './clients.mails.js';

/** The mail that lets a new client choose a password: a single-use link, valid 7 days. */
@Injectable()
export class ClientInvitations {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly outgoing: OutgoingMails,
    private readonly mails: MailQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  /**
   * Issues the link and records the mail that carries it in one transaction (before the answer), then
   * hands the mail to the queue; the client's earlier invitation links stop working.
   */
  async send(client: User): Promise<void> {
    const email = client.email!;
    let mail: OutgoingMail | undefined;
    await this.resets.issue(client, 'invitation', INVITATION_VALIDITY_DAYS * DAY_MS, (token, em) => {
      const link = `${this.config.get('publicUrl', { infer: true })}/set-password?token=${token}`;
      const message = invitationMail({
        firstName: greetingName(client),
        username: client.username,
        email,
        link,
      });
      mail = this.outgoing.record('invitation', email, message, em);
    });
    await this.mails.handOver([mail!]);
  }
}
