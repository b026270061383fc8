// Written by `npm run openapi` from the backend (plans/plans.ts, content/post-rules.ts, common/linkedin-url.ts,
// leads/onboarding-options.ts, leads/dto/lead-actions.dto.ts, leads/answer-labels.ts,
// media/media-limits.ts): change a rule there, never here.

import type { PlanName } from './ghostline-api';

export const PLAN_NAMES = ["ghost","echo","phantom"] as const satisfies readonly PlanName[];

export const PLANS = {
  "ghost": {
    "name": "ghost",
    "label": "Ghost",
    "monthlyPrice": 99,
    "cadence": "1x-week",
    "postsPerMonth": 4,
    "revisionsPerPost": 1,
    "landing": {
      "summary": "A steady presence on LinkedIn, without lifting a finger.",
      "features": [
        {
          "text": "1 post per week (4/month)",
          "included": true
        },
        {
          "text": "Personalized voice mapping",
          "included": true
        },
        {
          "text": "Content delivered by email",
          "included": true
        },
        {
          "text": "No content strategy session",
          "included": false
        }
      ],
      "action": "Choose Ghost",
      "popular": false
    },
    "subscriptionFeatures": [
      "2 LinkedIn posts per month",
      "Tailored to your voice and industry",
      "1 revision per post"
    ]
  },
  "echo": {
    "name": "echo",
    "label": "Echo",
    "monthlyPrice": 299,
    "cadence": "3x-week",
    "postsPerMonth": 12,
    "revisionsPerPost": null,
    "landing": {
      "summary": "Enough volume to build real momentum and authority.",
      "features": [
        {
          "text": "3 posts per week (12/month)",
          "included": true
        },
        {
          "text": "Personalized voice mapping",
          "included": true
        },
        {
          "text": "Content delivered by email",
          "included": true
        },
        {
          "text": "Monthly content strategy session",
          "included": true
        }
      ],
      "action": "Choose Echo",
      "popular": true
    },
    "subscriptionFeatures": [
      "8 posts per month",
      "Tailored to your voice and industry",
      "Unlimited revisions",
      "Monthly strategy call"
    ]
  },
  "phantom": {
    "name": "phantom",
    "label": "Phantom",
    "monthlyPrice": null,
    "cadence": "daily",
    "postsPerMonth": 20,
    "revisionsPerPost": null,
    "landing": {
      "summary": "A full-service LinkedIn presence, handled end to end.",
      "features": [
        {
          "text": "Daily posting (20+/month)",
          "included": true
        },
        {
          "text": "Personalized voice mapping",
          "included": true
        },
        {
          "text": "Direct scheduling to LinkedIn",
          "included": true
        },
        {
          "text": "Engagement support and comment responses",
          "included": true
        },
        {
          "text": "We can post on your behalf",
          "included": true
        }
      ],
      "action": "Contact Us",
      "popular": false
    },
    "subscriptionFeatures": [
      "Custom posting schedule",
      "Dedicated content strategist",
      "Unlimited revisions",
      "Weekly strategy calls",
      "Content performance analysis"
    ]
  }
} as const;
export type Plan = (typeof PLANS)[PlanName];

/** LinkedIn refuses a longer post: the server delivers none over it. */
export const LINKEDIN_MAX_CHARACTERS = 3000;
/** A draft may run long while it is being written and cut. */
export const DRAFT_MAX_CHARACTERS = 10000;
export const MAX_CONTENT_PILLARS = 5;
/** A LinkedIn address (https, linkedin.com or a subdomain, no credentials): match case-insensitively. */
export const LINKEDIN_URL_PATTERN = "^https://(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)*linkedin\\.com(?::443)?(?:[/?#]\\S*)?$";
/** How long each of the 3 free post ideas sent to a lead may be. */
export const IDEA_MIN_LENGTH = 10;
export const IDEA_MAX_LENGTH = 1000;

// A post's media, as the server checks an upload and a draft's media (the editor checks first).
export const MAX_IMAGES_PER_POST = 20;
export const MAX_IMAGE_BYTES = 10485760;
export const MAX_DOCUMENT_BYTES = 104857600;
export const IMAGE_TYPES = ["image/jpeg","image/png","image/gif","image/webp"] as const;
export const DOCUMENT_TYPE = "application/pdf";
export const MAX_ALT_TEXT = 1000;
export const MAX_DOCUMENT_TITLE = 255;

// The labels a visitor saw beside each option of the lead form and the questionnaire, in their order.
export const LEAD_INDUSTRY_LABELS = {
  "tech": "Technology",
  "finance": "Finance",
  "healthcare": "Healthcare",
  "marketing": "Marketing",
  "consulting": "Consulting",
  "education": "Education",
  "real-estate": "Real Estate",
  "other": "Other"
} as const;
export const ONBOARDING_INDUSTRY_LABELS = {
  "technology": "Technology",
  "finance": "Finance",
  "healthcare": "Healthcare",
  "education": "Education",
  "ecommerce": "E-commerce",
  "manufacturing": "Manufacturing",
  "marketing": "Marketing",
  "construction": "Construction",
  "retail": "Retail",
  "realestate": "Real Estate",
  "hospitality": "Hospitality",
  "entertainment": "Entertainment",
  "consulting": "Consulting",
  "legal": "Legal",
  "nonprofit": "Nonprofit",
  "other": "Other"
} as const;
export const GOAL_LABELS = {
  "thought-leadership": "Thought leadership",
  "lead-generation": "Lead generation",
  "hiring": "Hiring and recruiting",
  "investor-trust": "Investor trust",
  "personal-brand": "Personal brand",
  "traffic": "Traffic to my website or product"
} as const;
export const TONE_LABELS = {
  "casual": {
    "label": "Casual",
    "hint": "relaxed and conversational"
  },
  "punchy": {
    "label": "Punchy",
    "hint": "short, bold and direct"
  },
  "polished": {
    "label": "Polished",
    "hint": "professional and refined"
  },
  "witty": {
    "label": "Witty",
    "hint": "clever, with a light touch of humour"
  },
  "deep": {
    "label": "Deep",
    "hint": "thoughtful and reflective"
  },
  "authentic": {
    "label": "Authentic",
    "hint": "raw, personal and honest"
  },
  "custom": {
    "label": "Custom",
    "hint": "describe it in your own words"
  }
} as const;
export const CADENCE_LABELS = {
  "1x-week": "Once a week",
  "3x-week": "Three times a week",
  "daily": "Daily"
} as const;
