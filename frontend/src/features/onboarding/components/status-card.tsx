import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** A card in place of the questionnaire: an icon, a title, what it means, and a way on. */
export function StatusCard({
  icon,
  title,
  children,
  action = (
    <Button component={RouterLink} to="/" variant="contained">
      Back to Home
    </Button>
  ),
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      {icon}
      <Typography variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
        {children}
      </Typography>
      {action}
    </Paper>
  );
}
