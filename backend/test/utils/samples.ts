/** Answers the onboarding questionnaire accepts: the required ones, as a lead would give them. */
export const ONBOARDING_ANSWERS = {
  jobTitle: 'Founder',
  companyName: 'Analytical Engines',
  goals: ['thought-leadership'],
  targetAudience: 'CTOs of early-stage startups',
  targetReaderTakeaway: 'Hiring well is a system',
  toneOfVoice: 'witty',
  contentPillars: ['Hiring', 'Engineering culture'],
  postingCadence: '3x-week',
};
