import { Injectable } from '@nestjs/common';
import { notImplementedYet } from '../common/not-implemented.js';
import type { LeadDto } from '../leads/dto/lead.dto.js';
import type { SubmitOnboardingDto } from './dto/submit-onboarding.dto.js';

@Injectable()
export class OnboardingService {
  submit(_leadId: number, _answers: SubmitOnboardingDto): Promise<LeadDto> {
    return notImplementedYet('Onboarding');
  }
}
