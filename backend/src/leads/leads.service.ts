import {
  EntityManager,
  type FilterQuery,
  type QBFilterQuery,
  type QueryOrderMap,
} from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomInt } from 'node:crypto';
import { assigneeOf } from '../common/dto/assignment.js';
import { likePattern } from '../common/like-pattern.js';
import { displayName, firstNameOf } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import { ErasuresService } from '../erasures/erasures.service.js';
import { MailQueue } from '../mail/mail-queue.js';
import { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { TeamNotices } from '../notices/team-notices.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { CreateLeadDto, CreateLeadResponseDto } from './dto/create-lead.dto.js';
import type { LeadDto, LeadNoteDto, PublicLeadDto, SameEmailLeadDto } from './dto/lead.dto.js';
import type { LeadPageDto, LeadsViewQueryDto, ListLeadsQueryDto } from './dto/list-leads.dto.js';
import { industryLabel, packageLabel } from './answer-labels.js';
import { CSV_BATCH, csvPieces, type CsvValue } from '../common/csv.js';
import { findPage } from '../common/paging.js';
import { LeadActivity, type LeadActivityKind } from './lead-activity.entity.js';
import { LeadLimitsService } from './lead-limits.service.js';
import { LeadNote } from './lead-note.entity.js';
import { newOnboardingToken, onboardingTokenMatches } from './onboarding-token.js';
import {
  allowedNextStatuses,
  canMove,
  CONVERT_TO_CLIENT,
  isOverdue,
  orList,
  replyOverdueBefore,
  restoredStatus,
} from './lead-status.js';
import { Lead, type LeadStatus } from './lead.entity.js';
import { toLeadDto, toLeadNoteDto, toLeadSummaryDto, toPublicLeadDto } from './lead.mapper.js';
import { freeIdeasMail, leadConfirmationMail, newLeadMail } from './leads.mails.js';

export const LEAD_NOT_FOUND = 'Lead not found';
export const LEAD_IS_A_CLIENT =
  "This lead became a client account and cannot be deleted: erase the client's personal data on the client's page instead";

@Injectable()
export class LeadsService {
  private readonly logger = new Logger('Leads');

  constructor(
    private readonly em: EntityManager,
    private readonly limits: LeadLimitsService,
    private readonly outgoing: OutgoingMails,
    private readonly mails: MailQueue,
    private readonly team: TeamNotices,
    private readonly erasures: ErasuresService,
    private readonly users: UsersService,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  /**
   * Stores a lead from the landing page and answers where it continues to onboard. A filled
   * honeypot is a bot: it gets an answer that looks the same, and nothing is stored or sent.
   */
  async create(input: CreateLeadDto, ip: string): Promise<CreateLeadResponseDto> {
    await this.limits.consume(input.email, ip);
    const { website, package: chosen, ...fields } = input;
    if (website) {
      this.logger.warn(`Dropped a lead form filled in by a bot (${ip})`);
      return {
        leadId: randomInt(1_000, 1_000_000),
        onboardingUrl: this.onboardingUrl(randomInt(1_000, 1_000_000), newOnboardingToken()),
      };
    }
    // The lead and its mails are stored in one transaction, or neither: a lead stored is a lead told.
    const { lead, mails } = await this.em.transactional(async (em) => {
      const lead = em.create(Lead, {
        ...fields,
        package: chosen === 'none' ? null : (chosen ?? null),
        onboardingToken: newOnboardingToken(),
      });
      this.record(lead, 'created', 'Asked for 3 free post ideas on the landing page');
      await em.flush();
      return { lead, mails: await this.announce(lead, em) };
    });
    await this.mails.handOver(mails);
    return { leadId: lead.id, onboardingUrl: this.onboardingUrl(lead.id, lead.onboardingToken!) };
  }

  /** A page of leads for the admin list, with the total that match. */
  async list(query: ListLeadsQueryDto): Promise<LeadPageDto> {
    const { page = 1, pageSize = 50 } = query;
    const { where, orderBy } = listView(query);
    const [leads, total] = await findPage(this.em, Lead, where, {
      populate: ['assignedTo'],
      orderBy,
      page,
      pageSize,
    });
    const sameEmail = await this.sameEmailCounts(leads.map((lead) => lead.email));
    return {
      items: leads.map((lead) =>
        toLeadSummaryDto(lead, Math.max((sameEmail.get(emailKey(lead.email)) ?? 1) - 1, 0)),
      ),
      total,
      page,
      pageSize,
    };
  }

  /**
   * How many leads have each of these emails, case and surrounding spaces aside: one query for a
   * whole page, on the index of the normalised email. An erased lead's empty email matches nothing.
   */
  private async sameEmailCounts(emails: string[]): Promise<Map<string, number>> {
    const keys = [...new Set(emails.map(emailKey).filter(Boolean))];
    if (keys.length === 0) return new Map();
    const rows = await this.em.execute<{ key: string; leads: number }[]>(
      `select lower(btrim("email")) as "key", count(*)::int as "leads" from "leads"
        where lower(btrim("email")) in (${keys.map(() => '?').join(', ')})
        group by lower(btrim("email"))`,
      keys,
    );
    return new Map(rows.map((row) => [row.key, Number(row.leads)]));
  }

  /** The other leads with the lead's email (case and spaces aside), oldest first. */
  async sameEmailLeads(lead: Pick<Lead, 'id' | 'email'>): Promise<SameEmailLeadDto[]> {
    const key = emailKey(lead.email);
    if (!key) return [];
    const rows = await this.em.execute<
      {
        id: number;
        name: string;
        status: LeadStatus;
        is_onboarded: boolean;
        created_at: Date;
        converted: boolean;
      }[]
    >(
      `select l."id", l."name", l."status", l."is_onboarded", l."created_at",
              exists (select 1 from "client_subscriptions" s where s."lead_id" = l."id") as "converted"
         from "leads" l
        where lower(btrim(l."email")) = ? and l."id" <> ?
        order by l."created_at", l."id"`,
      [key, lead.id],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      isOnboarded: row.is_onboarded,
      isClient: row.converted,
      createdAt: new Date(row.created_at),
    }));
  }

  /**
   * Every lead of the list's view (its search, filter and sort; no pages), as a CSV document in
   * pieces: the leads are read through a cursor a batch at a time as the pieces are pulled, so the
   * export holds one batch whatever the number of leads.
   */
  exportCsv(query: LeadsViewQueryDto): AsyncIterable<string> {
    const { where, orderBy } = listView(query);
    // Its own context: the rows are read after the handler returned, while the answer goes out. As
    // the database's rows of the columns the file holds: an entity each (em.stream) costs ten times the read.
    const leads = this.em
      .fork()
      .createQueryBuilder(Lead)
      .select(LEADS_CSV_FIELDS)
      // The list's filter, as the query builder takes it.
      .where(where as QBFilterQuery<Lead>)
      .orderBy(orderBy)
      .stream({ chunkSize: CSV_BATCH, rawResults: true });
    return csvPieces(LEADS_CSV_HEADER, leadRows(leads));
  }

  /** The whole lead with its notes and history (admins). */
  async get(id: number): Promise<LeadDto> {
    const lead = await this.em.findOneOrFail(
      Lead,
      { id },
      { populate: ['onboardingToken', 'assignedTo'], failHandler: notFound },
    );
    const [notes, activity, subscription, sameEmail] = await Promise.all([
      this.em.find(LeadNote, { lead }, { populate: ['author'], orderBy: { createdAt: 'desc', id: 'desc' } }),
      this.em.find(
        LeadActivity,
        { lead },
        { populate: ['actor'], orderBy: { createdAt: 'desc', id: 'desc' } },
      ),
      this.em.findOne(ClientSubscription, { lead }, { fields: ['client'] }),
      this.sameEmailLeads(lead),
    ]);
    const onboardingUrl =
      lead.isOnboarded || !lead.onboardingToken ? null : this.onboardingUrl(lead.id, lead.onboardingToken);
    return toLeadDto(lead, {
      notes,
      activity,
      onboardingUrl,
      clientId: subscription?.client.id ?? null,
      sameEmail,
    });
  }

  /** What the questionnaire needs, for the holder of the lead's link; anything else is "not found". */
  async getPublic(id: number, token: string | undefined): Promise<PublicLeadDto> {
    return toPublicLeadDto(await this.findWithToken(id, token));
  }

  /**
   * Assigns the lead to an active team member (who becomes the client's writer at conversion), or to
   * nobody (null), and keeps it in the lead's history; the same assignment again changes nothing.
   */
  async assign(id: number, assignedToId: number | null, adminId: number): Promise<LeadDto> {
    const lead = await this.findOrFail(id);
    const assignee = await this.users.findAssignee(assignedToId);
    if ((lead.assignedTo?.id ?? null) !== (assignee?.id ?? null)) {
      this.em.assign(lead, { assignedTo: assignee, updatedAt: new Date() });
      this.record(
        lead,
        'assigned',
        assignee ? `Assigned to ${displayName(assignee)}` : 'Unassigned',
        adminId,
      );
      await this.em.flush();
    }
    return this.get(id);
  }

  /**
   * Moves the lead along; a move the rules do not allow is a 409 that names the allowed ones. Archiving
   * keeps the status the lead had, and restoring gives it back (a contacted lead stays contacted, and
   * so no longer overdue). Converted is refused here (409), but for restoring a converted lead:
   * converting the lead into a client is the one way to it.
   */
  async changeStatus(id: number, to: LeadStatus, adminId: number): Promise<LeadDto> {
    const lead = await this.findOrFail(id);
    const from = lead.status;
    if (!canMove(lead, to)) {
      if (to === 'converted') throw new ConflictException(CONVERT_TO_CLIENT);
      if (from === 'archived') {
        const back = restoredStatus(lead);
        throw new ConflictException(
          `This lead was ${back} when it was archived: restoring it makes it ${back} again`,
        );
      }
      const article = /^[aeiou]/.test(from) ? 'An' : 'A';
      throw new ConflictException(
        `${article} ${from} lead can only become ${orList(allowedNextStatuses(lead))}`,
      );
    }
    // Only if nobody moved it meanwhile: the rules were checked against this very status.
    const moved = await this.em.nativeUpdate(
      Lead,
      { id, status: from },
      { status: to, statusBeforeArchive: to === 'archived' ? from : null, updatedAt: new Date() },
    );
    if (moved === 0) throw new ConflictException('The lead was changed meanwhile: reload it and try again');
    this.record(lead, 'status_changed', `Status changed from ${from} to ${to}`, adminId);
    await this.em.flush();
    await this.em.refresh(lead);
    return this.get(id);
  }

  /**
   * Emails the lead the 3 free post ideas the lead form promised, and keeps them in the lead's history.
   * A new lead becomes contacted, which ends its wait (it is no longer overdue). A lead may be sent
   * another set later; an archived one is restored first. The mail is recorded with the history
   * entry, in one transaction, and sent by the queue: an SMTP outage delays it (retried, then shown
   * as failed in the outgoing mail list) but never loses it or the admin's words.
   */
  async sendIdeas(id: number, ideas: string[], adminId: number): Promise<LeadDto> {
    const lead = await this.findOrFail(id);
    if (lead.status === 'archived')
      throw new ConflictException('This lead is archived: restore it before sending it ideas');
    const mail = await this.em.transactional(async (em) => {
      // Only if it is still new: a lead contacted meanwhile stays as it is.
      const moved = await em.nativeUpdate(
        Lead,
        { id, status: 'new' },
        { status: 'contacted', updatedAt: new Date() },
      );
      em.create(LeadActivity, {
        lead,
        kind: 'ideas_sent',
        description: `Sent ${ideas.length} free post ideas to ${lead.email}`,
        ideas,
        actor: em.getReference(User, adminId),
      });
      if (moved) this.record(lead, 'status_changed', 'Status changed from new to contacted', adminId);
      lead.updatedAt = new Date();
      const mail = this.outgoing.record(
        'free_ideas',
        lead.email,
        freeIdeasMail({ firstName: firstNameOf(lead.name), ideas }),
        em,
      );
      mail.lead = lead;
      return mail;
    });
    await this.mails.handOver([mail]);
    await this.em.refresh(lead);
    return this.get(id);
  }

  async addNote(id: number, body: string, adminId: number): Promise<LeadNoteDto> {
    const lead = await this.findOrFail(id);
    const note = this.em.create(LeadNote, { lead, body, author: this.em.getReference(User, adminId) });
    lead.updatedAt = new Date();
    this.record(lead, 'note_added', 'Note added', adminId);
    await this.em.flush();
    await this.em.populate(note, ['author']);
    return toLeadNoteDto(note);
  }

  /**
   * Deletes a lead that never became a client (spam, say) with its notes, history, onboarding
   * answers and its own mails, and records who deleted it and when. A lead converted into a client
   * account is a 409: the client's erasure is the way for them. Another lead with the same address
   * keeps all of its own: a lead's mails are found by the lead, never by the address.
   */
  async remove(id: number, adminId: number): Promise<void> {
    await this.em.transactional(async (em) => {
      // Its mails (its confirmation, the team's notice of it, the ideas sent), once any try under way
      // ends; undone with the rest if the lead cannot be deleted.
      await em.nativeDelete(OutgoingMail, { lead: id });
      // Only while no subscription names the lead: a conversion at the same moment wins or waits.
      const rows = await em.execute<{ id: number }[]>(
        `delete from "leads" where "id" = ?
            and not exists (select 1 from "client_subscriptions" where "lead_id" = ?)
          returning "id"`,
        [id, id],
      );
      if (rows.length === 0) {
        if (await em.count(Lead, { id })) throw new ConflictException(LEAD_IS_A_CLIENT);
        throw notFound();
      }
      this.erasures.record('lead', id, adminId);
      await em.flush();
    });
  }

  /** New leads waiting longer than the reply promise, oldest first, and how many in all (the production board). */
  waitingForReply(limit: number, now = new Date()): Promise<[Lead[], number]> {
    return this.em.findAndCount(
      Lead,
      { status: 'new', createdAt: { $lt: replyOverdueBefore(now) } },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit },
    );
  }

  /**
   * Leads who answered the questionnaire and are not clients yet, longest waiting first, and how many
   * in all: those still new or contacted, since converting a lead marks it converted.
   */
  onboardedNotConverted(limit: number): Promise<[Lead[], number]> {
    return this.em.findAndCount(
      Lead,
      { isOnboarded: true, status: { $in: ['new', 'contacted'] } },
      { orderBy: { updatedAt: 'asc', id: 'asc' }, limit },
    );
  }

  /** Adds an entry to the lead's history (flushed with the change it records). */
  record(lead: Lead, kind: LeadActivityKind, description: string, actorId?: number): void {
    this.em.create(LeadActivity, {
      lead,
      kind,
      description,
      actor: actorId === undefined ? null : this.em.getReference(User, actorId),
    });
  }

  /** The lead the onboarding link points to: an unknown id and a wrong token answer the same 404. */
  async findWithToken(id: number, token: string | undefined): Promise<Lead> {
    const lead = await this.em.findOne(Lead, { id }, { populate: ['onboardingToken'] });
    if (!lead || !onboardingTokenMatches(lead.onboardingToken, token)) throw notFound();
    return lead;
  }

  async findOrFail(id: number): Promise<Lead> {
    return this.em.findOneOrFail(Lead, { id }, { failHandler: notFound });
  }

  onboardingUrl(id: number, token: string): string {
    return `${this.config.get('publicUrl', { infer: true })}/onboarding/${id}?token=${token}`;
  }

  /** The lead's confirmation and the admins' notification, recorded with the lead (it has its id). */
  private async announce(lead: Lead, em: EntityManager): Promise<OutgoingMail[]> {
    const confirmation = this.outgoing.record(
      'lead_confirmation',
      lead.email,
      leadConfirmationMail({
        firstName: firstNameOf(lead.name),
        onboardingUrl: this.onboardingUrl(lead.id, lead.onboardingToken!),
      }),
      em,
    );
    confirmation.lead = lead;
    const url = `${this.config.get('publicUrl', { infer: true })}/admin/leads/${lead.id}`;
    const notices = await this.team.record(
      'new_lead',
      newLeadMail({
        name: lead.name,
        email: lead.email,
        industry: lead.industry,
        package: lead.package ?? null,
        url,
      }),
      lead.email,
      em,
      { lead },
    );
    return [confirmation, ...notices];
  }
}

const notFound = () => new NotFoundException(LEAD_NOT_FOUND);

/** An email as leads are compared: case and surrounding spaces aside. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

const LEADS_CSV_HEADER = [
  'ID',
  'Name',
  'Email',
  'LinkedIn',
  'Industry',
  'Package',
  'Status',
  'Overdue',
  'Onboarded',
  'Company',
  'Job title',
  'Notes',
  'Created',
  'Last updated',
];

/** What the export reads of each lead. */
const LEADS_CSV_FIELDS = [
  'id',
  'name',
  'email',
  'linkedin',
  'industry',
  'package',
  'status',
  'isOnboarded',
  'companyName',
  'jobTitle',
  'notes',
  'createdAt',
  'updatedAt',
] as const satisfies (keyof Lead)[];

/** A lead as the export reads it: the database's row of those columns. */
interface RawLead {
  id: number;
  name: string;
  email: string;
  linkedin: string;
  industry: string;
  package: string | null;
  status: LeadStatus;
  is_onboarded: boolean;
  company_name: string | null;
  job_title: string | null;
  notes: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The export's rows, one per lead, in the list's labels. */
async function* leadRows(rows: AsyncIterable<unknown>): AsyncGenerator<CsvValue[]> {
  for await (const row of rows) {
    const lead = row as RawLead;
    const createdAt = new Date(lead.created_at);
    yield [
      lead.id,
      lead.name,
      lead.email,
      lead.linkedin,
      industryLabel(lead.industry),
      packageLabel(lead.package),
      capitalise(lead.status),
      isOverdue({ status: lead.status, createdAt }),
      lead.is_onboarded,
      lead.company_name,
      lead.job_title,
      lead.notes,
      createdAt,
      new Date(lead.updated_at),
    ];
  }
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Which leads the list shows and in what order: its search, status and assignee filters and sort (the list and its CSV). */
function listView({ sort = 'createdAt', order = 'desc', search, status, assignedTo }: LeadsViewQueryDto): {
  where: FilterQuery<Lead>;
  orderBy: QueryOrderMap<Lead>;
} {
  const where: FilterQuery<Lead> = {};
  if (status) where.status = status;
  const assignee = assigneeOf(assignedTo);
  if (assignee !== undefined) where.assignedTo = assignee;
  if (search) {
    const pattern = likePattern(search);
    where.$or = [
      { name: { $ilike: pattern } },
      { email: { $ilike: pattern } },
      { companyName: { $ilike: pattern } },
    ];
  }
  return { where, orderBy: { [sort]: order, id: order } };
}
