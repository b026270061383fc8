import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RoundBadge } from '../../../components/round-badge';
import { Section } from './section';
import { PlainList } from './plain-list';

const steps = [
  {
    title: 'Short intake',
    text: 'Tell us about your expertise, your audience and your goals in a 15-minute questionnaire. After that, your part is a short weekly read.',
  },
  {
    title: 'Expert content creation',
    text: 'Your writer maps your voice and turns your ideas, stories and opinions into posts that sound like you.',
  },
  {
    title: 'Easy publishing',
    text: 'Read each post in your dashboard, about 5 minutes a week: ask for a revision, or copy it to LinkedIn and mark it as published. On Phantom, we can schedule and post it for you.',
  },
];

export function ProcessSection() {
  return (
    <Section
      id="process"
      eyebrow="Process"
      title="How It Works"
      intro="From the intake form to your first post, with about 5 minutes a week of your time."
    >
      <PlainList
        ordered
        sx={{ gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {steps.map(({ title, text }, index) => (
          <Box component="li" key={title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <RoundBadge size={48}>{index + 1}</RoundBadge>
            <Box>
              <Typography variant="h5" component="h3" gutterBottom>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </Box>
          </Box>
        ))}
      </PlainList>
    </Section>
  );
}
