import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Chip from '@mui/material/Chip';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { PlanName, SubscriptionStatus } from '../api';
import { planName } from './format';

/** 'echo' → 'Echo Plan'. */
export const planTitle = (plan: PlanName) => `${planName(plan)} Plan`;

export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  active: 'Active',
  canceled: 'Canceled',
  pending: 'Pending',
  past_due: 'Past Due',
};

/** Each status's colour: dark enough to read as text on white (WCAG AA). */
export const subscriptionStatusColours: Record<SubscriptionStatus, string> = {
  active: '#15803d',
  canceled: '#b42318',
  pending: '#b45309',
  past_due: '#c2410c',
};

export const subscriptionStatusIcons: Record<SubscriptionStatus, ComponentType<SvgIconProps>> = {
  active: CheckCircleIcon,
  canceled: CancelIcon,
  pending: HourglassTopIcon,
  past_due: ErrorIcon,
};

/** A subscription's status as a chip in its colour: its icon and its label. */
export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const Icon = subscriptionStatusIcons[status];
  return (
    <Chip
      size="small"
      icon={<Icon aria-hidden />}
      label={subscriptionStatusLabels[status]}
      sx={{
        bgcolor: subscriptionStatusColours[status],
        color: '#fff',
        fontWeight: 600,
        '& .MuiChip-icon': { color: '#fff' },
      }}
    />
  );
}
