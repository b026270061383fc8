import { PLAN_NAMES, PLANS, type Plan as PlanRecord, type PlanName } from '../../api';

export type PlanId = PlanName;

/** A plan as its landing card shows it (docs/product.md, "Plans"), from the plans' one record. */
export interface Plan {
  id: PlanId;
  name: string;
  price: string;
  /** Shown after the price, e.g. '/month'. */
  period?: string;
  summary: string;
  features: readonly { text: string; included: boolean }[];
  action: string;
  popular: boolean;
}

/** '$99/month', or 'custom pricing' for a plan priced case by case. */
export const priceText = ({ monthlyPrice }: PlanRecord) =>
  monthlyPrice === null ? 'custom pricing' : `$${monthlyPrice}/month`;

export const plans: Plan[] = PLAN_NAMES.map((id) => {
  const { label, monthlyPrice, landing } = PLANS[id];
  return {
    id,
    name: label,
    ...(monthlyPrice === null
      ? { price: 'Custom pricing' }
      : { price: `$${monthlyPrice}`, period: '/month' }),
    ...landing,
  };
});
