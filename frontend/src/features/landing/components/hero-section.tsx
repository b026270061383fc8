import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import RepeatIcon from '@mui/icons-material/Repeat';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { scrollToSection } from '../scroll-to-section';
import { PlainList } from './plain-list';

// The service's claims (docs/product.md, "Landing page").
const claims = [
  { value: '15 min', label: 'intake form' },
  { value: '5 min', label: 'of review per week' },
  { value: '2-4 weeks', label: 'to visible engagement' },
  { value: '3-6 months', label: 'to a bigger network' },
];

export function HeroSection() {
  return (
    <Box
      sx={{
        color: 'common.white',
        // Ink blue into teal: white text keeps at least 6:1 contrast everywhere on it.
        background: 'linear-gradient(135deg, #0d2a3d 0%, #1b4965 55%, #0f6e61 100%)',
        pt: { xs: 6, md: 10 },
        pb: { xs: 8, md: 12 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 6, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            component="p"
            sx={{ fontWeight: 600, fontSize: { xs: '1rem', sm: '1.125rem' }, color: '#c9f2ea', mb: 2 }}
          >
            We ghostwrite LinkedIn content. You take the credit.
          </Typography>
          <Typography variant="h1" sx={{ mb: 2 }}>
            Professional LinkedIn Content Writing
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 500, mb: 2 }}>
            Thought leadership. Brand growth. No burnout.
          </Typography>
          <Typography sx={{ fontSize: '1.125rem', maxWidth: 620, mb: 4, opacity: 0.92 }}>
            Tell us about yourself in a 15-minute intake form. Our writers learn your voice and deliver posts
            that sound like you; reviewing them takes about 5 minutes a week. Expect more engagement within
            2-4 weeks and a growing network within 3-6 months.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 5 }}>
            <Button
              size="large"
              variant="contained"
              onClick={() => scrollToSection('form')}
              sx={{
                bgcolor: 'common.white',
                color: 'primary.main',
                '&:hover': { bgcolor: '#e8f1f7' },
              }}
            >
              Get 3 Free Post Ideas
            </Button>
            <Button
              size="large"
              variant="outlined"
              color="inherit"
              onClick={() => scrollToSection('packages')}
            >
              View Packages
            </Button>
          </Stack>
          <PlainList
            label="What to expect"
            sx={{ gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2 }}
          >
            {claims.map(({ value, label }) => (
              <Box component="li" key={label} sx={{ borderLeft: 3, borderColor: '#7fd6c6', pl: 1.5 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.25rem' }}>
                  {value}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block', opacity: 0.9 }}>
                  {label}
                </Typography>
              </Box>
            ))}
          </PlainList>
        </Box>
        <SamplePost />
      </Container>
    </Box>
  );
}

/** An illustration of a post as LinkedIn shows it: drawn with components, no image to download. */
function SamplePost() {
  return (
    <Paper
      aria-hidden
      elevation={12}
      sx={{ display: { xs: 'none', md: 'block' }, p: 3, color: 'text.primary', transform: 'rotate(1.5deg)' }}
    >
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 2 }}>
        {/* An avatar's circle of initials (MUI's Avatar would add its code to the page's first load). */}
        <Box
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'secondary.main',
            color: 'common.white',
            fontSize: '1.25rem',
          }}
        >
          AR
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>Alex Rivera</Typography>
          <Typography variant="body2" color="text.secondary">
            Founder &amp; CEO · 2h
          </Typography>
        </Box>
      </Stack>
      <Typography sx={{ mb: 1.5 }}>
        I almost lost our biggest client in year one.
        <br />
        Not because of the product. Because I stopped listening.
      </Typography>
      <Typography sx={{ mb: 2 }}>Here are the 3 questions I now ask every client, every quarter:</Typography>
      <Stack
        direction="row"
        sx={{ gap: 3, pt: 1.5, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
      >
        <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
          <ThumbUpOutlinedIcon fontSize="small" />
          <Typography variant="body2">1,248</Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
          <ChatBubbleOutlineIcon fontSize="small" />
          <Typography variant="body2">186</Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
          <RepeatIcon fontSize="small" />
          <Typography variant="body2">74</Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
