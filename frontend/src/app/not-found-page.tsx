import Typography from '@mui/material/Typography';
import { Page } from '../components/page';

export function NotFoundPage() {
  return (
    <Page title="404 Page Not Found">
      <Typography>Did you forget to add the page to the router?</Typography>
    </Page>
  );
}
