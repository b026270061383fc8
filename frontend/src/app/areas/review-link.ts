// The review link's lazy chunk: /review carries the post's text and its conversation on words, which
// no other public page needs (the sign-in page would otherwise load it too).
export { ReviewLinkPage } from '../../features/review-links/review-link-page';
