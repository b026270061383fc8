import { useEffect, useId, useRef } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  useController,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { PLAN_NAMES, PLANS, useBillingModeQuery, type BillingMode, type PlanName } from '../../api';
import { FormTextField } from './form-text-field';

// The terms of a subscription as the back office writes them: on converting a lead into a client,
// and on a client's page. The rules and messages are the API's (docs/product.md, "Validation rules").

export const planOptions: { value: PlanName; label: string }[] = PLAN_NAMES.map((value) => ({
  value,
  label: PLANS[value].label,
}));

export const isPlanName = (value: unknown): value is PlanName => PLAN_NAMES.includes(value as PlanName);

const MAX_AMOUNT = 99_999_999.99;

/** Why a typed amount cannot be sent, or true. Empty or below 0 reads as the API says it. */
function checkAmount(value: string): true | string {
  const text = String(value ?? '').trim();
  const amount = Number(text);
  if (!text || !Number.isFinite(amount) || amount < 0) return 'Amount must be positive';
  if (Number(amount.toFixed(2)) !== amount) return 'Amount must have at most 2 decimals';
  if (amount > MAX_AMOUNT) return 'Amount must be at most 99,999,999.99';
  return true;
}

/** A whole number from 0 to `max` typed in `text`, or why not; empty is `empty` (true when allowed). */
function checkCount(text: string, max: number, noun: string, empty: true | string): true | string {
  const value = String(text ?? '').trim();
  if (!value) return empty;
  const n = Number(value);
  if (!Number.isInteger(n)) return `${noun} must be a whole number`;
  if (n < 0 || n > max) return `${noun} must be between 0 and ${max}`;
  return true;
}

export const subscriptionRules = {
  plan: { validate: (value: string) => isPlanName(value) || 'Plan is required' },
  amount: { validate: checkAmount },
  paymentMethod: {
    maxLength: { value: 100, message: 'Payment method must be at most 100 characters' },
  },
  // What was sold, as the API checks it; no revisions typed means any number of them.
  postsPerMonth: {
    validate: (value: string) => checkCount(value, 100, 'Posts a month', 'Posts a month is required'),
  },
  revisionsPerPost: { validate: (value: string) => checkCount(value, 20, 'Revisions a post', true) },
};

/** The amount typed (a number input's text) as the API takes it. */
export const toAmount = (text: string) => Number(String(text).trim());

/** An amount as the form shows it: '' for none. */
export const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

/** What was sold, as the form holds it: typed text, '' revisions for any number of them. */
export interface SoldValues {
  postsPerMonth: string;
  revisionsPerPost: string;
}

/** A plan's posts a month and revisions a post, as the form starts them; empty with no plan. */
export function soldValuesOf(plan: PlanName | '' | null): SoldValues {
  if (!plan) return { postsPerMonth: '', revisionsPerPost: '' };
  const { postsPerMonth, revisionsPerPost } = PLANS[plan];
  return { postsPerMonth: String(postsPerMonth), revisionsPerPost: amountText(revisionsPerPost) };
}

/** What was sold, as the API takes it: null revisions for any number. */
export function toSold({ postsPerMonth, revisionsPerPost }: SoldValues) {
  const revisions = revisionsPerPost.trim();
  return {
    postsPerMonth: Number(postsPerMonth.trim()),
    revisionsPerPost: revisions ? Number(revisions) : null,
  };
}

/** The terms of a sale as the form holds them (a new subscription, a lead converted). */
export interface SaleValues extends SoldValues {
  plan: PlanName | '';
  amount: string;
  paymentMethod: string;
  autoRenew: boolean;
  billing: BillingMode;
}

/** The terms of a sale as the API takes them: a payment method left empty is not sent. */
export function toSale(values: SaleValues) {
  const paymentMethod = values.paymentMethod.trim();
  return {
    plan: values.plan as PlanName,
    amount: toAmount(values.amount),
    autoRenew: values.autoRenew,
    ...toSold(values),
    billing: values.billing,
    ...(paymentMethod && { paymentMethod }),
  };
}

type Fields<Shape> = FieldValues & Shape;

/** When another plan is chosen, what was sold starts again from that plan's figures. */
export function useSoldFollowsPlan<Values extends Fields<SoldValues & { plan: PlanName | '' }>>(
  control: Control<Values>,
  setValue: UseFormSetValue<Values>,
) {
  const plan = useWatch({ control, name: 'plan' as Path<Values> }) as PlanName | '';
  const shown = useRef(plan);
  useEffect(() => {
    if (plan === shown.current) return;
    shown.current = plan;
    const sold = soldValuesOf(plan);
    const set = (name: keyof SoldValues) =>
      setValue(name as Path<Values>, sold[name] as PathValue<Values, Path<Values>>, {
        shouldValidate: false,
      });
    set('postsPerMonth');
    set('revisionsPerPost');
  }, [plan, setValue]);
}

/**
 * A new sale's price follows the plan chosen (its list price), as Convert proposes it, unless the
 * amount was typed: an amount that is empty or still the previous plan's price is replaced.
 */
export function usePriceFollowsPlan<Values extends Fields<{ plan: PlanName | ''; amount: string }>>(
  control: Control<Values>,
  setValue: UseFormSetValue<Values>,
  enabled = true,
) {
  const plan = useWatch({ control, name: 'plan' as Path<Values> }) as PlanName | '';
  const amount = useWatch({ control, name: 'amount' as Path<Values> }) as string;
  const shown = useRef(plan);
  useEffect(() => {
    if (plan === shown.current) return;
    const previous = shown.current;
    shown.current = plan;
    if (!plan || !enabled) return;
    // Phantom has no list price: its amount is agreed, and stays as typed.
    const price = PLANS[plan].monthlyPrice as number | null;
    const previousPrice = previous ? (PLANS[previous].monthlyPrice as number | null) : null;
    const untouched = !amount.trim() || (previousPrice !== null && amount === String(previousPrice));
    if (price === null || !untouched) return;
    setValue('amount' as Path<Values>, String(price) as PathValue<Values, Path<Values>>, {
      shouldValidate: true,
    });
  }, [plan, amount, setValue, enabled]);
}

/** Posts a month and revisions a post, as sold: they start from the plan's and may be changed. */
export function SoldFields<Values extends Fields<SoldValues>>({
  control,
  correcting = false,
}: {
  control: Control<Values>;
  /** An existing subscription's terms: a change is a correction, from now on. */
  correcting?: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
      <FormTextField
        control={control}
        name={'postsPerMonth' as Path<Values>}
        rules={subscriptionRules.postsPerMonth}
        type="number"
        label="Posts a month"
        helperText={
          correcting
            ? 'A correction counts from now on, in the history'
            : "As sold: the plan's unless agreed otherwise"
        }
        slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' } }}
      />
      <FormTextField
        control={control}
        name={'revisionsPerPost' as Path<Values>}
        rules={subscriptionRules.revisionsPerPost}
        type="number"
        label="Revisions a post"
        helperText="Empty for unlimited revisions"
        slotProps={{ htmlInput: { min: 0, max: 20, step: 1, inputMode: 'numeric' } }}
      />
    </Stack>
  );
}

/**
 * Who keeps the payments, offered only when the server runs with Stripe (GET /api/admin/billing):
 * by hand, or Stripe, which starts the subscription pending and mails the client a Checkout link.
 * Without Stripe, or until the server says, nothing shows and the form keeps 'manual'.
 */
export function BillingField<Values extends Fields<{ billing: BillingMode }>>({
  control,
}: {
  control: Control<Values>;
}) {
  const { data } = useBillingModeQuery();
  const labelId = useId();
  const noteId = useId();
  const {
    field: { ref, value, onChange, onBlur, name },
  } = useController({ control, name: 'billing' as Path<Values> });
  if (data?.mode !== 'stripe') return null;
  return (
    <FormControl component="fieldset" margin="normal" fullWidth>
      <FormLabel component="legend" id={labelId}>
        Billing
      </FormLabel>
      <RadioGroup
        ref={ref}
        name={name}
        value={value}
        aria-labelledby={labelId}
        onChange={(event) => onChange(event.target.value as BillingMode)}
        onBlur={onBlur}
      >
        <FormControlLabel value="manual" control={<Radio />} label="Bill by hand" />
        <FormControlLabel
          value="stripe"
          control={<Radio slotProps={{ input: { 'aria-describedby': noteId } }} />}
          label="Stripe: mail a Checkout link"
        />
      </RadioGroup>
      <FormHelperText id={noteId} sx={{ mx: 0 }}>
        With Stripe, the subscription starts pending until the client has paid.
      </FormHelperText>
    </FormControl>
  );
}

export function PlanField<Values extends Fields<{ plan: PlanName | '' }>>({
  control,
}: {
  control: Control<Values>;
}) {
  return (
    <FormTextField
      control={control}
      name={'plan' as Path<Values>}
      rules={subscriptionRules.plan}
      select
      label="Plan"
    >
      {planOptions.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

export function AmountField<Values extends Fields<{ amount: string }>>({
  control,
}: {
  control: Control<Values>;
}) {
  return (
    <FormTextField
      control={control}
      name={'amount' as Path<Values>}
      rules={subscriptionRules.amount}
      type="number"
      label="Amount"
      helperText="US dollars per month"
      slotProps={{
        input: {
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
          endAdornment: <InputAdornment position="end">/month</InputAdornment>,
        },
        htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
      }}
    />
  );
}

export function PaymentMethodField<Values extends Fields<{ paymentMethod: string }>>({
  control,
}: {
  control: Control<Values>;
}) {
  return (
    <FormTextField
      control={control}
      name={'paymentMethod' as Path<Values>}
      rules={subscriptionRules.paymentMethod}
      label="Payment method"
      helperText="Optional, e.g. Invoice or Card ending 4242"
    />
  );
}

/** Auto-renewal as a switch. */
export function AutoRenewField<Values extends Fields<{ autoRenew: boolean }>>({
  control,
}: {
  control: Control<Values>;
}) {
  const {
    field: { ref, value, onChange, onBlur, name },
  } = useController({ control, name: 'autoRenew' as Path<Values> });
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      control={
        <Switch
          name={name}
          slotProps={{ input: { ref } }}
          checked={Boolean(value)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
      }
      label="Auto-renew"
    />
  );
}
