import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PasswordResetService } from '../auth/password-reset.service.js';
import { BackgroundTasks } from '../common/background-tasks.service.js';
import { DAY_MS } from '../common/dates.js';
import { greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import { MailService } from '../mail/mail.service.js';
import type { User } from '../users/user.entity.js';
import { INVITATION_VALIDITY_DAYS, invitationMail } from './clients.mails.js';

/** The mail that lets a new client choose a password: a single-use link, valid 7 days. */
@Injectable()
export class ClientInvitations {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  /**
   * Issues the link now (stored before the answer), then mails it after the answer; the client's
   * earlier invitation links stop working.
   */
  async send(client: User): Promise<void> {
    const token = await this.resets.issue(client, 'invitation', INVITATION_VALIDITY_DAYS * DAY_MS);
    const link = `${this.config.get('publicUrl', { infer: true })}/set-password?token=${token}`;
    const email = client.email!;
    const message = invitationMail({
      firstName: greetingName(client),
      username: client.username,
      email,
      link,
    });
    this.background.run(`Inviting client ${client.id}`, () => this.mail.send(email, message));
  }
}
