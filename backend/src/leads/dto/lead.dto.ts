import { ApiProperty } from '@nestjs/swagger';
import { LEAD_STATUSES, type LeadStatus } from '../lead.entity.js';

/** What the onboarding questionnaire may know of its lead: nothing that identifies them beyond a first name. */
export class PublicLeadDto {
  id!: number;
  /** The first word of the lead's name, for the greeting. */
  firstName!: string;
  isOnboarded!: boolean;
}

/** A lead as the admin list shows it. */
export class LeadSummaryDto {
  id!: number;
  name!: string;
  /** The first word of the name. */
  firstName!: string;
  email!: string;
  linkedin!: string;
  industry!: string;
  package!: string | null;
  @ApiProperty({ enum: LEAD_STATUSES, enumName: 'LeadStatus' })
  status!: LeadStatus;
  isOnboarded!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}

/** A lead with every onboarding answer (admins). */
export class LeadDto extends LeadSummaryDto {
  notes!: string | null;
  jobTitle!: string | null;
  companyName!: string | null;
  goals!: string[] | null;
  targetAudience!: string | null;
  targetReaderTakeaway!: string | null;
  toneOfVoice!: string | null;
  customTone!: string | null;
  contentPillars!: string[] | null;
  contentRestrictions!: string | null;
  avoidWords!: string | null;
  voiceSamples!: string | null;
  mistakeStory!: string | null;
  controversialBelief!: string | null;
  transformativeStory!: string | null;
  audienceProblem!: string | null;
  postingCadence!: string | null;
}
