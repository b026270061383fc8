import { useId, useState, type ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventIcon from '@mui/icons-material/Event';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PublishIcon from '@mui/icons-material/Publish';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  errorMessage,
  useChangeContentStatusMutation,
  useDeleteContentMutation,
  LINKEDIN_MAX_CHARACTERS,
  type AdminPostDto,
  type DeliveryNotice,
  type PostStatus,
} from '../../../api';
import type { ToastInput } from '../../../components/toast/toasts-slice';
import { useSubmit } from '../../../components/form/use-submit';
import { useToast } from '../../../components/toast/use-toast';
import { characterCount, fromLocalInput, overLimitMessage, type PostValues } from '../post-format';
import { ConfirmDialog } from './confirm-dialog';
import { PublishDialog } from './publish-dialog';
import { formatDateTime } from '../../../components/format';

type Dialog = 'deliver' | 'draft' | 'publish' | 'delete';

/** What the team is told about how the client hears of a delivery, before and after delivering. */
export const DELIVERY_WORDS: Record<DeliveryNotice, { before: string; after: string }> = {
  email: {
    before: 'The client will get an email that this post is ready for review.',
    after: 'The client has been emailed a link to review it.',
  },
  digest: {
    before:
      "The client chose the weekly review digest: no email goes now, and this post joins Monday's digest.",
    after: "No email now: it joins the client's weekly review digest on Monday.",
  },
  none: {
    before: 'The client has no email address on file: no email goes; they find it in their portal.',
    after: 'No email was sent (no address on file): the client finds it in their portal.',
  },
};
export const BACK_TO_DRAFT_NOTE = 'The client keeps the delivered version until you deliver again.';

/** What a panel acting on the post needs of the editor: the form, and how to save unsaved changes first. */
export interface DraftActionProps {
  post: AdminPostDto;
  form: UseFormReturn<PostValues>;
  isDirty: boolean;
  saving: boolean;
  save: (values: PostValues) => Promise<AdminPostDto | null>;
}

/**
 * What may happen to the post now, from the moves the server allows: deliver a draft (saving unsaved
 * changes first), schedule or unschedule it, take it back to draft, publish it for the client, or
 * delete a draft the client never got. Each says what it does beside its button.
 */
export function PostActions({ post, form, isDirty, saving, save }: DraftActionProps) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [changeStatus, { isLoading: moving, originalArgs }] = useChangeContentStatusMutation();
  const [deleteContent, { isLoading: deleting }] = useDeleteContentMutation();
  const [delivering, setDelivering] = useState(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  const removal = useSubmit({
    onClose: () => setDialog(null),
    failureTitle: 'Delete failed',
    closeOnFailure: true,
  });
  const busy = saving || moving || deleting || delivering;
  const allows = (status: PostStatus) => post.allowedStatuses.includes(status);
  /** The status being sent, while the request is under way. */
  const pending = moving ? originalArgs?.changePostStatusDto.status : undefined;

  /** Moves the post; resolves to whether it worked (a refusal is shown in a toast). */
  const move = async (status: PostStatus, done: ToastInput, failed: string, publishedUrl?: string) => {
    try {
      await changeStatus({
        id: post.id,
        changePostStatusDto: { status, ...(publishedUrl && { publishedUrl }) },
      }).unwrap();
      toast(done);
      return true;
    } catch (error) {
      toast({ title: failed, description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  const askToDeliver = async () => {
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
    const over = characterCount(form.getValues('content')) - LINKEDIN_MAX_CHARACTERS;
    if (over > 0) {
      toast({ title: 'Too long for LinkedIn', description: overLimitMessage(over), variant: 'destructive' });
      form.setFocus('content');
      return;
    }
    setDialog('deliver');
  };

  const deliver = async () => {
    setDelivering(true);
    try {
      if (isDirty && !(await save(form.getValues()))) return;
      await move(
        'delivered',
        { title: 'Post delivered', description: DELIVERY_WORDS[post.deliveryNotice].after },
        'Delivery failed',
      );
    } finally {
      setDelivering(false);
      setDialog(null);
    }
  };

  const schedule = async () => {
    const date = form.getValues('scheduledFor');
    const when = fromLocalInput(date);
    if (!when) {
      toast({
        title: 'No date yet',
        description: 'Set the date to schedule it for first',
        variant: 'destructive',
      });
      form.setFocus('scheduledFor');
      return;
    }
    // A date typed and not saved yet is saved first.
    if (form.getFieldState('scheduledFor').isDirty && !(await save(form.getValues()))) return;
    await move(
      'scheduled',
      { title: 'Post scheduled', description: `It is set to go out on ${formatDateTime(when)}.` },
      'Scheduling failed',
    );
  };

  const backToDraft = async () => {
    await move(
      'draft',
      { title: 'Back to draft', description: 'Edit the text, then deliver it again.' },
      'Update failed',
    );
    setDialog(null);
  };

  const remove = () =>
    removal(
      () => deleteContent({ id: post.id }).unwrap(),
      () => ({ title: 'Draft deleted', description: `“${post.title}” has been deleted.` }),
      () => navigate(`/admin/clients/${post.clientId}`, { replace: true }),
    );

  const actions: ReactNode[] = [];
  if (post.status === 'draft' && (allows('delivered') || post.reviewRefusal)) {
    // Refused by the server while the client has no subscription in force, or while the draft waits
    // for an admin's review: the button says why.
    const refusal = post.deliveryRefusal ?? post.reviewRefusal;
    actions.push(
      <Action
        key="deliver"
        label="Deliver to client"
        icon={<SendIcon />}
        variant="contained"
        disabled={busy || !!refusal}
        onClick={askToDeliver}
      >
        {refusal ? (
          `${refusal}.`
        ) : (
          <>
            {DELIVERY_WORDS[post.deliveryNotice].before}
            {isDirty && ' Your unsaved changes are saved first.'}
          </>
        )}
      </Action>,
    );
  }
  if (allows('scheduled')) {
    actions.push(
      <Action
        key="schedule"
        label="Schedule"
        icon={<EventIcon />}
        disabled={busy}
        loading={pending === 'scheduled'}
        onClick={schedule}
      >
        {post.scheduledFor
          ? `Marks it scheduled for ${formatDateTime(post.scheduledFor)}.`
          : 'Set the date above first, then schedule it.'}
      </Action>,
    );
  }
  if (post.status === 'scheduled' && allows('delivered')) {
    actions.push(
      <Action
        key="unschedule"
        label="Unschedule"
        icon={<EventBusyIcon />}
        disabled={busy}
        loading={pending === 'delivered'}
        onClick={() =>
          move(
            'delivered',
            { title: 'Post unscheduled', description: 'It is back to delivered; its date is kept.' },
            'Update failed',
          )
        }
      >
        Back to delivered; the date is kept.
      </Action>,
    );
  }
  if (allows('draft')) {
    actions.push(
      <Action
        key="draft"
        label="Back to draft"
        icon={<EditNoteIcon />}
        disabled={busy}
        onClick={() => setDialog('draft')}
      >
        To edit the text. {BACK_TO_DRAFT_NOTE}
      </Action>,
    );
  }
  if (allows('published')) {
    actions.push(
      <Action
        key="publish"
        label="Mark as published"
        icon={<PublishIcon />}
        disabled={busy}
        onClick={() => setDialog('publish')}
      >
        Once it is live on LinkedIn: you will be asked for its address.
      </Action>,
    );
  }
  if (post.status === 'draft' && !post.deliveredAt) {
    actions.push(
      <Action
        key="delete"
        label="Delete draft"
        icon={<DeleteIcon />}
        color="error"
        disabled={busy}
        onClick={() => setDialog('delete')}
      >
        The client never got it. This cannot be undone.
      </Action>,
    );
  }

  return (
    <>
      {actions.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {actions}
        </Box>
      ) : (
        <Typography color="text.secondary">
          {post.status === 'published' ? 'Published: a published post is final.' : 'Nothing to do now.'}
        </Typography>
      )}

      <ConfirmDialog
        open={dialog === 'deliver'}
        title="Deliver to client?"
        confirmLabel="Deliver"
        loading={delivering}
        onConfirm={deliver}
        onClose={() => setDialog(null)}
      >
        {DELIVERY_WORDS[post.deliveryNotice].before}
        {isDirty && ' Your unsaved changes are saved first.'}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'draft'}
        title="Move back to draft?"
        confirmLabel="Back to draft"
        loading={moving}
        onConfirm={backToDraft}
        onClose={() => setDialog(null)}
      >
        You can then edit the text. {BACK_TO_DRAFT_NOTE}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete this draft?"
        confirmLabel="Delete draft"
        destructive
        loading={deleting}
        onConfirm={remove}
        onClose={() => setDialog(null)}
      >
        “{post.title}” is deleted for good.
      </ConfirmDialog>
      <PublishDialog
        open={dialog === 'publish'}
        loading={moving}
        onPublish={(publishedUrl) =>
          move(
            'published',
            { title: 'Marked as published', description: 'Your content has been marked as published.' },
            'Publishing failed',
            publishedUrl,
          )
        }
        onClose={() => setDialog(null)}
      />
    </>
  );
}

/** One move: its button, and what it does beside it (the button's description). */
export function Action({
  label,
  icon,
  variant = 'outlined',
  color,
  disabled,
  loading,
  onClick,
  children,
}: {
  label: string;
  icon: ReactNode;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  disabled: boolean;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        alignItems: 'center',
        gap: { xs: 0.5, sm: 2 },
      }}
    >
      <Button
        variant={variant}
        color={color}
        startIcon={icon}
        disabled={disabled}
        loading={loading}
        onClick={onClick}
        aria-describedby={hintId}
      >
        {label}
      </Button>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {children}
      </Typography>
    </Box>
  );
}
