import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DiskStorage } from './disk-storage.js';
import { drawPdf, PDF_WITH_JAVASCRIPT } from './pdf-pages.js';
import { writePdf } from './pdf-writer.js';
import { newStorageKey, objectKey } from './storage-keys.js';

/**
 * The PDF's own checks, past the upload's byte scan (which a script inside a compressed object stream
 * would pass): pdf.js reads the stored file.
 */
describe('drawPdf', () => {
  let root: string;
  let storage: DiskStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'pdf-pages-'));
    storage = new DiskStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const stored = async (bytes: Buffer) => {
    const key = newStorageKey();
    await storage.put(objectKey(key, 'original'), Readable.from([bytes]), 'application/pdf');
    return { key, size: bytes.length };
  };

  it('counts the pages and draws the first ones with a thumbnail and a preview', async () => {
    const { key, size } = await stored(writePdf({ pages: [['One'], ['Two']] }));

    expect(await drawPdf(storage, key, size)).toEqual({ pageCount: 2, previewPages: 2 });
    expect((await readdir(join(root, key))).sort()).toEqual([
      'original',
      'page-1',
      'page-2',
      'preview',
      'thumbnail',
    ]);
  });

  it("refuses a script run on opening (the document's own)", async () => {
    const { key, size } = await stored(writePdf({ pages: [['Open']], javascript: 'app.alert("hi")' }));

    await expect(drawPdf(storage, key, size)).rejects.toThrow(PDF_WITH_JAVASCRIPT);
  });

  it('refuses a script on a form field, not only on the document', async () => {
    const { key, size } = await stored(writePdf({ pages: [['Form']], fieldScript: 'app.alert("hi")' }));

    await expect(drawPdf(storage, key, size)).rejects.toThrow(PDF_WITH_JAVASCRIPT);
  });
});
