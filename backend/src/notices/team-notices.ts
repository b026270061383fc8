import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TEAM_ROLES } from '../common/user-roles.js';
import { deliveryOf, type NoticeDelivery, type TeamNoticeKind } from './notice-kinds.js';
import { NoticeDigestItem } from './notice-digest-item.entity.js';
import { NoticePreference } from './notice-preference.entity.js';
import { User } from '../users/user.entity.js';
import type { RenderedMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';

/** How many members a notice reached: mailed at once, or kept for their next morning digest. */
export interface Notified {
  now: number;
  digest: number;
}

/** A notice as recorded: the mails to hand to the queue after the commit, and whom it reached. */
export interface TeamNotice {
  mails: OutgoingMail[];
  notified: Notified;
}

/**
 * What a notice is about: the person's address (their erasure removes it) and, for a lead, the lead
 * (typed by the relation that keeps it, so this module need not know the leads module).
 */
export interface NoticeSubject {
  about: string | null;
  lead?: OutgoingMail['lead'];
}

/**
 * A member a notice may reach: active, on the team, with an address proven to be theirs
 * (`emailConfirmedAt`). Nobody else is ever mailed a team notice.
 */
const REACHABLE = {
  role: { $in: [...TEAM_ROLES] },
  deactivatedAt: null,
  email: { $ne: null },
  emailConfirmedAt: { $ne: null },
} as const;

/**
 * Tells the team: every reachable admin (a new lead, a payment), or, for a notice about a client (a
 * revision requested, a cancellation), the client's writer when they are reachable, or one member
 * (a post sent back, a client assigned). Each member gets it as they chose for its kind (notice-kinds.ts):
 * a mail at once, a line in their next morning digest, or nothing. This is the one way a team notice
 * is recorded.
 */
@Injectable()
export class TeamNotices {
  constructor(
    private readonly em: EntityManager,
    private readonly outgoing: OutgoingMails,
  ) {}

  /**
   * Records `notice` for each reachable admin in the caller's unit of work (flushed with the change
   * it announces); answers the mails to hand over.
   */
  async record(
    kind: TeamNoticeKind,
    notice: RenderedMail,
    about: string | null,
    em: EntityManager = this.em,
    subject: Omit<NoticeSubject, 'about'> = {},
  ): Promise<OutgoingMail[]> {
    return (await this.toAdmins(kind, notice, { ...subject, about }, em)).mails;
  }

  /** As `record`, answering whom it reached too. */
  async toAdmins(
    kind: TeamNoticeKind,
    notice: RenderedMail,
    subject: NoticeSubject,
    em: EntityManager = this.em,
  ): Promise<TeamNotice> {
    const admins = await em.find(User, { ...REACHABLE, role: 'admin' }, { orderBy: { id: 'asc' } });
    return this.send(admins, kind, notice, subject, em);
  }

  /**
   * Records a notice about a client for whoever answers for them: their writer when reachable, else
   * every reachable admin. Answers the mails to hand over.
   */
  async recordAboutClient(
    client: Pick<User, 'email' | 'assignedTo'>,
    kind: TeamNoticeKind,
    notice: RenderedMail,
    em: EntityManager = this.em,
  ): Promise<OutgoingMail[]> {
    const about = client.email ?? null;
    const writer = client.assignedTo
      ? await em.findOne(User, { ...REACHABLE, id: client.assignedTo.id })
      : null;
    const told = writer
      ? await this.send([writer], kind, notice, { about }, em)
      : await this.toAdmins(kind, notice, { about }, em);
    return told.mails;
  }

  /** A notice for one member (their post sent back, a client given to them): none when they are not reachable. */
  async toMember(
    member: User,
    kind: TeamNoticeKind,
    notice: RenderedMail,
    subject: NoticeSubject,
    em: EntityManager = this.em,
  ): Promise<TeamNotice> {
    const reachable =
      TEAM_ROLES.includes(member.role as (typeof TEAM_ROLES)[number]) &&
      !member.deactivatedAt &&
      !!member.email &&
      !!member.emailConfirmedAt;
    return this.send(reachable ? [member] : [], kind, notice, subject, em);
  }

  private async send(
    recipients: User[],
    kind: TeamNoticeKind,
    notice: RenderedMail,
    { about, lead = null }: NoticeSubject,
    em: EntityManager,
  ): Promise<TeamNotice> {
    const told: TeamNotice = { mails: [], notified: { now: 0, digest: 0 } };
    if (recipients.length === 0) return told;
    const choices = await this.choicesOf(recipients, kind, em);
    for (const member of recipients) {
      const delivery = deliveryOf(choices.get(member.id), kind);
      if (delivery === 'now') {
        const mail = this.outgoing.record(kind, member.email!, notice, em, about);
        // A notice about a lead goes with that lead (its deletion), not with another of the same address.
        mail.lead = lead;
        told.mails.push(mail);
        told.notified.now += 1;
      } else if (delivery === 'digest') {
        em.create(NoticeDigestItem, {
          member,
          kind,
          subject: notice.subject,
          url: notice.link ?? null,
          about,
          lead,
        });
        told.notified.digest += 1;
      }
    }
    return told;
  }

  /** The recipients' stored choices for `kind`, by member id. */
  private async choicesOf(
    recipients: User[],
    kind: TeamNoticeKind,
    em: EntityManager,
  ): Promise<Map<number, Map<TeamNoticeKind, NoticeDelivery>>> {
    const rows = await em.find(
      NoticePreference,
      { member: { $in: recipients.map((member) => member.id) }, kind },
      { fields: ['member', 'kind', 'delivery'] },
    );
    const choices = new Map<number, Map<TeamNoticeKind, NoticeDelivery>>();
    for (const row of rows) choices.set(row.member.id, new Map([[row.kind, row.delivery]]));
    return choices;
  }
}
