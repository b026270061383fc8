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
import { ClientConversation, unsentComments } from '../../components/conversation/client-conversation';

/**
 * The conversation on the post of a review link (docs/product.md, "One-click review from the email"),
 * as its client has it in the portal: the team's threads, which they may answer at once, resolve or
 * reopen, and their own new comments, theirs to change or delete until they send their feedback below.
 * None of it uses the link.
 */
export function ReviewLinkConversation({ token, post }: { token: string; post: PostDto }) {
  const query = useListReviewLinkCommentsQuery({ token });
  const [add] = useAddReviewLinkCommentMutation();
  const [update] = useUpdateReviewLinkCommentMutation();
  const [remove] = useDeleteReviewLinkCommentMutation();
  const [resolve] = useResolveReviewLinkCommentMutation();
  const [reopen] = useReopenReviewLinkCommentMutation();

  return (
    <ClientConversation
      query={query}
      open={post.status !== 'published'}
      heading="h2"
      sx={{ mb: 3 }}
      calls={{
        add: (body, parentId) => add({ token, createCommentDto: { body, parentId } }).unwrap(),
        update: (commentId, body) => update({ token, commentId, updateCommentDto: { body } }).unwrap(),
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
