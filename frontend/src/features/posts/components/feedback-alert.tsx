import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { FeedbackQuote } from './feedback-quote';

/**
 * Feedback on a draft, above the editor where its writer works on it: a region named `title` (not an
 * alert: it is there on load, nothing happened), whose words they are, the words, and what to do next.
 */
export function FeedbackAlert({
  title,
  from,
  text,
  next,
}: {
  title: string;
  from: ReactNode;
  text: string | null;
  next: ReactNode;
}) {
  const titleId = useId();
  return (
    <Alert
      severity="warning"
      role="region"
      aria-labelledby={titleId}
      sx={{ mb: 3, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle id={titleId}>{title}</AlertTitle>
      {from && <Typography sx={{ mb: 1 }}>{from}</Typography>}
      <FeedbackQuote text={text} />
      <Typography sx={{ mt: 1.5 }}>{next}</Typography>
    </Alert>
  );
}
