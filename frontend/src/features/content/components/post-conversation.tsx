import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  useAddContentCommentMutation,
  useDeleteContentCommentMutation,
  useListContentCommentsQuery,
  useReopenContentCommentMutation,
  useResolveContentCommentMutation,
  useUpdateContentCommentMutation,
  type PostDto,
} from '../../../api';
import type { ReactNode } from 'react';
import { unsentComments } from '../../../components/conversation/client-conversation';
import { ClientReview } from '../../../components/conversation/client-review';

/**
 * The client's side of the conversation on a post, on Content details (docs/product.md, "The
 * conversation on a post" and "Comments on the words"): the post's card (`article`, given the text
 * where words are selected) beside the comments; their comments not sent yet go with a revision
 * request, offered here.
 */
export function PostConversation({
  post,
  onRequestRevision,
  article,
  belowText,
}: {
  post: PostDto;
  onRequestRevision: () => void;
  article: (text: ReactNode) => ReactNode;
  /** Under the post's card, before the comments on a phone. */
  belowText?: ReactNode;
}) {
  const id = post.id;
  const query = useListContentCommentsQuery({ id });
  const [add] = useAddContentCommentMutation();
  const [update] = useUpdateContentCommentMutation();
  const [remove] = useDeleteContentCommentMutation();
  const [resolve] = useResolveContentCommentMutation();
  const [reopen] = useReopenContentCommentMutation();

  return (
    <ClientReview
      post={post}
      article={article}
      belowText={belowText}
      query={query}
      heading="h3"
      calls={{
        add: (comment) => add({ id, createCommentDto: comment }).unwrap(),
        update: (commentId, change) => update({ id, commentId, updateCommentDto: change }).unwrap(),
        remove: (commentId) => remove({ id, commentId }).unwrap(),
        resolve: (commentId, resolved) => (resolved ? resolve : reopen)({ id, commentId }).unwrap(),
      }}
      unsentNote={(unsent) => (
        <Alert
          severity="info"
          action={
            post.canRequestRevision && (
              <Button color="inherit" size="small" onClick={onRequestRevision}>
                Request Revision
              </Button>
            )
          }
        >
          {post.canRequestRevision
            ? `${unsentComments(unsent)} not sent yet: ${unsent === 1 ? 'it goes' : 'they go'} to your writer when you request a revision.`
            : `${unsentComments(unsent)} kept for your next revision request.`}
        </Alert>
      )}
    />
  );
}
