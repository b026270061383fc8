import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { productName } from '../../app/theme';

export function LandingPage() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 6, sm: 10 }, textAlign: 'center' }}>
      <title>Professional LinkedIn Content Writing</title>
      <Typography variant="overline" component="p" color="secondary" sx={{ fontSize: '1rem' }}>
        {productName}
      </Typography>
      <Typography variant="h1" gutterBottom>
        Professional LinkedIn Content Writing
      </Typography>
      <Typography variant="h5" component="p" gutterBottom>
        We ghostwrite LinkedIn content. You take the credit.
      </Typography>
      <Typography color="text.secondary">Thought leadership. Brand growth. No burnout.</Typography>
    </Container>
  );
}
