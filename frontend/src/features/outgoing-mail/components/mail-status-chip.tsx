import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SyncIcon from '@mui/icons-material/Sync';
import Chip from '@mui/material/Chip';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { MailStatus } from '../../../api';
import { mailStatusLabels } from '../mail-format';

// Dark enough for white text (WCAG AA, at least 4.5:1); the icon and the label say it without colour.
const colours: Record<MailStatus, string> = {
  failed: '#b91c1c',
  retrying: '#b45309',
  queued: '#4b5563',
  sent: '#15803d',
};

const icons: Record<MailStatus, ComponentType<SvgIconProps>> = {
  failed: ErrorIcon,
  retrying: SyncIcon,
  queued: ScheduleIcon,
  sent: CheckCircleIcon,
};

/** A mail's status as a coloured chip: its icon and its label. */
export function MailStatusChip({ status }: { status: MailStatus }) {
  const Icon = icons[status];
  return (
    <Chip
      size="small"
      icon={<Icon aria-hidden />}
      label={mailStatusLabels[status]}
      sx={{ bgcolor: colours[status], color: '#fff', fontWeight: 600, '& .MuiChip-icon': { color: '#fff' } }}
    />
  );
}
