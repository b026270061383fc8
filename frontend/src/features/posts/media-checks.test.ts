import { describe, expect, it } from 'vitest';
import { checkFiles, checkReplacement } from './media-checks';

const MB = 1024 * 1024;

/** A file of `size` bytes without allocating them: only its name, type and size are read. */
function fakeFile(name: string, type: string, size = 1000): File {
  const file = new File([], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const jpg = (name = 'photo.jpg', size?: number) => fakeFile(name, 'image/jpeg', size);
const pdf = (name = 'deck.pdf', size?: number) => fakeFile(name, 'application/pdf', size);
const none = { kind: null, count: 0 } as const;

describe('checkFiles', () => {
  it('takes images and a PDF of the types and sizes the server takes', () => {
    const files = [
      jpg(),
      fakeFile('a.png', 'image/png'),
      fakeFile('b.gif', 'image/gif'),
      fakeFile('c.webp', 'image/webp'),
    ];
    expect(checkFiles(files, none)).toEqual({ accepted: files, problems: [] });
    const document = pdf('deck.pdf', 100 * MB);
    expect(checkFiles([document], none)).toEqual({ accepted: [document], problems: [] });
  });

  it('refuses another type, an empty file and one too large, naming each', () => {
    const fine = jpg('fine.jpg', 10 * MB);
    const { accepted, problems } = checkFiles(
      [
        fakeFile('logo.svg', 'image/svg+xml'),
        jpg('empty.jpg', 0),
        jpg('big.jpg', 12.5 * MB),
        pdf('huge.pdf', 101 * MB),
        fine,
      ],
      none,
    );
    expect(accepted).toEqual([fine]);
    expect(problems).toEqual([
      '“logo.svg” is not a JPEG, PNG, GIF, WebP or PDF file.',
      '“empty.jpg” is empty.',
      '“big.jpg” is 12.5 MB: an image must be at most 10 MB.',
      '“huge.pdf” is 101 MB: a PDF must be at most 100 MB.',
    ]);
  });

  it('refuses images and a PDF together, whichever the post has', () => {
    expect(checkFiles([jpg(), pdf()], none)).toEqual({
      accepted: [],
      problems: ['A post has images or one PDF, not both: pick images, or one PDF.'],
    });
    const more = jpg('more.jpg');
    expect(checkFiles([pdf(), more], { kind: 'images', count: 2 })).toEqual({
      accepted: [more],
      problems: ['A post has images or one PDF, not both: remove the images first to add a PDF.'],
    });
    expect(checkFiles([jpg()], { kind: 'document', count: 1 }).problems).toEqual([
      'A post has images or one PDF, not both: remove the PDF first to add images.',
    ]);
  });

  it('takes one PDF', () => {
    expect(checkFiles([pdf('a.pdf'), pdf('b.pdf')], none).problems).toEqual([
      'A post takes one PDF: pick just one.',
    ]);
    expect(checkFiles([pdf()], { kind: 'document', count: 1 }).problems).toEqual([
      'A post has one PDF: remove it, or replace it, to use another.',
    ]);
  });

  it('takes at most 20 images, the first that fit', () => {
    const picked = [jpg('1.jpg'), jpg('2.jpg'), jpg('3.jpg')];
    expect(checkFiles(picked, { kind: 'images', count: 18 })).toEqual({
      accepted: picked.slice(0, 2),
      problems: ['A post takes at most 20 images: 2 more fit, so only the first 2 were added.'],
    });
    expect(checkFiles(picked, { kind: 'images', count: 20 })).toEqual({
      accepted: [],
      problems: ['A post takes at most 20 images: it has 20 already.'],
    });
    expect(
      checkFiles(
        Array.from({ length: 21 }, (_, i) => jpg(`${i}.jpg`)),
        none,
      ).accepted,
    ).toHaveLength(20);
  });
});

describe('checkReplacement', () => {
  it('takes an image for an image and a PDF for the PDF, within the limits', () => {
    expect(checkReplacement(jpg(), 'images')).toBeNull();
    expect(checkReplacement(pdf(), 'document')).toBeNull();
    expect(checkReplacement(pdf(), 'images')).toBe('Replace an image with an image: JPEG, PNG, GIF or WebP.');
    expect(checkReplacement(jpg(), 'document')).toBe('Replace the PDF with another PDF.');
    expect(checkReplacement(jpg('big.jpg', 11 * MB), 'images')).toBe(
      '“big.jpg” is 11 MB: an image must be at most 10 MB.',
    );
  });
});
