import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { writePdf, type PdfOptions } from '../src/media/pdf-writer.js';

/** Files for the media suites, made in code (nothing binary is committed). */

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } });

export const jpeg = (width = 640, height = 480) => canvas(width, height).jpeg().toBuffer();
export const png = (width = 320, height = 200) => canvas(width, height).png().toBuffer();
export const gif = (width = 120, height = 80) => canvas(width, height).gif().toBuffer();
export const webp = (width = 300, height = 300) => canvas(width, height).webp().toBuffer();

/** A phone photo: GPS position in its EXIF, and turned (orientation 6: shown a quarter turn right). */
export const jpegWithGps = () =>
  canvas(600, 400)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .toBuffer();

/** Whether EXIF data holds a GPS block (its pointer tag, 0x8825, in either byte order). */
export const hasGpsBlock = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** A PNG chunk with its length and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header says 50,000 × 50,000 pixels (2.5 gigapixels once decoded), in a few bytes. */
export function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from('789c030000000001', 'hex')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG that carries a web page in a text chunk near its start (a polyglot). */
export async function pngWithHtml(): Promise<Buffer> {
  const image = await png();
  const text = chunk(
    'tEXt',
    Buffer.from('Comment\0<html><script>alert(document.cookie)</script></html>', 'latin1'),
  );
  // After the signature and IHDR (8 + 25 bytes).
  return Buffer.concat([image.subarray(0, 33), text, image.subarray(33)]);
}

/** A PNG's first bytes, then `size` bytes in all: sniffed as a PNG, too large for an image. */
export async function oversizedPng(size: number): Promise<Buffer> {
  const head = await png(16, 16);
  const file = Buffer.alloc(size);
  head.copy(file);
  return file;
}

export const pdf = (options: Partial<PdfOptions> = {}) =>
  writePdf({ pages: [['A carousel', 'First page'], ['Second page'], ['Third page']], ...options });
export const pdfWithPages = (count: number) =>
  writePdf({ pages: Array.from({ length: count }, (_, index) => [`Page ${index + 1}`]) });
export const pdfWithJavaScript = () => pdf({ javascript: 'app.alert("hello")' });
export const encryptedPdf = () => pdf({ encrypted: true });
/** A PDF that is a web page too: markup right after its header. */
export const pdfWithHtml = () =>
  Buffer.concat([Buffer.from('%PDF-1.4\n%<html><body><script>alert(1)</script>\n'), pdf().subarray(9)]);
