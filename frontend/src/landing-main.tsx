// The prerendered landing page's script (dist/landing.html, served for `/`). The page is in the
// HTML: it is painted first, and the code that hydrates it (and its chunks, preloaded together by
// the import) loads from the next frame on, rather than competing with that first paint.
import { recordEarlyPlanChoice } from './features/landing/early-plan-choice';

// A plan's link works before then (it jumps to the form); which plan it was is kept for the form.
document.addEventListener('click', recordEarlyPlanChoice, { capture: true });
requestAnimationFrame(() => setTimeout(() => void import('./landing-hydrate')));
