import { screen, within } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { theme } from '../theme/theme';
import { diffTints, TextDiff, type ComparedText } from './text-diff';

const TITLE = 'Debugging is a team sport';

function renderDiff(before: Partial<ComparedText>, after: Partial<ComparedText>) {
  const rendered = renderWithProviders(
    <TextDiff
      before={{ title: TITLE, content: '', ...before }}
      after={{ title: TITLE, content: '', ...after }}
    />,
  );
  const text = screen.getByTestId('diff-text');
  return {
    ...rendered,
    text,
    ins: [...text.querySelectorAll('ins')],
    del: [...text.querySelectorAll('del')],
  };
}

describe('TextDiff', () => {
  it('names each addition and removal for a screen reader, beside the underline and the strike-through', () => {
    const { text, ins, del } = renderDiff(
      { content: 'We priced by the hour.' },
      { content: 'We priced by the outcome.' },
    );
    expect(screen.getByTestId('diff-summary')).toHaveTextContent('1 word added, 1 removed');
    expect(screen.getByText('Added words are underlined, removed words struck through.')).toBeInTheDocument();
    expect(del.map((element) => element.textContent)).toEqual(['removed: hour (end of removal)']);
    expect(ins.map((element) => element.textContent)).toEqual(['added: outcome (end of addition)']);
    // The marks are read out, not shown: the words are.
    expect(within(del[0]!).getByText('removed:')).toHaveStyle({ position: 'absolute', width: '1px' });
    expect(del[0]).toHaveStyle({ textDecorationLine: 'line-through' });
    expect(ins[0]).toHaveStyle({ textDecorationLine: 'underline' });
    // The newer text, in reading order, with the removed word where it was.
    expect(text.textContent).toBe(
      'We priced by the removed: hour (end of removal)added: outcome (end of addition).',
    );
    expect(screen.queryByText('Title')).not.toBeInTheDocument();
  });

  it('says so when the texts are the same, and marks nothing', () => {
    const { text, ins, del } = renderDiff(
      { content: 'Nothing changed.\nAt all.' },
      { content: 'Nothing changed.\nAt all.' },
    );
    expect(screen.getByTestId('diff-summary')).toHaveTextContent('No changes to the text');
    expect(ins).toEqual([]);
    expect(del).toEqual([]);
    expect(text.textContent).toBe('Nothing changed.\nAt all.');
    expect(screen.queryByText(/Added words are underlined/)).not.toBeInTheDocument();
  });

  it('keeps the line breaks, and marks one added or removed', () => {
    const added = renderDiff(
      { content: 'First line.\nSecond line.' },
      { content: 'First line.\nSecond line.\n\nA new paragraph.' },
    );
    expect(added.text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(added.text.textContent!.startsWith('First line.\nSecond line.')).toBe(true);
    expect(screen.getByTestId('diff-summary')).toHaveTextContent('3 words added');
    // Each break added is marked ↵, named, and made: the new paragraph starts on its own line.
    expect(added.ins.map((element) => element.textContent)).toEqual([
      'added: ↵ line break \n↵ line break \nA new paragraph. (end of addition)',
    ]);
    added.unmount();

    const removed = renderDiff({ content: 'Two\n\nparagraphs.' }, { content: 'Two paragraphs.' });
    expect(screen.getByTestId('diff-summary')).toHaveTextContent(
      'Only punctuation, spaces or line breaks changed',
    );
    // A break removed is marked, not made: the text reads on one line, as it is now.
    expect(removed.del.map((element) => element.textContent)).toEqual([
      'removed: ↵ line break ↵ line break  (end of removal)',
    ]);
    expect(removed.text.textContent).not.toContain('\n');
  });

  it('compares the title too when it changed', () => {
    renderDiff(
      { title: 'Debugging is a team sport', content: 'Same body.' },
      { title: 'Debugging is a sport', content: 'Same body.' },
    );
    expect(screen.getByTestId('diff-summary')).toHaveTextContent('1 word removed');
    expect(screen.getByText('Title')).toBeInTheDocument();
    expect(screen.getByText('Text')).toBeInTheDocument();
    const title = screen.getByTestId('diff-title');
    expect([...title.querySelectorAll('del')].map((element) => element.textContent)).toEqual([
      'removed: team  (end of removal)',
    ]);
    expect(screen.getByTestId('diff-text').textContent).toBe('Same body.');
  });

  it("keeps the body's text colour readable on the tints behind added and removed words (WCAG AA)", () => {
    const tints = diffTints(theme);
    expect(getContrastRatio(theme.palette.text.primary, tints.added)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(theme.palette.text.primary, tints.removed)).toBeGreaterThanOrEqual(4.5);
  });
});
