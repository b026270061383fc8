import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Page } from '../components/page';

/** Shown when a route throws, e.g. when a lazy chunk fails to load after a new deployment. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error occurred';
  return (
    <Page title="Something went wrong">
      <Typography gutterBottom>{detail}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Page>
  );
}
