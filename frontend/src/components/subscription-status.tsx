import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import WarningIcon from '@mui/icons-material/Warning';
import Chip from '@mui/material/Chip';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { PlanName, SubscriptionStanding, SubscriptionStatus } from '../api';
import { planName } from './format';

/** 'echo' → 'Echo Plan'. */
export const planTitle = (plan: PlanName) => `${planName(plan)} Plan`;

/**
 * How a subscription stands (the server's `standing`): its status, or "Payment Failed" while a failed
 * payment's period paid still runs (past due once it has ended unpaid).
 */
export const subscriptionStandingLabels: Record<SubscriptionStanding, string> = {
  active: 'Active',
  canceled: 'Canceled',
  pending: 'Pending',
  past_due: 'Past Due',
  payment_failed: 'Payment Failed',
};

/** The statuses the team sets, in the same words. */
export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = subscriptionStandingLabels;

/** Each standing's colour: dark enough to read as text on white (WCAG AA). */
export const subscriptionStandingColours: Record<SubscriptionStanding, string> = {
  active: '#15803d',
  canceled: '#b42318',
  pending: '#b45309',
  past_due: '#c2410c',
  payment_failed: '#a16207',
};

export const subscriptionStandingIcons: Record<SubscriptionStanding, ComponentType<SvgIconProps>> = {
  active: CheckCircleIcon,
  canceled: CancelIcon,
  pending: HourglassTopIcon,
  past_due: ErrorIcon,
  payment_failed: WarningIcon,
};

/** How a subscription stands, as a chip in its colour: its icon and its label. */
export function SubscriptionStandingChip({ standing }: { standing: SubscriptionStanding }) {
  const Icon = subscriptionStandingIcons[standing];
  return (
    <Chip
      size="small"
      icon={<Icon aria-hidden />}
      label={subscriptionStandingLabels[standing]}
      sx={{
        bgcolor: subscriptionStandingColours[standing],
        color: '#fff',
        fontWeight: 600,
        '& .MuiChip-icon': { color: '#fff' },
      }}
    />
  );
}
