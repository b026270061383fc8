import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/**
 * The client area's card for nothing to show: a heading (a page's h2, or a dashboard card's smaller
 * h3), why, and what to do.
 */
export function EmptyCard({
  title,
  level = 'h2',
  size = 'h6',
  text,
  action,
}: {
  title: string;
  level?: 'h2' | 'h3';
  size?: 'h5' | 'h6';
  text?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ textAlign: 'center', py: level === 'h3' ? 4 : 5 }}>
        <Typography variant={size} component={level} gutterBottom>
          {title}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={action ? { mb: 3 } : undefined}>
            {text}
          </Typography>
        )}
        {action}
      </CardContent>
    </Card>
  );
}
