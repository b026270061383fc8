import {
  DOCUMENT_TYPE,
  IMAGE_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_POST,
  type PostMediaKind,
} from '../../api';
import { plural } from '../../components/format';

/** What the file picker offers: the types the server takes. */
export const ACCEPTED_TYPES = [...IMAGE_TYPES, DOCUMENT_TYPE].join(',');

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

const isImage = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);
const isDocument = (file: File) => file.type === DOCUMENT_TYPE;

/** What the post's media holds now (uploads under way included). */
export interface MediaHeld {
  kind: PostMediaKind | null;
  count: number;
}

export interface CheckedFiles {
  /** The files to upload, in the order picked. */
  accepted: File[];
  /** Why each other file (or the whole pick) was refused, one sentence each. */
  problems: string[];
}

/** One file's type and size against the server's limits; null when it passes. */
function fileProblem(file: File): string | null {
  const name = `“${file.name}”`;
  if (!isImage(file) && !isDocument(file)) return `${name} is not a JPEG, PNG, GIF, WebP or PDF file.`;
  if (file.size === 0) return `${name} is empty.`;
  if (isImage(file) && file.size > MAX_IMAGE_BYTES)
    return `${name} is ${megabytes(file.size)}: an image must be at most ${megabytes(MAX_IMAGE_BYTES)}.`;
  if (isDocument(file) && file.size > MAX_DOCUMENT_BYTES)
    return `${name} is ${megabytes(file.size)}: a PDF must be at most ${megabytes(MAX_DOCUMENT_BYTES)}.`;
  return null;
}

/**
 * The checks the server makes on an upload, made first so the writer hears at once (the server's own
 * answer is shown when it still refuses): the types taken, 10 MB an image, 100 MB a PDF, at most 20
 * images, and images or one PDF, never both (docs/product.md, "Images and documents"). The type is the
 * browser's guess from the name; the server reads the bytes.
 */
export function checkFiles(files: File[], held: MediaHeld): CheckedFiles {
  const problems: string[] = [];
  const fine = files.filter((file) => {
    const problem = fileProblem(file);
    if (problem) problems.push(problem);
    return !problem;
  });
  const images = fine.filter(isImage);
  const documents = fine.filter(isDocument);

  if (documents.length && (images.length || held.kind === 'images')) {
    problems.push(
      held.kind === 'images'
        ? 'A post has images or one PDF, not both: remove the images first to add a PDF.'
        : 'A post has images or one PDF, not both: pick images, or one PDF.',
    );
    // The post's images stay; those picked with the PDF may join them.
    if (held.kind !== 'images') return { accepted: [], problems };
  } else if (documents.length) {
    if (held.kind === 'document') {
      problems.push('A post has one PDF: remove it, or replace it, to use another.');
      return { accepted: [], problems };
    }
    if (documents.length > 1) {
      problems.push('A post takes one PDF: pick just one.');
      return { accepted: [], problems };
    }
    return { accepted: documents, problems };
  }
  if (images.length && held.kind === 'document') {
    problems.push('A post has images or one PDF, not both: remove the PDF first to add images.');
    return { accepted: [], problems };
  }
  const free = room(held);
  if (images.length > free) {
    problems.push(
      free === 0
        ? `A post takes at most ${MAX_IMAGES_PER_POST} images: it has ${MAX_IMAGES_PER_POST} already.`
        : `A post takes at most ${MAX_IMAGES_PER_POST} images: ${plural(free, 'more fits', 'more fit')}, so only the first ${free === 1 ? 'one was' : `${free} were`} added.`,
    );
  }
  return { accepted: images.slice(0, free), problems };
}

const room = (held: MediaHeld) =>
  held.kind === 'images' ? MAX_IMAGES_PER_POST - held.count : MAX_IMAGES_PER_POST;

/** A file to put in place of one of the post's: an image for an image, a PDF for the PDF. */
export function checkReplacement(file: File, replacing: PostMediaKind): string | null {
  const problem = fileProblem(file);
  if (problem) return problem;
  if (replacing === 'images' && !isImage(file))
    return 'Replace an image with an image: JPEG, PNG, GIF or WebP.';
  if (replacing === 'document' && !isDocument(file)) return 'Replace the PDF with another PDF.';
  return null;
}
