/** The questionnaire's option lists (docs/product.md, "Onboarding questionnaire"). */
export const ONBOARDING_INDUSTRIES = [
  'technology',
  'finance',
  'healthcare',
  'education',
  'ecommerce',
  'manufacturing',
  'marketing',
  'construction',
  'retail',
  'realestate',
  'hospitality',
  'entertainment',
  'consulting',
  'legal',
  'nonprofit',
  'other',
] as const;

export const GOALS = [
  'thought-leadership',
  'lead-generation',
  'hiring',
  'investor-trust',
  'personal-brand',
  'traffic',
] as const;

export const TONES = ['casual', 'punchy', 'polished', 'witty', 'deep', 'authentic', 'custom'] as const;

/** Posting cadences, each one a plan's: they live with the plans. */
export { POSTING_CADENCES } from '../plans/plans.js';

export const MAX_CONTENT_PILLARS = 5;
