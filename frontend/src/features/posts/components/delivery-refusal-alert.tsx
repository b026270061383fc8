import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/**
 * Why nothing can be delivered to the client now (the server's words), above the editor before the
 * admin writes, with the way to fix it: for want of a subscription in force, the client's page where
 * one is added or renewed; for an image without alt text, the post's images (`mediaAnchor`). A region
 * named by its title, not an alert: it is there on load, nothing happened.
 */
export function DeliveryRefusalAlert({
  reason,
  clientId,
  clientName,
  mediaAnchor,
}: {
  reason: string;
  clientId: number;
  clientName: string;
  /** The id of the post's media section, where alt text is written. */
  mediaAnchor?: string;
}) {
  const titleId = useId();
  // The server says which rule refuses; only the alt text one is fixed on this page.
  const aboutAltText = mediaAnchor !== undefined && /alt text/i.test(reason);
  return (
    <Alert severity="warning" role="region" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <AlertTitle id={titleId}>Cannot be delivered yet</AlertTitle>
      <Typography>{reason}.</Typography>
      {aboutAltText ? (
        <Typography sx={{ mt: 1 }}>
          Alt text is written under <Link href={`#${mediaAnchor}`}>Images or document</Link>: screen readers
          read it, and LinkedIn takes it.
        </Typography>
      ) : (
        <Typography sx={{ mt: 1 }}>
          Subscriptions are on{' '}
          <Link component={RouterLink} to={`/admin/clients/${clientId}`}>
            {clientName}&apos;s page
          </Link>
          .
        </Typography>
      )}
    </Alert>
  );
}
