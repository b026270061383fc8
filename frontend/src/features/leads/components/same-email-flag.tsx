import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import Chip from '@mui/material/Chip';

/** "Same email as 2 other leads" */
export const sameEmailText = (count: number) => `Same email as ${count} other lead${count === 1 ? '' : 's'}`;

/**
 * A lead whose email (case and spaces aside) other leads have too: the same person asked twice. The
 * words are the chip's own, so a screen reader reads them with the row.
 */
export function SameEmailFlag({ count }: { count: number }) {
  if (count < 1) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<PeopleAltOutlinedIcon aria-hidden />}
      label={sameEmailText(count)}
      // Darker than MUI's warning orange, so the words meet WCAG AA on white (about 5:1).
      sx={{
        fontWeight: 600,
        color: '#b45309',
        borderColor: '#b45309',
        '& .MuiChip-icon': { color: 'inherit' },
        // On a phone the Email column is narrow: the words wrap inside the chip rather than being cut.
        maxWidth: '100%',
        height: 'auto',
        py: 0.25,
        '& .MuiChip-label': { whiteSpace: 'normal' },
      }}
    />
  );
}
