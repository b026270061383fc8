/** Placeholder until the page is written. */
export function BoardPage() {
  return null;
}
