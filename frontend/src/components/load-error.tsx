import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

/** A failed load: what failed, the server's message, and a button that tries again. */
export function LoadError({
  title,
  message,
  retryLabel = 'Try Again',
  retrying,
  onRetry,
}: {
  title: string;
  message: string;
  retryLabel?: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
      sx={{ mb: 2, alignItems: 'center' }}
    >
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
