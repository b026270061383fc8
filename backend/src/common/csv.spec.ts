import { csvCell, csvPieces, defuse, toCsv } from './csv.js';

describe('CSV', () => {
  it.each([
    ['plain', '"plain"'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['', '""'],
  ])('quotes every cell, doubling inner quotes: %j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1 555 0100', `"'+1 555 0100"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1', `"'\t'=1"`],
    ['\tplain', `"'\tplain"`],
    ['\rplain', `"'\rplain"`],
    ['a=b', '"a=b"'],
    ['a - b', '"a - b"'],
  ])('defuses a cell read as a formula: %j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    // The payload: a spreadsheet splitting on ";" sees a cell starting with "=".
    ["x;=cmd|' /C calc'!A0", `"x;'=cmd|' /C calc'!A0"`],
    ['x,=1+1', `"x,'=1+1"`],
    ['x\t+1', `"x\t'+1"`],
    ['x\n@SUM(A1)', `"x\n'@SUM(A1)"`],
    ['x\r\n-1', `"x\r\n'-1"`],
    ['x; =1', `"x;' =1"`],
    ['x;"=1', `"x;'""=1"`],
    ['a; b, c', '"a; b, c"'],
  ])('defuses after any separator or line break: %j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['\u00a0=1+1', "'\u00a0=1+1"],
    ['  =1+1', "'  =1+1"],
    ['\u2003\u3000+1', "'\u2003\u3000+1"],
    ['\u200b@x', "'\u200b@x"],
    ['\ufeff=1', "'\ufeff=1"],
    ['"=1', `'"=1`],
    ['x;\u00a0=1', "x;'\u00a0=1"],
  ])('defuses after leading spaces of any kind and quotes: %j → %j', (value, text) => {
    expect(defuse(value)).toBe(text);
  });

  it.each([
    ['\uff1d1+1', "'\uff1d1+1"],
    ['\uff0b1', "'\uff0b1"],
    ['\uff0d1', "'\uff0d1"],
    ['\uff20SUM(A1)', "'\uff20SUM(A1)"],
    ['x;\uff1d1', "x;'\uff1d1"],
  ])('defuses the full-width forms: %j → %j', (value, text) => {
    expect(defuse(value)).toBe(text);
  });

  it('writes numbers, yes/no, times and nothing, quoted', () => {
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvCell(true)).toBe('"Yes"');
    expect(csvCell(false)).toBe('"No"');
    expect(csvCell(new Date('2026-11-21T12:00:00Z'))).toBe('"2026-11-21T12:00:00.000Z"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it('ends each line with CRLF, after a byte order mark', () => {
    expect(toCsv(['A', 'B'], [['1', null]])).toBe('\uFEFF"A","B"\r\n"1",""\r\n');
  });
});

describe('csvPieces', () => {
  const header = ['Name', 'Count'];
  const rows = (count: number) => Array.from({ length: count }, (_, i) => [`Row ${i}`, i]);
  /** The rows as a source that counts how many were read. */
  function source(all: (string | number)[][]) {
    const read = { count: 0 };
    async function* generate() {
      for (const row of all) {
        read.count += 1;
        yield row;
      }
    }
    return { read, rows: generate() };
  }

  it('is the same document as toCsv, the header first, then a piece per batch of rows', async () => {
    const all = rows(2_500);
    const pieces: string[] = [];
    for await (const piece of csvPieces(header, source(all).rows, 1_000)) pieces.push(piece);
    expect(pieces.join('')).toBe(toCsv(header, all));
    expect(pieces.map((piece) => piece.split('\r\n').length - 1)).toEqual([1, 1_000, 1_000, 500]);
  });

  it('reads the rows only as the pieces are pulled: one batch at a time, never the whole set', async () => {
    const { read, rows: pulled } = source(rows(5_000));
    const pieces = csvPieces(header, pulled, 1_000);
    await pieces.next();
    expect(read.count).toBe(0);
    await pieces.next();
    expect(read.count).toBe(1_000);
    await pieces.next();
    expect(read.count).toBe(2_000);
  });

  it('ends with the error of the rows it reads', async () => {
    async function* failing() {
      yield ['one', 1];
      throw new Error('the connection was lost');
    }
    const pieces = csvPieces(header, failing(), 1);
    await pieces.next();
    await pieces.next();
    await expect(pieces.next()).rejects.toThrow('the connection was lost');
  });
});
