import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import type { PublicLeadDto } from '../leads/dto/lead.dto.js';
import { Lead } from '../leads/lead.entity.js';
import { toPublicLeadDto } from '../leads/lead.mapper.js';
import { Throttles } from '../common/throttles.js';
import { LeadsService } from '../leads/leads.service.js';
import type { SubmitOnboardingDto } from './dto/submit-onboarding.dto.js';

export const ALREADY_ONBOARDED = 'This onboarding has already been submitted';

@Injectable()
export class OnboardingService {
  constructor(
    private readonly em: EntityManager,
    private readonly leads: LeadsService,
    private readonly throttles: Throttles,
  ) {}

  /**
   * Stores the questionnaire's answers on the lead and marks it onboarded, once: a second
   * submission is a 409 that changes nothing. The link's token is needed unless an admin asks.
   * Through the link, an address and a lead each get a few attempts an hour (an admin is not counted).
   */
  async submit(
    leadId: number,
    answers: SubmitOnboardingDto,
    access: { token: string | undefined; asAdmin: boolean; ip: string },
  ): Promise<PublicLeadDto> {
    if (!access.asAdmin) {
      await this.throttles.consume('onboardingPerAddress', access.ip);
      await this.throttles.consume('onboardingPerLead', String(leadId));
    }
    const lead = access.asAdmin
      ? await this.leads.findOrFail(leadId)
      : await this.leads.findWithToken(leadId, access.token);
    const { industry, ...rest } = answers;
    // One statement decides who was first, so two submissions racing cannot both be accepted.
    const claimed = await this.em.nativeUpdate(
      Lead,
      { id: lead.id, isOnboarded: false },
      { ...rest, ...(industry ? { industry } : {}), isOnboarded: true, updatedAt: new Date() },
    );
    if (claimed === 0) throw new ConflictException(ALREADY_ONBOARDED);
    this.leads.record(lead, 'onboarded', 'Answered the onboarding questionnaire');
    await this.em.flush();
    await this.em.refresh(lead);
    return toPublicLeadDto(lead);
  }
}
