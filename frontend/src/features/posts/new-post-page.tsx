/** Placeholder until the page is written. */
export function NewPostPage() {
  return null;
}
