import type { CreateLeadDto } from '../../api';

export type PlanId = Exclude<NonNullable<CreateLeadDto['package']>, 'none'>;

export interface Plan {
  id: PlanId;
  name: string;
  price: string;
  /** Shown after the price, e.g. '/month'. */
  period?: string;
  summary: string;
  features: { text: string; included: boolean }[];
  action: string;
  popular?: boolean;
}

const included = (text: string) => ({ text, included: true });

// SPEC §9, "Plans (landing page)".
export const plans: Plan[] = [
  {
    id: 'ghost',
    name: 'Ghost',
    price: '$99',
    period: '/month',
    summary: 'A steady presence on LinkedIn, without lifting a finger.',
    features: [
      included('1 post per week (4/month)'),
      included('Personalized voice mapping'),
      included('Content delivered by email'),
      { text: 'No content strategy session', included: false },
    ],
    action: 'Choose Ghost',
  },
  {
    id: 'echo',
    name: 'Echo',
    price: '$299',
    period: '/month',
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
  {
    id: 'phantom',
    name: 'Phantom',
    price: 'Custom pricing',
    summary: 'A full-service LinkedIn presence, handled end to end.',
    features: [
      included('Daily posting (20+/month)'),
      included('Personalized voice mapping'),
      included('Direct scheduling to LinkedIn'),
      included('Engagement support and comment responses'),
      included('We can post on your behalf'),
    ],
    action: 'Contact Us',
  },
];
