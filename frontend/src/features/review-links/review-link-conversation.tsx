import Alert from '@mui/material/Alert';
import {
  useAddReviewLinkCommentMutation,
  useDeleteReviewLinkCommentMutation,
  useListReviewLinkCommentsQuery,
  useReopenReviewLinkCommentMutation,
  useResolveReviewLinkCommentMutation,
  useUpdateReviewLinkCommentMutation,
  type PostDto,
} from '../../api';
import type { ReactNode } from 'react';
import { unsentComments } from '../../components/conversation/client-conversation';
import { ClientReview } from '../../components/conversation/client-review';

/**
 * The conversation on the post of a review link (docs/product.md, "One-click review from the email"),
 * as its client has it in the portal: the team's threads, which they may answer at once, resolve or
 * reopen, and their own new comments, theirs to change or delete until they send their feedback below.
 * None of it uses the link.
 */
export function ReviewLinkConversation({
  token,
  post,
  article,
}: {
  token: string;
  post: PostDto;
  /** The post's card, given the text where words are selected. */
  article: (text: ReactNode) => ReactNode;
}) {
  const query = useListReviewLinkCommentsQuery({ token });
  const [add] = useAddReviewLinkCommentMutation();
  const [update] = useUpdateReviewLinkCommentMutation();
  const [remove] = useDeleteReviewLinkCommentMutation();
  const [resolve] = useResolveReviewLinkCommentMutation();
  const [reopen] = useReopenReviewLinkCommentMutation();

  return (
    <ClientReview
      post={post}
      article={article}
      query={query}
      heading="h2"
      calls={{
        add: (comment) => add({ token, createCommentDto: comment }).unwrap(),
        update: (commentId, change) => update({ token, commentId, updateCommentDto: change }).unwrap(),
        remove: (commentId) => remove({ token, commentId }).unwrap(),
        resolve: (commentId, resolved) => (resolved ? resolve : reopen)({ token, commentId }).unwrap(),
      }}
      unsentNote={(unsent) => (
        <Alert severity="info">
          {`${unsentComments(unsent)} not sent yet: ${unsent === 1 ? 'it goes' : 'they go'} to your writer with your revision request.`}
        </Alert>
      )}
    />
  );
}

/** How many of the visitor's comments wait to go with the feedback, as the conversation last said. */
export function useUnsentComments(token: string): number {
  return useListReviewLinkCommentsQuery({ token }).data?.unsent ?? 0;
}
