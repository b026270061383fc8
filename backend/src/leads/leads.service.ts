import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { BackgroundTasks } from '../common/background-tasks.service.js';
import type { Environment } from '../config/environment.js';
import { MailService } from '../mail/mail.service.js';
import { User } from '../users/user.entity.js';
import type { CreateLeadDto, CreateLeadResponseDto } from './dto/create-lead.dto.js';
import type { LeadDto, LeadSummaryDto, PublicLeadDto } from './dto/lead.dto.js';
import { Lead } from './lead.entity.js';
import { LeadLimitsService } from './lead-limits.service.js';
import { firstNameOf, toLead, toLeadSummary, toPublicLead } from './lead.mapper.js';
import { leadConfirmationMail, newLeadMail } from './leads.mails.js';

export const LEAD_NOT_FOUND = 'Lead not found';

/** Whether `given` is the lead's onboarding token, compared in constant time. */
function tokenMatches(lead: Lead, given: string | undefined): boolean {
  if (!lead.onboardingToken || !given) return false;
  const expected = Buffer.from(lead.onboardingToken);
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

@Injectable()
export class LeadsService {
  private readonly logger = new Logger('Leads');

  constructor(
    private readonly em: EntityManager,
    private readonly limits: LeadLimitsService,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  /**
   * Stores a lead from the landing page and answers where it continues to onboard. A filled
   * honeypot is a bot: it gets an answer that looks the same, and nothing is stored or sent.
   */
  async create(input: CreateLeadDto, ip: string): Promise<CreateLeadResponseDto> {
    await this.limits.consume(ip);
    const { website, package: chosen, ...fields } = input;
    if (website) {
      this.logger.warn(`Dropped a lead form filled in by a bot (${ip})`);
      return { leadId: randomInt(1_000, 1_000_000), onboardingUrl: this.onboardingUrl(randomInt(1_000, 1_000_000), randomToken()) };
    }
    const lead = this.em.create(Lead, {
      ...fields,
      package: chosen === 'none' ? null : (chosen ?? null),
      onboardingToken: randomToken(),
    });
    await this.em.flush();
    const onboardingUrl = this.onboardingUrl(lead.id, lead.onboardingToken!);
    this.background.run(`Announcing lead ${lead.id}`, () => this.announce(lead, onboardingUrl));
    return { leadId: lead.id, onboardingUrl };
  }

  list(): Promise<LeadSummaryDto[]> {
    return this.em.find(Lead, {}, { orderBy: { createdAt: 'desc', id: 'desc' } }).then((leads) => leads.map(toLeadSummary));
  }

  /** The whole lead (admins). */
  async get(id: number): Promise<LeadDto> {
    return toLead(await this.findOrFail(id));
  }

  /** What the questionnaire needs, for the holder of the lead's link; anything else is "not found". */
  async getPublic(id: number, token: string | undefined): Promise<PublicLeadDto> {
    return toPublicLead(await this.findWithToken(id, token));
  }

  /** The lead the onboarding link points to: an unknown id and a wrong token answer the same 404. */
  async findWithToken(id: number, token: string | undefined): Promise<Lead> {
    const lead = await this.em.findOne(Lead, { id }, { populate: ['onboardingToken'] });
    if (!lead || !tokenMatches(lead, token)) throw new NotFoundException(LEAD_NOT_FOUND);
    return lead;
  }

  async findOrFail(id: number): Promise<Lead> {
    const lead = await this.em.findOne(Lead, { id });
    if (!lead) throw new NotFoundException(LEAD_NOT_FOUND);
    return lead;
  }

  onboardingUrl(id: number, token: string): string {
    return `${this.config.get('publicUrl', { infer: true })}/onboarding/${id}?token=${token}`;
  }

  /** The lead's confirmation and the admins' notification, after the lead is stored and answered. */
  private async announce(lead: Lead, onboardingUrl: string): Promise<void> {
    await this.mail.send(lead.email, leadConfirmationMail({ firstName: firstNameOf(lead.name), onboardingUrl }));
    const admins = await this.em.fork().find(User, { role: 'admin', email: { $ne: null } });
    const url = `${this.config.get('publicUrl', { infer: true })}/admin/leads/${lead.id}`;
    const notice = newLeadMail({ name: lead.name, email: lead.email, industry: lead.industry, package: lead.package ?? null, url });
    await Promise.all(admins.map((admin) => this.mail.send(admin.email!, notice)));
  }
}

const randomToken = () => randomBytes(24).toString('base64url');
