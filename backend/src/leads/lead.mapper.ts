import type { LeadDto, LeadSummaryDto, PublicLeadDto } from './dto/lead.dto.js';
import type { Lead } from './lead.entity.js';

export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export const toPublicLead = (lead: Lead): PublicLeadDto => ({
  id: lead.id,
  firstName: firstNameOf(lead.name),
  isOnboarded: lead.isOnboarded,
});

export const toLeadSummary = (lead: Lead): LeadSummaryDto => ({
  id: lead.id,
  name: lead.name,
  firstName: firstNameOf(lead.name),
  email: lead.email,
  linkedin: lead.linkedin,
  industry: lead.industry,
  package: lead.package ?? null,
  status: lead.status,
  isOnboarded: lead.isOnboarded,
  createdAt: lead.createdAt,
  updatedAt: lead.updatedAt,
});

export const toLead = (lead: Lead): LeadDto => ({
  ...toLeadSummary(lead),
  notes: lead.notes ?? null,
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
