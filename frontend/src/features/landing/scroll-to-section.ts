/**
 * How far a section's top stays below the viewport's top when it is scrolled to: the height of the
 * fixed header's toolbar (MUI: 56 px on phones, 64 px from sm up). Used as the sections' CSS
 * scroll-margin-top, so anchors and scrollIntoView both land below the header.
 */
export const headerOffset = { xs: '56px', sm: '64px' };

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls the landing page's section `id` into view (smoothly, unless the visitor asked for reduced
 * motion) and moves keyboard focus to it, so the next Tab continues there and not in the header.
 */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
