/** Placeholder until the page is written. */
export function RevisionQueuePage() {
  return null;
}
