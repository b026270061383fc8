import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { LeadStatus } from '../../../api';
import { statusLabels } from '../lead-format';

// docs/product.md, "Leads": new blue, contacted orange, converted green, archived outlined. Darker shades
// than MUI's info/warning, so the white label meets WCAG AA (each at least 4.5:1).
const filled: Partial<Record<LeadStatus, string>> = {
  new: '#1d4ed8',
  contacted: '#c2410c',
  converted: '#15803d',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const background = filled[status];
  return (
    <Chip
      size="small"
      label={statusLabels[status]}
      variant={background ? 'filled' : 'outlined'}
      sx={background ? { bgcolor: background, color: '#fff', fontWeight: 600 } : { fontWeight: 600 }}
    />
  );
}

export const OVERDUE_HINT = 'No reply yet: the site promises one within 24 hours';

/**
 * A lead still new a day after it came in. Focusable, so keyboard users reach the tooltip too; the
 * hint is the chip's description.
 */
export function OverdueFlag() {
  return (
    <Tooltip title={OVERDUE_HINT} describeChild>
      <Chip size="small" color="error" variant="outlined" label="Overdue" tabIndex={0} />
    </Tooltip>
  );
}
