import type { LeadDto, LeadPageDto, LeadSummaryDto } from '../api';

// Leads as the API answers them, for the leads pages' tests. Times at noon UTC, so the en-US dates
// read the same in any test time zone.

export function leadSummary(overrides: Partial<LeadSummaryDto> = {}): LeadSummaryDto {
  return {
    id: 7,
    name: 'Ada Lovelace',
    firstName: 'Ada',
    email: 'ada@example.com',
    linkedin: 'https://www.linkedin.com/in/ada-lovelace',
    industry: 'tech',
    package: 'echo',
    status: 'new',
    isOnboarded: false,
    isOverdue: false,
    assignedTo: null,
    sameEmailCount: 0,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

export function leadPage(items: LeadSummaryDto[], overrides: Partial<LeadPageDto> = {}): LeadPageDto {
  return { items, total: items.length, page: 1, pageSize: 50, ...overrides };
}

const unanswered = {
  jobTitle: null,
  companyName: null,
  goals: null,
  targetAudience: null,
  targetReaderTakeaway: null,
  audienceProblem: null,
  toneOfVoice: null,
  customTone: null,
  voiceSamples: null,
  avoidWords: null,
  contentPillars: null,
  contentRestrictions: null,
  mistakeStory: null,
  controversialBelief: null,
  transformativeStory: null,
  postingCadence: null,
};

/** A lead that has not onboarded yet: no answers, and the link of its questionnaire. */
export function newLead(overrides: Partial<LeadDto> = {}): LeadDto {
  return {
    ...leadSummary(),
    ...unanswered,
    clientId: null,
    sameEmailLeads: [],
    notes: null,
    adminNotes: [],
    activity: [
      {
        id: 1,
        kind: 'created',
        description: 'Asked for 3 free post ideas',
        ideas: null,
        actor: null,
        createdAt: '2026-11-21T12:00:00.000Z',
      },
    ],
    allowedStatuses: ['contacted', 'archived'],
    onboardingUrl: 'http://localhost:3000/onboarding/7?token=abc123',
    ...overrides,
  };
}

/** A contacted lead that has answered the questionnaire. */
export function onboardedLead(overrides: Partial<LeadDto> = {}): LeadDto {
  return newLead({
    status: 'contacted',
    isOnboarded: true,
    allowedStatuses: ['archived'],
    onboardingUrl: null,
    jobTitle: 'Head of Engineering',
    companyName: 'Analytical Engines Ltd',
    goals: ['thought-leadership', 'hiring'],
    targetAudience: 'CTOs of fintech start-ups',
    targetReaderTakeaway: 'Small teams can ship reliable software',
    audienceProblem: null,
    toneOfVoice: 'custom',
    customTone: 'Dry humour, no buzzwords',
    voiceSamples: 'We shipped.\nThen we slept.',
    avoidWords: 'synergy',
    contentPillars: ['Engineering culture', 'Hiring'],
    contentRestrictions: '',
    mistakeStory: 'We rewrote everything at once.',
    controversialBelief: 'Estimates are a waste of time.',
    transformativeStory: null,
    postingCadence: '3x-week',
    ...overrides,
  });
}
