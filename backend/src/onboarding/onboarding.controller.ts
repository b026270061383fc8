import { Body, Controller, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Public } from '../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
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
  @Post(':id/onboarding')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiInvalid('An answer breaks a rule')
  @ApiNotFound('No such lead, or the token does not match')
  @ApiConflict('The lead has already onboarded')
  submitOnboarding(
    @Param('id', ParseIdPipe) id: number,
    @Query() access: LeadAccessQueryDto,
    @Body() answers: SubmitOnboardingDto,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<PublicLeadDto> {
    return this.onboarding.submit(id, answers, { token: access.token, asAdmin: user?.role === 'admin' });
  }
}
