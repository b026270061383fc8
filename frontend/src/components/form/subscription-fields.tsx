import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PLAN_NAMES, PLANS, type PlanName } from '../../api';
import { FormTextField } from './form-text-field';

// The terms of a subscription as the back office writes them: on converting a lead into a client,
// and on a client's page. The rules and messages are the API's (SPEC §5 "Subscription create").

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

export const subscriptionRules = {
  plan: { validate: (value: string) => isPlanName(value) || 'Plan is required' },
  amount: { validate: checkAmount },
  paymentMethod: {
    maxLength: { value: 100, message: 'Payment method must be at most 100 characters' },
  },
};

/** The amount typed (a number input's text) as the API takes it. */
export const toAmount = (text: string) => Number(String(text).trim());

/** An amount as the form shows it: '' for none. */
export const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

type Fields<Shape> = FieldValues & Shape;

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
