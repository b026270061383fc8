/**
 * A small PDF writer: plain pages of text, enough for the demo's carousel, the tests' fixtures (with
 * JavaScript, encryption, many pages) and the upload benchmark's large files (`padding`, written as an
 * unreferenced stream so the file is big without being heavy to draw).
 */
export interface PdfOptions {
  /** Each page's lines of text; one page per entry. */
  pages: string[][];
  /** A JavaScript action run on opening (what the upload refuses). */
  javascript?: string;
  /** A JavaScript action on a form field of the first page (kept-stroke), not on the document. */
  fieldScript?: string;
  /** A standard security handler's dictionary (an encrypted file; no password opens it). */
  encrypted?: boolean;
  /** Bytes of an unreferenced stream, to make a large file. */
  padding?: number;
  /** Page size in points (A4 landscape-ish square by default, as carousels are). */
  size?: { width: number; height: number };
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');
/** Text as a PDF literal string: backslash, parentheses escaped; anything beyond Latin-1 as `?`. */
const literal = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')})`;

/** The file's bytes, in pieces (the padding in 1 MB pieces of one reused buffer): write them in order. */
export function* pdfPieces(options: PdfOptions): Generator<Buffer> {
  const { width, height } = options.size ?? { width: 1080, height: 1080 };
  const objects: (string | { padding: number })[] = [];
  const add = (body: string | { padding: number }) => objects.push(body) as number;
  const catalog = add('');
  const pages = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const field = options.fieldScript ? add('') : 0;
  const kids: number[] = [];
  options.pages.forEach((lines, index) => {
    const text = lines
      .map(
        (line, at) =>
          `BT /F1 ${at === 0 ? 64 : 36} Tf 80 ${height - 160 - at * 70} Td ${literal(line)} Tj ET`,
      )
      .join('\n');
    const content = `0.93 0.95 1 rg 0 0 ${width} ${height} re f\n0.1 0.2 0.5 rg 0 0 ${width} 24 re f\n0 0 0 rg\n${text}\nBT /F1 28 Tf ${width - 140} 60 Td (${index + 1}) Tj ET`;
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${width} ${height}] ` +
          `/Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R` +
          `${field && index === 0 ? ` /Annots [${field} 0 R]` : ''} >>`,
      ),
    );
  });
  const openAction = options.javascript
    ? ` /OpenAction << /S /JavaScript /JS ${literal(options.javascript)} >>`
    : '';
  if (field)
    objects[field - 1] =
      `<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /Rect [80 80 400 120] /P ${kids[0]} 0 R ` +
      `/AA << /K << /S /JavaScript /JS ${literal(options.fieldScript!)} >> >> >>`;
  const form = field ? ` /AcroForm << /Fields [${field} 0 R] >>` : '';
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R${openAction}${form} >>`;
  objects[pages - 1] =
    `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const encrypt = options.encrypted
    ? add(
        `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 ` +
          `/O <${'6d'.repeat(32)}> /U <${'a5'.repeat(32)}> >>`,
      )
    : 0;
  if (options.padding) add({ padding: options.padding });

  let offset = 0;
  const offsets: number[] = [];
  const emit = (piece: Buffer) => {
    offset += piece.length;
    return piece;
  };
  yield emit(latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'));
  for (const [index, body] of objects.entries()) {
    offsets.push(offset);
    if (typeof body === 'string') {
      yield emit(latin1(`${index + 1} 0 obj\n${body}\nendobj\n`));
      continue;
    }
    yield emit(latin1(`${index + 1} 0 obj\n<< /Length ${body.padding} >>\nstream\n`));
    const block = Buffer.alloc(Math.min(body.padding, 1024 * 1024));
    for (let left = body.padding; left > 0; left -= block.length)
      yield emit(left >= block.length ? block : block.subarray(0, left));
    yield emit(latin1('\nendstream\nendobj\n'));
  }
  const xref = offset;
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  const id = encrypt ? ` /Encrypt ${encrypt} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]` : '';
  yield emit(
    latin1(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${id} >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
}

/** The whole file in memory (small files: fixtures, the demo). */
export const writePdf = (options: PdfOptions): Buffer => Buffer.concat([...pdfPieces(options)]);
