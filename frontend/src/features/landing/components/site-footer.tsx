import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AppLink } from '../app-link';
import { productName } from '../../../theme/theme';
import { useContactMailto } from '../../../components/contact-email';

// Placeholders until these pages exist (docs/product.md, "Landing page"), but Contact: a mail to the team's
// contact address.
const columns = [
  { title: 'Company', links: ['About Us', 'Careers', 'Contact'] },
  { title: 'Resources', links: ['Blog', 'LinkedIn Tips', 'Privacy Policy', 'Terms of Service'] },
];

const linkSx = { color: '#d5e3ec', '&:hover': { color: 'common.white' } };

export function SiteFooter() {
  // Until the address arrives, Contact shows as plain text.
  const contactMailto = useContactMailto();
  return (
    <Box component="footer" sx={{ bgcolor: '#0d2a3d', color: '#d5e3ec', py: { xs: 6, md: 8 } }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' },
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Typography
            component="p"
            sx={{ color: 'common.white', fontWeight: 800, fontSize: '1.25rem', mb: 1 }}
          >
            {productName} content studio
          </Typography>
          <Typography variant="body2" sx={{ maxWidth: 360 }}>
            Done-for-you LinkedIn ghostwriting for founders, executives and experts.
          </Typography>
        </Box>
        {columns.map(({ title, links }) => (
          <Box component="nav" key={title} aria-labelledby={`footer-${title}`}>
            <Typography
              id={`footer-${title}`}
              component="h2"
              variant="subtitle2"
              sx={{ color: 'common.white', textTransform: 'uppercase', letterSpacing: '0.08em', mb: 1.5 }}
            >
              {title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {links.map((label) => (
                <li key={label}>
                  <Link
                    href={label === 'Contact' ? contactMailto : '#'}
                    underline="hover"
                    variant="body2"
                    sx={linkSx}
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Container>
      <Container
        maxWidth="lg"
        sx={{
          mt: 5,
          pt: 3,
          borderTop: 1,
          borderColor: 'rgba(255, 255, 255, 0.15)',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2">
          © {new Date().getFullYear()} {productName}. All rights reserved.
        </Typography>
        <Link component={AppLink} to="/admin/login" underline="hover" variant="body2" sx={linkSx}>
          Admin
        </Link>
      </Container>
    </Box>
  );
}
