import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { headerOffset } from '../scroll-to-section';

/**
 * A landing page section: a region named by its h2, a target of the header's navigation (it takes
 * focus when scrolled to, and stops below the fixed header).
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  sx,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const titleId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      tabIndex={-1}
      sx={[
        { py: { xs: 8, md: 12 }, scrollMarginTop: headerOffset, '&:focus': { outline: 'none' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 }, textAlign: 'center' }}>
          {eyebrow && (
            <Typography
              component="p"
              variant="overline"
              color="secondary"
              sx={{ fontWeight: 700, letterSpacing: '0.12em' }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography id={titleId} variant="h2" gutterBottom>
            {title}
          </Typography>
          {intro && (
            <Typography component="p" variant="h6" color="text.secondary" sx={{ fontWeight: 400 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
