import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DAY_MS } from '../common/dates.js';
import { displayName, greetingName } from '../common/names.js';
import type { SessionUser } from '../common/session-user.js';
import { isTeamRole } from '../common/user-roles.js';
import type { Environment } from '../config/environment.js';
import type { RenderedMail } from '../mail/mail-layout.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import type { User } from '../users/user.entity.js';
import {
  INVITATION_VALIDITY_DAYS,
  invitationMail,
  reviewerAddressTakenMail,
  reviewerInvitationMail,
  teamInvitationMail,
} from './invitation.mails.js';
import { PasswordResetService } from './password-reset.service.js';

/** Who sends a team member's invitation: the mail names them. */
export type Inviter = Pick<SessionUser, 'username' | 'firstName' | 'lastName'>;

/**
 * The mail that lets a new account choose a password: a single-use link to /set-password, valid 7
 * days. A client's welcomes them to their client area; a reviewer's names the client they review
 * for; a team member's says who invited them, their role and where the team signs in.
 */
@Injectable()
export class Invitations {
  constructor(
    private readonly em: EntityManager,
    private readonly resets: PasswordResetService,
    private readonly outgoing: OutgoingMails,
    private readonly mails: MailQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  /**
   * Issues the link and records the mail that carries it in one transaction (before the answer), then
   * hands the mail to the queue; the account's earlier invitation links stop working. A team member's
   * invitation needs `invitedBy`, as does a reviewer's (the client who invites them).
   */
  async send(user: User, invitedBy?: Inviter): Promise<void> {
    const email = (user.email ?? user.invitedEmail)!;
    const publicUrl = this.config.get('publicUrl', { infer: true });
    let mail: OutgoingMail | undefined;
    await this.resets.issue(user, 'invitation', INVITATION_VALIDITY_DAYS * DAY_MS, (token, em) => {
      const link = `${publicUrl}/set-password?token=${token}`;
      const { kind, message } = this.mailFor(user, { email, link, publicUrl }, invitedBy);
      mail = this.outgoing.record(kind, email, message, em);
    });
    await this.mails.handOver([mail!]);
  }

  /** Tells an address a client invited as a reviewer that it has an account already (no link). */
  async tellAddressTaken(email: string, invitedBy: Inviter): Promise<void> {
    const mail = await this.em.transactional((em) =>
      this.outgoing.record(
        'invitation',
        email,
        reviewerAddressTakenMail({ clientName: displayName(invitedBy), email }),
        em,
      ),
    );
    await this.mails.handOver([mail]);
  }

  private mailFor(
    user: User,
    { email, link, publicUrl }: { email: string; link: string; publicUrl: string },
    invitedBy?: Inviter,
  ): { kind: 'invitation' | 'team_invitation'; message: RenderedMail } {
    const firstName = greetingName(user);
    if (user.role === 'reviewer') {
      const clientName = invitedBy ? displayName(invitedBy) : 'Your client';
      return {
        kind: 'invitation',
        message: reviewerInvitationMail({ firstName, clientName, username: user.username, email, link }),
      };
    }
    if (!isTeamRole(user.role)) {
      return {
        kind: 'invitation',
        message: invitationMail({ firstName, username: user.username, email, link }),
      };
    }
    const message = teamInvitationMail({
      firstName,
      invitedBy: invitedBy ? displayName(invitedBy) : 'An admin',
      role: user.role,
      username: user.username,
      link,
      signInUrl: `${publicUrl}/admin/login`,
    });
    return { kind: 'team_invitation', message };
  }
}
