import { createTheme, responsiveFontSizes } from '@mui/material/styles';

export const productName = 'Ghostline';

// A calm ink-blue and teal on an off-white page; every text colour meets WCAG AA
// (primary on white 9.6:1, secondary 6.1:1, secondary text on the page 7.1:1; white on success 5.3:1
// and on error 6.6:1, as the filled toasts show them; warning, an amber dark enough for text and an
// outlined chip on white, 5.0:1, where MUI's default orange has 3:1; info, a deep blue for the same,
// 7.6:1, where MUI's default has 4.1:1).
export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: '#1b4965' },
      secondary: { main: '#0f6e61' },
      success: { main: '#1e7b34' },
      error: { main: '#b42318' },
      warning: { main: '#b45309' },
      info: { main: '#075985' },
      background: { default: '#f6f8fb', paper: '#ffffff' },
      text: { primary: '#1f2937', secondary: '#4b5563' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '3rem', fontWeight: 700, lineHeight: 1.15 },
      h2: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
      h3: { fontSize: '1.75rem', fontWeight: 600 },
      h4: { fontSize: '1.5rem', fontWeight: 600 },
      h5: { fontSize: '1.25rem', fontWeight: 600 },
      h6: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    // MUI 9's consistent keyboard focus ring on every component.
    focusVisible: true,
    components: {
      // Motion only for those who have not asked their system for less (WCAG 2.3.3): for the others
      // every transition and animation (the ripple, the spinners, the skeletons) ends at once, and
      // scrolling jumps.
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
    },
  }),
);
