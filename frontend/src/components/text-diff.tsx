import { Fragment, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lighten, type Theme } from '@mui/material/styles';
import { VisuallyHidden } from './visually-hidden';
import { diffSummary, diffWords, type DiffPart } from './word-diff';

/** What is compared: a version's title and text. */
export interface ComparedText {
  title: string;
  content: string;
}

/**
 * The tints behind added and removed words: light enough that the body's text colour keeps its contrast
 * on them (text-diff.test.tsx checks 4.5:1); never the only sign, beside the underline and the
 * strike-through.
 */
export const diffTints = (theme: Theme) => ({
  added: lighten(theme.palette.success.main, 0.85),
  removed: lighten(theme.palette.error.main, 0.88),
});

const BREAK = '↵';

/**
 * Two versions of a post compared word by word (docs/product.md, "Content details"): the newer text with
 * its line breaks, added words underlined (`<ins>`), removed ones struck through (`<del>`), each named
 * for a screen reader, and a one-line summary above; the title too when it changed.
 */
export function TextDiff({ before, after }: { before: ComparedText; after: ComparedText }) {
  const title = useMemo(() => diffWords(before.title, after.title), [before.title, after.title]);
  const body = useMemo(() => diffWords(before.content, after.content), [before.content, after.content]);
  const summary = diffSummary({
    added: title.added + body.added,
    removed: title.removed + body.removed,
    changed: title.changed || body.changed,
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {/* Read out when it changes (another pair picked), without the role of the toasts' status. */}
      <Typography aria-live="polite" data-testid="diff-summary" sx={{ fontWeight: 600 }}>
        {summary}
      </Typography>
      {(title.changed || body.changed) && (
        <Typography variant="body2" color="text.secondary">
          Added words are underlined, removed words struck through.
        </Typography>
      )}
      {title.changed && (
        <Box>
          <Typography variant="subtitle2" component="p">
            Title
          </Typography>
          <DiffRuns parts={title.parts} testId="diff-title" />
        </Box>
      )}
      <Box>
        {title.changed && (
          <Typography variant="subtitle2" component="p">
            Text
          </Typography>
        )}
        <DiffRuns parts={body.parts} testId="diff-text" />
      </Box>
    </Box>
  );
}

/**
 * A word diff's runs: the same words as they are, added ones underlined (`<ins>`), removed ones struck
 * through (`<del>`), each named for a screen reader; line breaks kept and marked ↵. Also a suggested
 * edit's quote against its new words (conversation/anchor-quote.tsx).
 */
export function DiffRuns({
  parts,
  testId,
  lineHeight = 1.7,
}: {
  parts: DiffPart[];
  testId: string;
  lineHeight?: number;
}) {
  return (
    <Typography
      component="div"
      data-testid={testId}
      sx={(theme) => ({
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        lineHeight,
        '& ins, & del': { color: 'text.primary', borderRadius: 0.5, px: '1px' },
        '& ins': {
          textDecoration: 'underline',
          textDecorationThickness: '2px',
          textUnderlineOffset: '3px',
          bgcolor: diffTints(theme).added,
        },
        '& del': { textDecoration: 'line-through', bgcolor: diffTints(theme).removed },
        // A word replaced: a hair between what went and what came, which touch otherwise.
        '& del + ins': { ml: '2px' },
      })}
    >
      {parts.map((part, index) => (
        <Fragment key={index}>{run(part)}</Fragment>
      ))}
    </Typography>
  );
}

function run({ kind, text }: DiffPart): ReactNode {
  if (kind === 'same') return text;
  if (kind === 'added') {
    return (
      <ins>
        <VisuallyHidden>added: </VisuallyHidden>
        {/* A line break added is marked where it starts, then made: the text reads as it is now. */}
        {withBreaks(text, true)}
        <VisuallyHidden> (end of addition)</VisuallyHidden>
      </ins>
    );
  }
  return (
    <del>
      <VisuallyHidden>removed: </VisuallyHidden>
      {/* A line break removed is only marked: the text around it reads as it is now, on one line. */}
      {withBreaks(text, false)}
      <VisuallyHidden> (end of removal)</VisuallyHidden>
    </del>
  );
}

/** The text with each line break shown as a mark (named "line break"), and kept when `keep`. */
function withBreaks(text: string, keep: boolean): ReactNode {
  if (!text.includes('\n')) return text;
  return text.split('\n').map((line, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          <span aria-hidden="true">{BREAK}</span>
          <VisuallyHidden> line break </VisuallyHidden>
          {keep && '\n'}
        </>
      )}
      {line}
    </Fragment>
  ));
}
