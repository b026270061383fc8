import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/transforms.js';
import { IsOptionalNotNull, SingleLine } from '../../common/validators.js';
import {
  GOALS,
  MAX_CONTENT_PILLARS,
  ONBOARDING_INDUSTRIES,
  POSTING_CADENCES,
  TONES,
} from '../../leads/onboarding-options.js';

const LONG_TEXT = 5000;
/** Blank pillar inputs are dropped, not stored (docs/product.md, "Onboarding questionnaire"). */
const dropBlankEntries = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((entry) => (typeof entry === 'string' ? entry.trim() : entry)).filter((entry) => entry !== '')
    : value;

const optionalText = (label: string) => [
  IsOptionalNotNull(),
  MaxLength(LONG_TEXT, { message: `${label} must be at most ${LONG_TEXT} characters` }),
  IsString({ message: `${label} must be text` }),
];

/** Applies a list of property decorators, for the optional free-text answers. */
function OptionalText(label: string): PropertyDecorator {
  return (target, key) => optionalText(label).forEach((decorator) => decorator(target, key));
}

/**
 * Every answer of the onboarding questionnaire (docs/product.md, "Onboarding questionnaire" and
 * "Validation rules").
 */
export class SubmitOnboardingDto {
  @Trim()
  @SingleLine('Job title')
  @MaxLength(255, { message: 'Job title must be at most 255 characters' })
  @IsNotEmpty({ message: 'Job title is required' })
  @IsString({ message: 'Job title is required' })
  jobTitle!: string;

  @Trim()
  @SingleLine('Company name')
  @MaxLength(255, { message: 'Company name must be at most 255 characters' })
  @IsNotEmpty({ message: 'Company name is required' })
  @IsString({ message: 'Company name is required' })
  companyName!: string;

  @IsOptionalNotNull()
  @IsIn(ONBOARDING_INDUSTRIES, { message: 'Please select an industry' })
  industry?: (typeof ONBOARDING_INDUSTRIES)[number];

  @IsIn(GOALS, { each: true, message: 'Please select goals from the list' })
  @ArrayMinSize(1, { message: 'Please select at least one goal' })
  @IsArray({ message: 'Please select at least one goal' })
  goals!: (typeof GOALS)[number][];

  @Trim()
  @MaxLength(LONG_TEXT, { message: `Target audience must be at most ${LONG_TEXT} characters` })
  @IsNotEmpty({ message: 'Please describe your target audience' })
  @IsString({ message: 'Please describe your target audience' })
  targetAudience!: string;

  @Trim()
  @MaxLength(LONG_TEXT, { message: `Reader takeaway must be at most ${LONG_TEXT} characters` })
  @IsNotEmpty({ message: 'Please describe what readers should take away' })
  @IsString({ message: 'Please describe what readers should take away' })
  targetReaderTakeaway!: string;

  @IsIn(TONES, { message: 'Please select a tone of voice' })
  toneOfVoice!: (typeof TONES)[number];

  @OptionalText('Custom tone')
  customTone?: string;

  @Transform(dropBlankEntries)
  @SingleLine('Each content pillar', { each: true })
  @MaxLength(255, { each: true, message: 'Each content pillar must be at most 255 characters' })
  @IsString({ each: true, message: 'Each content pillar must be text' })
  @ArrayMaxSize(MAX_CONTENT_PILLARS, { message: 'Maximum 5 content pillars' })
  @ArrayMinSize(1, { message: 'Please provide at least one content pillar' })
  @IsArray({ message: 'Please provide at least one content pillar' })
  contentPillars!: string[];

  @OptionalText('Content restrictions')
  contentRestrictions?: string;

  @OptionalText('Words to avoid')
  avoidWords?: string;

  @OptionalText('Voice samples')
  voiceSamples?: string;

  @OptionalText('Mistake story')
  mistakeStory?: string;

  @OptionalText('Controversial belief')
  controversialBelief?: string;

  @OptionalText('Transformative story')
  transformativeStory?: string;

  @OptionalText('Audience problem')
  audienceProblem?: string;

  @IsIn(POSTING_CADENCES, { message: 'Please select a posting cadence' })
  postingCadence!: (typeof POSTING_CADENCES)[number];
}
