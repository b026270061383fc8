import type { PackageName } from '../leads/lead.entity.js';

/** Monthly list prices of SPEC §9 (Phantom is priced case by case). */
export const PLAN_PRICES: Record<PackageName, number | null> = { ghost: 99, echo: 299, phantom: null };

/** The plan each onboarding posting cadence stands for (SPEC §2, onboarding options). */
export const CADENCE_PLANS: Record<string, PackageName> = { '1x-week': 'ghost', '3x-week': 'echo', daily: 'phantom' };

/** The same day a month later, or the month's last day when it has no such day (31 Jan → 28 Feb). */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  if (next.getUTCDate() !== date.getUTCDate()) next.setUTCDate(0);
  return next;
}
