/** Placeholder until the page is written. */
export function PostPage() {
  return null;
}
