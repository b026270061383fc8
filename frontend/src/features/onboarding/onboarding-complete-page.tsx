import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import RateReviewIcon from '@mui/icons-material/RateReview';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../components/page';
import { RoundBadge } from '../../components/round-badge';

// docs/product.md, "Onboarding complete": the next steps and their promises.
const nextSteps = [
  {
    Icon: RateReviewIcon,
    title: 'Team review',
    text: 'Our team reviews your answers within 1 business day.',
  },
  {
    Icon: EditNoteIcon,
    title: 'First drafts begin',
    text: 'Your writer maps your voice and starts drafting your first posts.',
  },
  {
    Icon: MarkEmailReadIcon,
    title: 'First content by email',
    text: 'Your first content arrives in your inbox within 48 hours.',
  },
];

export function OnboardingCompletePage() {
  return (
    <Page title="Thank You!" maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Box sx={{ textAlign: 'center', mb: 4 }}>
          <TaskAltIcon aria-hidden color="secondary" sx={{ fontSize: 56, mb: 1 }} />
          <Typography sx={{ fontSize: '1.125rem' }}>
            Your onboarding information has been submitted. Here is what happens next.
          </Typography>
        </Box>
        <Typography variant="h5" component="h2" gutterBottom>
          Next steps
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
          {nextSteps.map(({ Icon, title, text }, index) => (
            <Box component="li" key={title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <RoundBadge size={44}>
                <Icon fontSize="small" />
              </RoundBadge>
              <Box>
                <Typography variant="h6" component="h3">
                  {index + 1}. {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <Button component={RouterLink} to="/" variant="contained" size="large">
            Back to Home
          </Button>
        </Box>
      </Paper>
    </Page>
  );
}
