import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import { useForm, useWatch, type Control } from 'react-hook-form';
import {
  useCreateSubscriptionMutation,
  useUpdateSubscriptionMutation,
  type CreateSubscriptionDto,
  type PlanName,
  type SubscriptionDto,
  type SubscriptionStatus,
  type UpdateSubscriptionDto,
} from '../../../api';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import {
  AmountField,
  amountText,
  AutoRenewField,
  BillingField,
  PaymentMethodField,
  PlanField,
  SoldFields,
  soldValuesOf,
  toAmount,
  toSold,
  usePriceFollowsPlan,
  useSoldFollowsPlan,
  toSale,
  type SaleValues,
} from '../../../components/form/subscription-fields';
import { formatMonthlyAmount } from '../../../components/format';
import { planTitle, subscriptionStatusLabels } from '../../../components/subscription-status';
import type { ToastInput } from '../../../components/toast/toasts-slice';
import { useSubmit } from '../../../components/form/use-submit';
import { dateInputValue, fromDateInput } from '../date-input';

interface SubscriptionValues extends SaleValues {
  status: SubscriptionStatus;
  /** yyyy-mm-dd, or '' for none. */
  renewalDate: string;
}

// The chip's labels, so a status reads the same in the select and on the page.
export const statusOptions: { value: SubscriptionStatus; label: string }[] = (
  ['active', 'pending', 'past_due', 'canceled'] as const
).map((value) => ({ value, label: subscriptionStatusLabels[value] }));

const renewalDateRules = {
  validate: (value: unknown) =>
    !value || !Number.isNaN(fromDateInput(String(value)).getTime()) || 'Renewal date must be a date',
};

const newSubscription: SubscriptionValues = {
  plan: '',
  status: 'active',
  amount: '',
  paymentMethod: '',
  autoRenew: true,
  renewalDate: '',
  ...soldValuesOf(''),
  billing: 'manual',
};

const toValues = (subscription: SubscriptionDto): SubscriptionValues => ({
  plan: subscription.plan as PlanName,
  status: subscription.status,
  amount: amountText(subscription.amount),
  paymentMethod: subscription.paymentMethod ?? '',
  autoRenew: subscription.autoRenew,
  renewalDate: subscription.renewalDate ? dateInputValue(subscription.renewalDate) : '',
  // The billing is fixed at the sale; what was sold may be corrected.
  postsPerMonth: String(subscription.postsPerMonth),
  revisionsPerPost: amountText(subscription.revisionsPerPost),
  billing: subscription.billing,
});

/** A new subscription's terms, as the API takes them: what is left empty takes the server's default. */
function toCreate(values: SubscriptionValues): CreateSubscriptionDto {
  return {
    ...toSale(values),
    ...(values.renewalDate && { renewalDate: fromDateInput(values.renewalDate).toISOString() }),
  };
}

/** What the form changed on `subscription`, and only that (null clears a renewal date or payment method). */
function changesOf(subscription: SubscriptionDto, values: SubscriptionValues): UpdateSubscriptionDto {
  const before = toValues(subscription);
  const changes: UpdateSubscriptionDto = {};
  if (values.status !== before.status) changes.status = values.status;
  // A canceled subscription has no renewal (the server clears it and refuses one): none is sent.
  if (values.status !== 'canceled' && values.renewalDate !== before.renewalDate) {
    changes.renewalDate = values.renewalDate ? fromDateInput(values.renewalDate).toISOString() : null;
  }
  const amount = toAmount(values.amount);
  if (amount !== subscription.amount) changes.amount = amount;
  const paymentMethod = values.paymentMethod.trim();
  if (paymentMethod !== before.paymentMethod) changes.paymentMethod = paymentMethod || null;
  if (values.autoRenew !== before.autoRenew) changes.autoRenew = values.autoRenew;
  const sold = toSold(values);
  if (sold.postsPerMonth !== subscription.postsPerMonth) changes.postsPerMonth = sold.postsPerMonth;
  if (sold.revisionsPerPost !== subscription.revisionsPerPost)
    changes.revisionsPerPost = sold.revisionsPerPost;
  return changes;
}

/**
 * A subscription's terms in a dialog: a new one for the client when `subscription` is null, else that
 * one to edit (its status and renewal date too, and only what changed is sent).
 */
export function SubscriptionDialog({
  clientId,
  subscription,
  open,
  onClose,
}: DialogProps & { clientId: number; subscription: SubscriptionDto | null }) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={subscription ? `Edit ${planTitle(subscription.plan)} subscription` : 'New subscription'}
    >
      {(body) => (
        // Each opening starts from the subscription as it is.
        <SubscriptionForm
          key={subscription?.id ?? 'new'}
          clientId={clientId}
          subscription={subscription}
          {...body}
        />
      )}
    </FormDialog>
  );
}

function SubscriptionForm({
  clientId,
  subscription,
  onClose,
  onBusyChange,
}: DialogBodyProps & { clientId: number; subscription: SubscriptionDto | null }) {
  const { control, handleSubmit, setValue } = useForm<SubscriptionValues>({
    defaultValues: subscription ? toValues(subscription) : newSubscription,
  });
  useSoldFollowsPlan(control, setValue);
  // A new sale starts at the plan's price (an edit keeps the price it was sold at).
  usePriceFollowsPlan(control, setValue, !subscription);
  const canceled = useWatch({ control, name: 'status' }) === 'canceled';
  // Stripe keeps a Stripe-billed subscription's status, renewal and price: here it may only be canceled
  // (in Stripe too) or its payment method label changed (the server refuses the rest).
  const stripeKept = subscription?.billing === 'stripe';
  const [createSubscription, created] = useCreateSubscriptionMutation();
  const [updateSubscription, updated] = useUpdateSubscriptionMutation();
  const saving = created.isLoading || updated.isLoading;
  const submit = useSubmit({
    onClose,
    onBusyChange,
    failureTitle: subscription ? 'Failed to update subscription' : 'Failed to create subscription',
  });

  /** Sends what the form says; answers the toast to show, none when nothing changed. */
  const save = async (values: SubscriptionValues): Promise<ToastInput | undefined> => {
    if (!subscription) {
      const saved = await createSubscription({
        id: clientId,
        createSubscriptionDto: toCreate(values),
      }).unwrap();
      return {
        title: 'Subscription created',
        description: `${planTitle(saved.plan)} at ${formatMonthlyAmount(saved.amount)}.`,
      };
    }
    const changes = changesOf(subscription, values);
    if (Object.keys(changes).length === 0) return undefined;
    const saved = await updateSubscription({ id: subscription.id, updateSubscriptionDto: changes }).unwrap();
    return {
      title: 'Subscription updated',
      description: `The ${planTitle(saved.plan)} subscription is saved.`,
    };
  };

  const onSubmit = handleSubmit((values) =>
    submit(
      () => save(values),
      (said) => said,
    ),
  );

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onClose}
      busy={saving}
      label={subscription ? 'Save changes' : 'Create subscription'}
    >
      {stripeKept && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Stripe keeps this subscription's status, renewal and price: change them in Stripe's dashboard. Here
          you may cancel it (in Stripe too, at the end of the period paid), correct what was sold (posts and
          revisions) or change its payment method.
        </Alert>
      )}
      {subscription ? (
        <StatusField
          control={control}
          options={
            stripeKept
              ? statusOptions.filter(({ value }) => value === subscription.status || value === 'canceled')
              : statusOptions
          }
        />
      ) : (
        <PlanField control={control} />
      )}
      {!stripeKept && <AmountField control={control} />}
      <SoldFields control={control} correcting={!!subscription} />
      {!stripeKept && (
        <FormTextField
          control={control}
          name="renewalDate"
          rules={renewalDateRules}
          type="date"
          label="Renewal date"
          disabled={canceled}
          helperText={
            canceled
              ? 'A canceled subscription does not renew: access ends at the end of its paid period.'
              : subscription
                ? 'Leave empty for no renewal date.'
                : 'Optional. Defaults to a month from today.'
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <PaymentMethodField control={control} />
      {!stripeKept && <AutoRenewField control={control} />}
      {!subscription && <BillingField control={control} />}
    </DialogForm>
  );
}

function StatusField({
  control,
  options,
}: {
  control: Control<SubscriptionValues>;
  options: typeof statusOptions;
}) {
  return (
    <FormTextField control={control} name="status" select label="Status">
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
