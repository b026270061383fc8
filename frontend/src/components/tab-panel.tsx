import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The props that tie a MUI Tab to its TabPanel for assistive technology. */
export function tabProps(group: string, value: string) {
  return { value, id: `${group}-tab-${value}`, 'aria-controls': `${group}-panel-${value}` };
}

/**
 * The panel of one tab. Hidden panels stay mounted, so a half-filled form keeps its input when the
 * user looks at another tab.
 */
export function TabPanel({
  group,
  value,
  current,
  children,
}: {
  group: string;
  value: string;
  current: string;
  children: ReactNode;
}) {
  return (
    <Box
      role="tabpanel"
      id={`${group}-panel-${value}`}
      aria-labelledby={`${group}-tab-${value}`}
      hidden={value !== current}
      sx={{ pt: 3 }}
    >
      {children}
    </Box>
  );
}
