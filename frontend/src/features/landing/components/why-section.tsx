import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { productName } from '../../../theme/theme';
import { Section } from './section';
import { PlainList } from './plain-list';

const pains = [
  {
    Icon: EditNoteIcon,
    title: "You don't know what to say",
    text: 'You have years of expertise, yet the blank post box wins every time. We turn what you know into posts people stop scrolling for.',
  },
  {
    Icon: AccessTimeIcon,
    title: "You don't have time",
    text: 'Clients, team and deadlines come first, so LinkedIn slips. We do the writing; you spend about 5 minutes a week on review.',
  },
  {
    Icon: FingerprintIcon,
    title: "You don't want to sound like everyone else",
    text: 'No templates, no recycled hooks, no generic AI filler. We map your voice, so every post sounds like you on a good day.',
  },
];

const results = [
  { value: '300%', label: 'more engagement' },
  { value: '2', label: 'new clients' },
  { value: '25K+', label: 'post views' },
];

export function WhySection() {
  return (
    <Section
      id="why"
      eyebrow={`Why ${productName}`}
      title="LinkedIn works. Writing for it is the hard part."
      intro="Most experts know they should post. Three things get in the way, and we take care of all of them."
    >
      <PlainList sx={{ gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {pains.map(({ Icon, title, text }) => (
          <Paper component="li" key={title} variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
            <Box
              sx={{
                display: 'inline-grid',
                placeItems: 'center',
                width: 48,
                height: 48,
                borderRadius: 2,
                bgcolor: '#e3f2ef',
                color: 'secondary.main',
                mb: 2,
              }}
            >
              <Icon />
            </Box>
            <Typography variant="h5" component="h3" gutterBottom>
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </Paper>
        ))}
      </PlainList>

      <Paper
        component="figure"
        elevation={0}
        sx={{
          m: 0,
          mt: { xs: 6, md: 8 },
          p: { xs: 3, md: 6 },
          bgcolor: 'primary.main',
          color: 'common.white',
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <FormatQuoteIcon aria-hidden sx={{ fontSize: 48, color: '#7fd6c6' }} />
          <Box component="blockquote" sx={{ m: 0 }}>
            <Typography sx={{ fontSize: { xs: '1.125rem', md: '1.375rem' }, lineHeight: 1.5 }}>
              I had been meaning to post for two years. Within a month of working with {productName}, I was
              posting three times a week, and people started quoting my posts back to me in sales calls. Best
              of all, it still sounds exactly like me.
            </Typography>
          </Box>
          <Typography component="figcaption" sx={{ mt: 2, fontWeight: 600 }}>
            Founder of a B2B consultancy, Echo client
          </Typography>
        </Box>
        <PlainList label="Results" sx={{ gap: 2, gridTemplateColumns: 'repeat(3, 1fr)' }}>
          {results.map(({ value, label }) => (
            <Box component="li" key={label} sx={{ textAlign: 'center' }}>
              <Typography
                component="span"
                sx={{ display: 'block', fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}
              >
                {value}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {label}
              </Typography>
            </Box>
          ))}
        </PlainList>
      </Paper>
    </Section>
  );
}
