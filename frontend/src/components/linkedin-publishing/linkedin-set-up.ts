import type { PostPublishingDto } from '../../api';

/**
 * Whether a post's answer shows LinkedIn set up on this server: the pages fetch the publishing card's
 * code only then (this file is apart from the card, so the check costs them none of its code).
 */
export const linkedInSetUp = (publishing: PostPublishingDto | undefined): publishing is PostPublishingDto =>
  !!publishing && publishing.approvalBlock !== 'not-set-up';
