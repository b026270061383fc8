/** Placeholder until the page is written. */
export function ClientDetailsPage() {
  return null;
}
