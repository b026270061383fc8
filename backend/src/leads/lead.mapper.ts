import { firstNameOf } from '../common/names.js';
import type {
  LeadActivityDto,
  LeadDto,
  LeadNoteDto,
  LeadSummaryDto,
  PublicLeadDto,
  SameEmailLeadDto,
} from './dto/lead.dto.js';
import type { LeadActivity } from './lead-activity.entity.js';
import type { LeadNote } from './lead-note.entity.js';
import type { Lead } from './lead.entity.js';
import { allowedNextStatuses, isOverdue } from './lead-status.js';
import { toTeamMemberRef } from '../users/user.mapper.js';

export const toPublicLeadDto = (lead: Lead): PublicLeadDto => ({
  id: lead.id,
  firstName: firstNameOf(lead.name),
  isOnboarded: lead.isOnboarded,
});

/** The lead as the list shows it, with how many other leads have its email. */
export const toLeadSummaryDto = (lead: Lead, sameEmailCount: number): LeadSummaryDto => ({
  id: lead.id,
  name: lead.name,
  firstName: firstNameOf(lead.name),
  email: lead.email,
  linkedin: lead.linkedin,
  industry: lead.industry,
  package: lead.package ?? null,
  status: lead.status,
  isOnboarded: lead.isOnboarded,
  isOverdue: isOverdue(lead),
  // The member loaded with the lead (populate assignedTo).
  assignedTo: lead.assignedTo ? toTeamMemberRef(lead.assignedTo) : null,
  sameEmailCount,
  createdAt: lead.createdAt,
  updatedAt: lead.updatedAt,
});

export const toLeadNoteDto = (note: LeadNote): LeadNoteDto => ({
  id: note.id,
  body: note.body,
  author: note.author?.username ?? null,
  createdAt: note.createdAt,
});

export const toLeadActivityDto = (entry: LeadActivity): LeadActivityDto => ({
  id: entry.id,
  kind: entry.kind,
  description: entry.description,
  ideas: entry.ideas ?? null,
  actor: entry.actor?.username ?? null,
  createdAt: entry.createdAt,
});

export interface LeadHistory {
  notes: LeadNote[];
  activity: LeadActivity[];
  onboardingUrl: string | null;
  clientId: number | null;
  sameEmail: SameEmailLeadDto[];
}

export const toLeadDto = (lead: Lead, history: LeadHistory): LeadDto => ({
  ...toLeadSummaryDto(lead, history.sameEmail.length),
  notes: lead.notes ?? null,
  adminNotes: history.notes.map(toLeadNoteDto),
  activity: history.activity.map(toLeadActivityDto),
  allowedStatuses: allowedNextStatuses(lead),
  onboardingUrl: history.onboardingUrl,
  clientId: history.clientId,
  sameEmailLeads: history.sameEmail,
  jobTitle: lead.jobTitle ?? null,
  companyName: lead.companyName ?? null,
  goals: lead.goals ?? null,
  targetAudience: lead.targetAudience ?? null,
  targetReaderTakeaway: lead.targetReaderTakeaway ?? null,
  toneOfVoice: lead.toneOfVoice ?? null,
  customTone: lead.customTone ?? null,
  contentPillars: lead.contentPillars ?? null,
  contentRestrictions: lead.contentRestrictions ?? null,
  avoidWords: lead.avoidWords ?? null,
  voiceSamples: lead.voiceSamples ?? null,
  mistakeStory: lead.mistakeStory ?? null,
  controversialBelief: lead.controversialBelief ?? null,
  transformativeStory: lead.transformativeStory ?? null,
  audienceProblem: lead.audienceProblem ?? null,
  postingCadence: lead.postingCadence ?? null,
});
