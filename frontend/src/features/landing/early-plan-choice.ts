/**
 * A plan's link clicked before the sections below the hero are hydrated: the link itself jumps to
 * the lead form (`#form`, plain HTML), and this remembers which plan it was, so the form picks its
 * package once it takes input. Registered by landing-main.tsx, the landing page's first script, so
 * it hears clicks from the first paint on; it imports nothing, to stay that small.
 */
let chosen: string | null = null;

/** The attribute that names a plan's link, and the plan it picks. */
export const PLAN_LINK_ATTRIBUTE = 'data-plan';

export function recordEarlyPlanChoice(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const link = target.closest(`a[${PLAN_LINK_ATTRIBUTE}]`);
  if (link) chosen = link.getAttribute(PLAN_LINK_ATTRIBUTE);
}

/** The plan clicked before the form could take it, if any: once. */
export function takeEarlyPlanChoice(): string | null {
  const plan = chosen;
  chosen = null;
  return plan;
}
