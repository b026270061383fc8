import { ConflictException, Injectable } from '@nestjs/common';
import { cadenceLabel, goalLabel, industryLabel, packageLabel, toneLabel } from './answer-labels.js';
import type { Lead } from './lead.entity.js';
import { LeadsService } from './leads.service.js';

export interface ExportFile {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * "Ada Lovelace" → "Ada_Lovelace": the lead's name, safe in a file name (docs/product.md, "Lead details").
 */
export const fileStem = (name: string) =>
  name
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '') || 'lead';

/** The answers grouped as the admin's Onboarding Information card: Basics, Audience, Content, Voice, Prompts. */
function onboardingSections(lead: Lead) {
  return {
    basics: {
      jobTitle: lead.jobTitle ?? null,
      companyName: lead.companyName ?? null,
      industry: lead.industry,
    },
    audience: {
      goals: lead.goals ?? [],
      targetAudience: lead.targetAudience ?? null,
      targetReaderTakeaway: lead.targetReaderTakeaway ?? null,
      audienceProblem: lead.audienceProblem ?? null,
    },
    content: {
      contentPillars: lead.contentPillars ?? [],
      contentRestrictions: lead.contentRestrictions ?? null,
    },
    voice: {
      toneOfVoice: lead.toneOfVoice ?? null,
      customTone: lead.customTone ?? null,
      voiceSamples: lead.voiceSamples ?? null,
      avoidWords: lead.avoidWords ?? null,
    },
    prompts: {
      mistakeStory: lead.mistakeStory ?? null,
      controversialBelief: lead.controversialBelief ?? null,
      transformativeStory: lead.transformativeStory ?? null,
      postingCadence: lead.postingCadence ?? null,
    },
  };
}

const answer = (value: string | null | undefined) => (value?.trim() ? value.trim() : '(not answered)');
const indent = (text: string, by = '    ') =>
  text
    .split('\n')
    .map((line) => `${by}${line}`)
    .join('\n');
/** A writer's one-page summary of the onboarding answers, grouped as the tabs are, in the words the lead saw. */
function contentBrief(lead: Lead, exportedAt = new Date()): string {
  const { basics, audience, content, voice, prompts } = onboardingSections(lead);
  const industry = industryLabel(basics.industry);
  const cadence = prompts.postingCadence ? cadenceLabel(prompts.postingCadence) : null;
  const tone =
    voice.toneOfVoice === 'custom'
      ? `Custom: ${answer(voice.customTone)}`
      : voice.toneOfVoice
        ? toneLabel(voice.toneOfVoice)
        : answer(null);
  const lines = [
    `CONTENT BRIEF: ${lead.name}`,
    `${answer(basics.jobTitle)} at ${answer(basics.companyName)} · ${industry} · posting ${answer(cadence)}`,
    `${lead.email} · ${lead.linkedin}`,
    `Exported ${exportedAt.toISOString().slice(0, 10)}`,
    '',
    'BASICS',
    `  Job title: ${answer(basics.jobTitle)}`,
    `  Company: ${answer(basics.companyName)}`,
    `  Industry: ${industry}`,
    `  Package interest: ${packageLabel(lead.package)}`,
    '',
    'AUDIENCE',
    `  Goals: ${audience.goals.length ? audience.goals.map(goalLabel).join(', ') : '(not answered)'}`,
    `  Who they write for: ${answer(audience.targetAudience)}`,
    `  What readers should take away: ${answer(audience.targetReaderTakeaway)}`,
    `  The audience's problem: ${answer(audience.audienceProblem)}`,
    '',
    'CONTENT',
    '  Pillars:',
    ...(content.contentPillars.length
      ? content.contentPillars.map((pillar, index) => `    ${index + 1}. ${pillar}`)
      : ['    (not answered)']),
    `  Restrictions: ${answer(content.contentRestrictions)}`,
    '',
    'VOICE',
    `  Tone: ${tone}`,
    `  Words to avoid: ${answer(voice.avoidWords)}`,
    '  Voice samples:',
    indent(answer(voice.voiceSamples)),
    '',
    'PROMPTS',
    `  A mistake they learned from: ${answer(prompts.mistakeStory)}`,
    `  A belief others disagree with: ${answer(prompts.controversialBelief)}`,
    `  A story that changed them: ${answer(prompts.transformativeStory)}`,
    `  Posting cadence: ${answer(cadence)}`,
    '',
  ];
  return lines.join('\n');
}

@Injectable()
export class LeadExportService {
  constructor(private readonly leads: LeadsService) {}

  /** The writer's brief of an onboarded lead (a client's voice brief in the back office). */
  brief(lead: Lead): string {
    return contentBrief(lead);
  }

  async export(id: number, format: 'json' | 'brief'): Promise<ExportFile> {
    const lead = await this.leads.findOrFail(id);
    if (!lead.isOnboarded)
      throw new ConflictException('This lead has not answered the onboarding questionnaire yet');
    const stem = fileStem(lead.name);
    if (format === 'brief') {
      return {
        filename: `${stem}_content_brief.txt`,
        contentType: 'text/plain; charset=utf-8',
        content: contentBrief(lead),
      };
    }
    const document = {
      lead: {
        id: lead.id,
        name: lead.name,
        email: lead.email,
        linkedin: lead.linkedin,
        industry: lead.industry,
        package: lead.package ?? null,
        notes: lead.notes ?? null,
        status: lead.status,
        isOnboarded: lead.isOnboarded,
        assignedToId: lead.assignedTo?.id ?? null,
        createdAt: lead.createdAt,
        updatedAt: lead.updatedAt,
      },
      onboarding: onboardingSections(lead),
      exportedAt: new Date(),
    };
    return {
      filename: `${stem}_onboarding_data.json`,
      contentType: 'application/json; charset=utf-8',
      content: `${JSON.stringify(document, null, 2)}\n`,
    };
  }
}
