import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/**
 * Why nothing can be delivered to the client now (the server's words: no subscription in force), above
 * the editor before the admin writes, with the way to the client's page where a subscription is added
 * or renewed. A region named by its title, not an alert: it is there on load, nothing happened.
 */
export function DeliveryRefusalAlert({
  reason,
  clientId,
  clientName,
}: {
  reason: string;
  clientId: number;
  clientName: string;
}) {
  const titleId = useId();
  return (
    <Alert severity="warning" role="region" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <AlertTitle id={titleId}>Cannot be delivered yet</AlertTitle>
      <Typography>{reason}.</Typography>
      <Typography sx={{ mt: 1 }}>
        Subscriptions are on{' '}
        <Link component={RouterLink} to={`/admin/clients/${clientId}`}>
          {clientName}&apos;s page
        </Link>
        .
      </Typography>
    </Alert>
  );
}
