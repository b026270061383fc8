import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  isNotFound,
  errorMessage,
  useCreateContentMutation,
  useGetClientQuery,
  type ClientDetailDto,
  type WritableSubscriptionDto,
} from '../../api';
import { FormTextField } from '../../components/form/form-text-field';
import { parseId } from '../../components/format';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { subscriptionStandingLabels } from '../../components/subscription-status';
import { useToast } from '../../components/toast/use-toast';
import { useTeamMember } from '../../components/use-team-member';
import { DeliveryRefusalAlert } from './components/delivery-refusal-alert';
import { EmptyState, Loading } from './components/empty-state';
import { PostEditor } from './components/post-editor';
import { fromLocalInput, planLabel, type PostValues } from './post-format';

const CLIENTS = '/admin/clients';

/** 'Echo plan · active'. */
const subscriptionLabel = (subscription: WritableSubscriptionDto) =>
  `${planLabel(subscription.plan)} · ${subscriptionStandingLabels[subscription.standing].toLowerCase()}`;

/**
 * /admin/content/new?clientId={id}: a new draft for one of the client's subscriptions (the active one
 * unless another is picked). Saved, it opens at its own address.
 */
export function NewPostPage() {
  const { isAdmin } = useTeamMember();
  const clientId = parseId(useSearchParams()[0].get('clientId') ?? undefined);
  const { data, error, isLoading, isFetching, refetch } = useGetClientQuery(
    clientId ? { id: clientId } : skipToken,
    { refetchOnMountOrArgChange: true },
  );

  let body;
  if (!clientId || isNotFound(error)) {
    body = (
      <EmptyState
        title={clientId ? 'Client not found' : 'Choose a client first'}
        actions={
          <Button component={RouterLink} to={CLIENTS} variant="contained">
            Go to Clients
          </Button>
        }
      >
        A post is written for one of a client&apos;s subscriptions: open the client, then start a new post
        from their page.
      </EmptyState>
    );
  } else if (isLoading) {
    body = <Loading label="Loading client" />;
  } else if (!data) {
    body = (
      <LoadError
        title="Failed to load the client"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  } else if (!data.writableSubscriptions.length) {
    body = (
      <EmptyState
        title="No subscription yet"
        actions={
          <>
            <Button component={RouterLink} to={`${CLIENTS}/${data.id}`} variant="contained">
              Back to {data.name}
            </Button>
            <Button component={RouterLink} to={CLIENTS} variant="outlined">
              All clients
            </Button>
          </>
        }
      >
        {data.name} has no current subscription to write posts for (a canceled one takes no new posts).{' '}
        {isAdmin ? 'Add one on their page first.' : 'An admin adds one first.'}
      </EmptyState>
    );
  } else {
    body = <NewPostForm client={data} />;
  }

  return (
    <Page title="New Post" maxWidth="lg">
      {clientId && data && (
        <Button
          component={RouterLink}
          to={`${CLIENTS}/${data.id}`}
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 2 }}
        >
          Back to {data.name}
        </Button>
      )}
      {body}
    </Page>
  );
}

/** The active subscription, else the newest (the server lists them newest first). */
const defaultSubscription = (subscriptions: WritableSubscriptionDto[]) =>
  subscriptions.find((subscription) => subscription.status === 'active') ?? subscriptions[0];

function NewPostForm({ client }: { client: ClientDetailDto }) {
  const { control, handleSubmit } = useForm<PostValues>({
    defaultValues: {
      subscriptionId: String(defaultSubscription(client.writableSubscriptions)!.id),
      title: '',
      content: '',
      scheduledFor: '',
      pillar: '',
    },
  });
  const [createContent, { isLoading }] = useCreateContentMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const onSubmit = handleSubmit(async ({ subscriptionId, title, content, scheduledFor, pillar }) => {
    const when = fromLocalInput(scheduledFor);
    try {
      const post = await createContent({
        createPostDto: {
          subscriptionId: Number(subscriptionId),
          title: title.trim(),
          content,
          ...(when && { scheduledFor: when }),
          ...(pillar && { pillar }),
        },
      }).unwrap();
      toast({ title: 'Draft saved', description: 'Deliver it to the client when it is ready.' });
      navigate(`/admin/content/${post.id}`, { replace: true });
    } catch (error) {
      toast({ title: 'Failed to save the draft', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <>
      {client.deliveryRefusal && (
        <DeliveryRefusalAlert reason={client.deliveryRefusal} clientId={client.id} clientName={client.name} />
      )}
      <Paper
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="New post"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography color="text.secondary">
          For{' '}
          <Link component={RouterLink} to={`${CLIENTS}/${client.id}`}>
            {client.name}
          </Link>
        </Typography>
        <PostEditor
          control={control}
          clientName={client.name}
          voice={{ status: 'ready', voice: client.voice }}
          before={
            <FormTextField
              control={control}
              name="subscriptionId"
              select
              label="Subscription"
              rules={{ required: 'Subscription is required' }}
            >
              {/* What the server says a post may be written for (a canceled one takes none): all a writer sees of them. */}
              {client.writableSubscriptions.map((subscription) => (
                <MenuItem key={subscription.id} value={String(subscription.id)}>
                  {subscriptionLabel(subscription)}
                </MenuItem>
              ))}
            </FormTextField>
          }
          footer={
            <Button type="submit" variant="contained" loading={isLoading}>
              Save draft
            </Button>
          }
        />
      </Paper>
    </>
  );
}
