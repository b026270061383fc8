/** Placeholder until the page is written. */
export function ClientsPage() {
  return null;
}
