import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme', () => {
  // An outlined chip, a text button or a link writes its colour's main on the white paper.
  it.each(['primary', 'secondary', 'success', 'error', 'warning'] as const)(
    'writes %s text on white with at least 4.5:1 contrast (WCAG AA)',
    (color) => {
      expect(
        getContrastRatio(theme.palette[color].main, theme.palette.background.paper),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );
});
