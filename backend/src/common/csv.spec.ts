import { csvCell, toCsv } from './csv.js';

describe('CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['', ''],
  ])('quotes %j only as it needs: %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['a=b', 'a=b'],
  ])('defuses a cell read as a formula: %j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers, yes/no, times and nothing', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('Yes');
    expect(csvCell(false)).toBe('No');
    expect(csvCell(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-21T12:00:00.000Z');
    expect(csvCell(null)).toBe('');
  });

  it('ends each line with CRLF, after a byte order mark', () => {
    expect(toCsv(['A', 'B'], [['1', null]])).toBe('\uFEFFA,B\r\n1,\r\n');
  });
});
