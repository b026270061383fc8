/**
 * Every plan in one record, typed by the plan's name: its price, cadence, quota and revision limit,
 * and the texts each screen lists of it. Change a plan here and only here: the backend reads this
 * file, and `npm run openapi` writes it for the frontend (frontend/src/api/generated/plans.ts), so
 * the prerendered landing page carries the same prices.
 */

export const PLAN_NAMES = ['ghost', 'echo', 'phantom'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/**
 * The onboarding questionnaire's posting cadences (docs/product.md, "Onboarding questionnaire"); each one is
 * a plan's.
 */
export const POSTING_CADENCES = ['1x-week', '3x-week', 'daily'] as const;
export type PostingCadence = (typeof POSTING_CADENCES)[number];

export interface PlanFeature {
  text: string;
  included: boolean;
}

export interface Plan {
  name: PlanName;
  /** 'Ghost': the plan's name as people read it. */
  label: string;
  /** Dollars a month; null for custom pricing (Phantom). */
  monthlyPrice: number | null;
  /** The posting cadence that stands for this plan in the questionnaire. */
  cadence: PostingCadence;
  /**
   * Posts a month, as the landing page sells them (4, 12, 20+): copied onto each subscription when it
   * is sold, which is what the client is then owed whatever this list says later.
   */
  postsPerMonth: number;
  /** Revisions a client may ask for on one post; null for any number. */
  revisionsPerPost: number | null;
  /** The landing page's card (docs/product.md, "Plans"). */
  landing: { summary: string; features: PlanFeature[]; action: string; popular: boolean };
  /**
   * What My Subscription lists (docs/product.md, "Plans": these differ from the landing page's figures, and
   * both stand).
   */
  subscriptionFeatures: string[];
}

const included = (text: string): PlanFeature => ({ text, included: true });

export const PLANS: { readonly [Name in PlanName]: Plan & { name: Name } } = {
  ghost: {
    name: 'ghost',
    label: 'Ghost',
    monthlyPrice: 99,
    cadence: '1x-week',
    postsPerMonth: 4,
    revisionsPerPost: 1,
    landing: {
      summary: 'A steady presence on LinkedIn, without lifting a finger.',
      features: [
        included('1 post per week (4/month)'),
        included('Personalized voice mapping'),
        included('Content delivered by email'),
        { text: 'No content strategy session', included: false },
      ],
      action: 'Choose Ghost',
      popular: false,
    },
    subscriptionFeatures: [
      '2 LinkedIn posts per month',
      'Tailored to your voice and industry',
      '1 revision per post',
    ],
  },
  echo: {
    name: 'echo',
    label: 'Echo',
    monthlyPrice: 299,
    cadence: '3x-week',
    postsPerMonth: 12,
    revisionsPerPost: null,
    landing: {
      summary: 'Enough volume to build real momentum and authority.',
      features: [
        included('3 posts per week (12/month)'),
        included('Personalized voice mapping'),
        included('Content delivered by email'),
        included('Monthly content strategy session'),
      ],
      action: 'Choose Echo',
      popular: true,
    },
    subscriptionFeatures: [
      '8 posts per month',
      'Tailored to your voice and industry',
      'Unlimited revisions',
      'Monthly strategy call',
    ],
  },
  phantom: {
    name: 'phantom',
    label: 'Phantom',
    monthlyPrice: null,
    cadence: 'daily',
    postsPerMonth: 20,
    revisionsPerPost: null,
    landing: {
      summary: 'A full-service LinkedIn presence, handled end to end.',
      features: [
        included('Daily posting (20+/month)'),
        included('Personalized voice mapping'),
        included('Direct scheduling to LinkedIn'),
        included('Engagement support and comment responses'),
        included('We can post on your behalf'),
      ],
      action: 'Contact Us',
      popular: false,
    },
    subscriptionFeatures: [
      'Custom posting schedule',
      'Dedicated content strategist',
      'Unlimited revisions',
      'Weekly strategy calls',
      'Content performance analysis',
    ],
  },
};

export const isPlanName = (value: unknown): value is PlanName => PLAN_NAMES.includes(value as PlanName);

/** The plan a posting cadence stands for; null for a value that is no cadence. */
export const planOfCadence = (cadence: string): PlanName | null =>
  PLAN_NAMES.find((name) => PLANS[name].cadence === cadence) ?? null;

/** Posts owed in one week of a plan of `postsPerMonth` (a month being 52/12 weeks): 4 → 1, 12 → 3, 20 → 5. */
export const postsOwedInWeek = (postsPerMonth: number): number => Math.round((postsPerMonth * 12) / 52);

/** What a subscription to `plan` is sold with today (posts a month, revisions a post), copied onto it at the sale. */
export const soldTerms = (plan: PlanName): { postsPerMonth: number; revisionsPerPost: number | null } => ({
  postsPerMonth: PLANS[plan].postsPerMonth,
  revisionsPerPost: PLANS[plan].revisionsPerPost,
});
