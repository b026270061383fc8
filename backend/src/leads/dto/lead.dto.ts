import { ApiProperty } from '@nestjs/swagger';
import { TeamMemberRefDto } from '../../users/dto/user.dto.js';
import { LEAD_ACTIVITY_KINDS, type LeadActivityKind } from '../lead-activity.entity.js';
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
  /** Still new more than 24 hours after it came in: the site promises a reply within a day. */
  isOverdue!: boolean;
  /** The team member the lead is assigned to (their client, once converted); null for unassigned. */
  assignedTo!: TeamMemberRefDto | null;
  /** How many other leads have the same email (case and surrounding spaces aside): 0 for none. */
  sameEmailCount!: number;
  createdAt!: Date;
  updatedAt!: Date;
}

/** Another lead with the same email, as the lead page lists it (to open it, or merge into it). */
export class SameEmailLeadDto {
  id!: number;
  name!: string;
  @ApiProperty({ enum: LEAD_STATUSES, enumName: 'LeadStatus' })
  status!: LeadStatus;
  isOnboarded!: boolean;
  /** It was converted into a client account (it cannot be merged into another lead, only the other into it). */
  isClient!: boolean;
  createdAt!: Date;
}

/** A note an admin kept on a lead. */
export class LeadNoteDto {
  id!: number;
  body!: string;
  /** The admin's username; null when that account is gone. */
  author!: string | null;
  createdAt!: Date;
}

/** One entry of a lead's history. */
export class LeadActivityDto {
  id!: number;
  @ApiProperty({ enum: LEAD_ACTIVITY_KINDS, enumName: 'LeadActivityKind' })
  kind!: LeadActivityKind;
  description!: string;
  /** The post ideas sent, in order, for an `ideas_sent` entry; null for any other. */
  ideas!: string[] | null;
  /** Who did it: an admin's username, or null for the lead itself. */
  actor!: string | null;
  createdAt!: Date;
}

/** A lead with every onboarding answer, its notes and history (admins). */
export class LeadDto extends LeadSummaryDto {
  /** What the lead wrote on the landing form, if anything. */
  notes!: string | null;
  /** The admins' notes, newest first. */
  adminNotes!: LeadNoteDto[];
  /** What happened to the lead, newest first. */
  activity!: LeadActivityDto[];
  /** The statuses this lead may move to next. */
  @ApiProperty({ enum: LEAD_STATUSES, enumName: 'LeadStatus', isArray: true })
  allowedStatuses!: LeadStatus[];
  /** The lead's onboarding link, while the questionnaire is not yet answered. */
  onboardingUrl!: string | null;
  /** The client account the lead was converted into, if any. */
  clientId!: number | null;
  /** The other leads with the same email, oldest first: a duplicate may be merged into one of them. */
  sameEmailLeads!: SameEmailLeadDto[];
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
