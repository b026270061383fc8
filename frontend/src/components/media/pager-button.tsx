import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A Previous/Next button of the carousel and the lightbox. At the end it says so (`aria-disabled`)
 * and does nothing, but stays focusable: a disabled button would drop the focus of a keyboard user who
 * just pressed it to reach the last page.
 */
export function PagerButton({
  label,
  atEnd,
  onPress,
  children,
  sx,
}: {
  label: string;
  atEnd: boolean;
  onPress: () => void;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <IconButton
      aria-label={label}
      aria-disabled={atEnd || undefined}
      onClick={atEnd ? undefined : onPress}
      sx={[
        { '&[aria-disabled="true"]': { opacity: 0.38, cursor: 'default' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </IconButton>
  );
}
