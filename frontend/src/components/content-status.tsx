import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventIcon from '@mui/icons-material/Event';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import RateReviewIcon from '@mui/icons-material/RateReview';
import Chip from '@mui/material/Chip';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { PostStatus } from '../api';
import { formatDate } from './format';

export const contentStatusLabels: Record<PostStatus, string> = {
  draft: 'Draft',
  delivered: 'Delivered',
  scheduled: 'Scheduled',
  published: 'Published',
};

export const contentStatuses = Object.keys(contentStatusLabels) as PostStatus[];

// Dark enough for white text (WCAG AA, at least 4.5:1).
export const contentStatusColours: Record<PostStatus, string> = {
  draft: '#4b5563',
  delivered: '#1d4ed8',
  scheduled: '#7c3aed',
  published: '#15803d',
};

export const contentStatusIcons: Record<PostStatus, ComponentType<SvgIconProps>> = {
  draft: EditNoteIcon,
  delivered: MarkEmailReadIcon,
  scheduled: EventIcon,
  published: CheckCircleIcon,
};

/** The status of a post as a coloured chip: its icon and its label. */
export function ContentStatusBadge({ status }: { status: PostStatus }) {
  const Icon = contentStatusIcons[status];
  return (
    <Chip
      size="small"
      icon={<Icon aria-hidden />}
      label={contentStatusLabels[status]}
      sx={{
        bgcolor: contentStatusColours[status],
        color: '#fff',
        fontWeight: 600,
        '& .MuiChip-icon': { color: '#fff' },
      }}
    />
  );
}

/** The status icon alone, in its colour; decorative, the label is shown beside it. */
export function ContentStatusIcon({ status }: { status: PostStatus }) {
  const Icon = contentStatusIcons[status];
  return <Icon aria-hidden fontSize="small" sx={{ color: contentStatusColours[status] }} />;
}

/**
 * "Revision requested on {date}": beside the status of a delivered post the client asked to revise, which
 * they keep as they received it while the writers work (`at`: when they asked; unknown for old data).
 */
export function RevisionRequestedBadge({ at }: { at: string | null }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<RateReviewIcon aria-hidden />}
      label={at ? `Revision requested on ${formatDate(at)}` : 'Revision requested'}
      sx={{
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        fontWeight: 600,
        borderColor: '#92400e',
        color: '#92400e',
        '& .MuiChip-icon': { color: '#92400e' },
        // At 360 px the whole date is read on two lines rather than cut with an ellipsis.
        '& .MuiChip-label': { whiteSpace: 'normal' },
      }}
    />
  );
}
