import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/auth.decorators.js';
import { ApiInvalid, ApiNotFound, ApiConflict } from '../common/decorators/api-errors.decorators.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { LeadDto } from '../leads/dto/lead.dto.js';
import { SubmitOnboardingDto } from './dto/submit-onboarding.dto.js';
import { OnboardingService } from './onboarding.service.js';

@ApiTags('onboarding')
@Controller('leads')
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  /** The lead's answers to the onboarding questionnaire; accepted once. */
  @Post(':id/onboarding')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiInvalid('An answer breaks a rule')
  @ApiNotFound('No such lead')
  @ApiConflict('The lead has already onboarded')
  submitOnboarding(@Param('id', ParseIdPipe) id: number, @Body() answers: SubmitOnboardingDto): Promise<LeadDto> {
    return this.onboarding.submit(id, answers);
  }
}
