import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../components/page';

export function NotFoundPage() {
  return (
    <Page title="404 Page Not Found">
      <Typography sx={{ mb: 3 }}>Did you forget to add the page to the router?</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to Home
      </Button>
    </Page>
  );
}
