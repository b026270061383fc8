import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { INVALID_LINKEDIN_URL, LINKEDIN_URL, LINKEDIN_URL_PATTERN } from '../../common/linkedin-url.js';
import { NormaliseEmail, Trim } from '../../common/transforms.js';
import { IsOptionalNotNull, SingleLine } from '../../common/validators.js';
import { PLAN_NAMES } from '../../plans/plans.js';
import { LEAD_INDUSTRIES } from '../lead.entity.js';

/** What the lead form's package field takes, in the order its message names them. */
const LEAD_PACKAGES = ['none', ...PLAN_NAMES] as const;

/** The landing page's lead form (docs/product.md, "Lead form"): 3 free post ideas. */
export class CreateLeadDto {
  @Trim()
  @SingleLine('Name')
  @MaxLength(255, { message: 'Name must be at most 255 characters' })
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @IsString({ message: 'Name must be at least 2 characters' })
  name!: string;

  @NormaliseEmail()
  @MaxLength(255, { message: 'Email must be at most 255 characters' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  /** The lead's LinkedIn profile URL. */
  @Trim()
  @MaxLength(500, { message: 'LinkedIn URL must be at most 500 characters' })
  @Matches(LINKEDIN_URL, { message: INVALID_LINKEDIN_URL })
  @ApiProperty({ pattern: LINKEDIN_URL_PATTERN })
  linkedin!: string;

  @IsIn(LEAD_INDUSTRIES, { message: 'Please select an industry' })
  industry!: (typeof LEAD_INDUSTRIES)[number];

  /** The package the lead is interested in; "none" or absent when undecided. */
  @IsOptionalNotNull()
  @IsIn(LEAD_PACKAGES, {
    message: 'Please choose one of the packages: none, ghost, echo or phantom',
  })
  // The enum's order is this list's, not the order the compiler happens to meet the union's members in.
  @ApiProperty({ enum: LEAD_PACKAGES, required: false })
  package?: (typeof LEAD_PACKAGES)[number];

  @IsOptionalNotNull()
  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  @IsString({ message: 'Notes must be text' })
  notes?: string;

  /** A honeypot: people never see this field, so it stays empty; a submission that fills it is dropped. */
  @IsOptionalNotNull()
  @SingleLine('Website')
  @MaxLength(500, { message: 'Website must be at most 500 characters' })
  @IsString({ message: 'Website must be text' })
  website?: string;
}

export class CreateLeadResponseDto {
  /** The new lead's id. */
  leadId!: number;
  /** Where the lead continues to the onboarding questionnaire. */
  onboardingUrl!: string;
}
