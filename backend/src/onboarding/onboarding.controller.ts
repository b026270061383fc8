import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiConflict,
  ApiInvalid,
  ApiNotFound,
  ApiTooMany,
} from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Public } from '../common/decorators/auth.decorators.js';
import { ClientIp } from '../common/decorators/client-ip.decorator.js';
import { Action } from '../common/decorators/action.decorator.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { LeadAccessQueryDto } from '../leads/dto/lead-access.dto.js';
import { PublicLeadDto } from '../leads/dto/lead.dto.js';
import { SubmitOnboardingDto } from './dto/submit-onboarding.dto.js';
import { OnboardingService } from './onboarding.service.js';

@ApiTags('onboarding')
@Controller('leads')
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  /** The lead's answers to the onboarding questionnaire, with the link's token; accepted once. */
  @Action(':id/onboarding')
  @Public()
  @ApiInvalid('An answer breaks a rule')
  @ApiNotFound('No such lead, or the token does not match')
  @ApiConflict('The lead has already onboarded')
  @ApiTooMany('Too many attempts from this address or for this lead')
  submitOnboarding(
    @IdParam() id: number,
    @Query() access: LeadAccessQueryDto,
    @Body() answers: SubmitOnboardingDto,
    @CurrentUser() user: SessionUser | undefined,
    @ClientIp() ip: string,
  ): Promise<PublicLeadDto> {
    return this.onboarding.submit(id, answers, { token: access.token, asAdmin: user?.role === 'admin', ip });
  }
}
