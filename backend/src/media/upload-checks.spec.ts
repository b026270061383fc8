import { cleanFileName, looksLikeMarkup, PdfNameScan } from './upload-checks.js';

describe('cleanFileName', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 'photo.jpg'],
    ['Photo.JPEG', 'image/jpeg', 'Photo.jpeg'],
    ['../../etc/passwd', 'image/png', 'passwd.png'],
    ['C:\\Users\\me\\deck.pdf', 'application/pdf', 'deck.pdf'],
    ['evil.html', 'image/png', 'evil.png'],
    ['shell.php.gif', 'image/gif', 'shell.php.gif'],
    ['a\u0000b\u202Egnp.exe', 'image/png', 'abgnp.png'],
    ['line\r\nbreak.webp', 'image/webp', 'linebreak.webp'],
    ['..', 'image/png', 'image.png'],
    ['', 'application/pdf', 'document.pdf'],
    [undefined, 'image/jpeg', 'image.jpg'],
    ['.hidden', 'image/jpeg', 'hidden.jpg'],
    ['what?<b>.png', 'image/png', 'what__b_.png'],
  ])('%j sniffed as %s is offered as %j', (sent, type, name) => {
    expect(cleanFileName(sent, type)).toBe(name);
  });

  it('keeps at most 255 characters, whole ones, with the extension', () => {
    const name = cleanFileName(`${'é'.repeat(300)}.pdf`, 'application/pdf');
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('é.pdf')).toBe(true);
    expect(cleanFileName(`${'😀'.repeat(300)}.png`, 'image/png')).toMatch(/^(😀)+\.png$/u);
  });
});

describe('looksLikeMarkup', () => {
  it.each([
    '<html>',
    '<!DOCTYPE html>',
    '<svg xmlns="x">',
    '<script>',
    '\x89PNG <ScRiPt src=x>',
    '<?xml version="1.0"?>',
  ])('sees markup in %j', (head) => expect(looksLikeMarkup(Buffer.from(head, 'latin1'))).toBe(true));

  it('sees none in a plain PDF head, nor past the first KB', () => {
    expect(looksLikeMarkup(Buffer.from('%PDF-1.4\n1 0 obj << >>'))).toBe(false);
    expect(looksLikeMarkup(Buffer.concat([Buffer.alloc(1024, 32), Buffer.from('<html>')]))).toBe(false);
  });
});

describe('PdfNameScan', () => {
  const scan = (...chunks: string[]) => {
    const scanner = new PdfNameScan();
    for (const chunk of chunks) scanner.push(Buffer.from(chunk, 'latin1'));
    return [...scanner.found].sort();
  };

  it('finds a script and an encryption dictionary in objects', () => {
    expect(scan('1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >> endobj')).toEqual(['javascript']);
    expect(scan('1 0 obj << /AA << /JS 5 0 R >> >>')).toEqual(['javascript']);
    expect(scan('trailer << /Root 1 0 R /Encrypt 9 0 R >>')).toEqual(['encrypted']);
  });

  it('finds a name cut between two chunks', () => {
    expect(scan('1 0 obj << /S /Java', 'Script >>')).toEqual(['javascript']);
    expect(scan('<< /J', 'S (x) >>')).toEqual(['javascript']);
    expect(scan('<< /JS', ' (x) >>')).toEqual(['javascript']);
    expect(scan('<< /Encr', 'ypt 3 0 R >>')).toEqual(['encrypted']);
  });

  it('does not take a longer name, or bytes inside a stream, for one', () => {
    expect(scan('<< /JSON 1 /Encrypted 2 >>')).toEqual([]);
    expect(scan('<< /Length 9 >>\nstream\n/JS (x) /Encrypt\nendstream\nendobj')).toEqual([]);
    expect(scan('<< /Length 9 >>\nstr', 'eam\n/JS (x)', ' /Encrypt\nendst', 'ream\n<< /JS (y) >>')).toEqual([
      'javascript',
    ]);
    expect(scan('<< >>\nstream\nabc\nendstream\n', 'endobj 2 0 obj << /JS (x) >>')).toEqual(['javascript']);
  });
});
