import Chip from '@mui/material/Chip';
import type { ReviewState } from '../../../api';

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  ready: 'Ready for review',
  approved: 'Approved',
  returned: 'Returned',
};

// Dark enough for white text (WCAG AA); the label says the state, not the colour alone.
const COLOURS: Record<ReviewState, string> = {
  ready: '#1d4ed8',
  approved: '#15803d',
  returned: '#b45309',
};

/** Where a draft stands in review, as a chip. */
export function ReviewStateChip({ state }: { state: ReviewState }) {
  return (
    <Chip
      size="small"
      label={REVIEW_STATE_LABELS[state]}
      sx={{ bgcolor: COLOURS[state], color: '#fff', fontWeight: 600 }}
    />
  );
}
