import Chip from '@mui/material/Chip';

// Dark amber: as text on white, and under a white label, it meets WCAG AA.
const AMBER = '#b45309';

/** "Revision requested" beside a post's status: filled on the post's page, outlined in a list of posts. */
export function RevisionRequestedChip({ outlined = false }: { outlined?: boolean }) {
  return (
    <Chip
      size="small"
      label="Revision requested"
      {...(outlined
        ? { variant: 'outlined', sx: { color: AMBER, borderColor: AMBER, fontWeight: 600 } }
        : { sx: { bgcolor: AMBER, color: '#fff', fontWeight: 600 } })}
    />
  );
}
