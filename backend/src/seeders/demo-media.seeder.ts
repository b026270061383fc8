import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DAY_MS } from '../common/dates.js';
import { PostMedia } from '../content/post-media.entity.js';
import { PostVersion } from '../content/post-version.entity.js';
import { Post } from '../content/post.entity.js';
import { drawImage, putBytes } from '../media/image-variants.js';
import { MediaFile } from '../media/media-file.entity.js';
import type { MediaStorage } from '../media/media-storage.js';
import { drawPdf } from '../media/pdf-pages.js';
import { writePdf } from '../media/pdf-writer.js';
import { newStorageKey, objectKey } from '../media/storage-keys.js';
import type { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import type { User } from '../users/user.entity.js';

/** A square card of two big words on a gradient, as a PNG: drawn from SVG, so no image file ships. */
async function card(words: [string, string], colours: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/>
  </linearGradient></defs>
  <rect width="1200" height="1200" fill="url(#g)"/>
  <circle cx="960" cy="240" r="170" fill="#ffffff" fill-opacity="0.14"/>
  <text x="100" y="600" font-family="sans-serif" font-size="160" font-weight="700" fill="#ffffff">${words[0]}</text>
  <text x="100" y="780" font-family="sans-serif" font-size="160" font-weight="700" fill="#ffffff">${words[1]}</text>
  <text x="100" y="1090" font-family="sans-serif" font-size="44" fill="#ffffff" fill-opacity="0.8">Northwind Hiring</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const SLIDES: string[][] = [
  ['The hiring playbook', 'Nine slides from our first 20 hires'],
  ['1. Write the job', 'Outcomes, not a list of tools'],
  ['2. Score every CV', 'The same five questions, each time'],
  ['3. Call before you meet', 'Twenty minutes saves a day'],
  ['4. Work sample', 'Paid, short, close to the real job'],
  ['5. Two interviews', 'One on the work, one on the team'],
  ['6. References', 'Ask what they would change'],
  ['7. Offer in 48 hours', 'Good people do not wait'],
  ['8. The first 90 days', 'A plan, a buddy, a review'],
];

/**
 * The demo's two posts with media, delivered to the client (docs/product.md, "Images and
 * documents"): three images with alt text, and a PDF carousel of nine pages with its title. The
 * files are made here and drawn as an upload draws them (thumbnail, preview, a document's pages).
 */
export async function seedDemoMedia(
  em: EntityManager,
  storage: MediaStorage,
  { client, subscription, writer }: { client: User; subscription: ClientSubscription; writer: User | null },
): Promise<void> {
  const now = Date.now();
  const store = async (
    bytes: Buffer,
    file: Pick<MediaFile, 'kind' | 'contentType' | 'fileName'>,
  ): Promise<MediaFile> => {
    const storageKey = newStorageKey();
    await putBytes(storage, objectKey(storageKey, 'original'), bytes);
    const drawn =
      file.kind === 'image'
        ? { ...(await drawImage(storage, storageKey, file.contentType)), pageCount: null, previewPages: 0 }
        : { width: null, height: null, ...(await drawPdf(storage, storageKey, bytes.length)) };
    return em.create(MediaFile, {
      ...file,
      ...drawn,
      client,
      uploadedBy: writer,
      byteSize: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
      createdAt: new Date(now - 3 * DAY_MS),
    });
  };

  /** A post delivered with `files`, each kept on the draft and on its one version. */
  const delivered = (
    title: string,
    content: string,
    days: number,
    files: { media: MediaFile; altText?: string; title?: string }[],
  ) => {
    const deliveredAt = new Date(now - DAY_MS);
    const post = em.create(Post, {
      client,
      subscription,
      title,
      content,
      status: 'delivered',
      deliveredAt,
      scheduledFor: new Date(now + days * DAY_MS),
      writtenBy: writer,
      createdAt: new Date(now - 2 * DAY_MS),
    });
    const version = em.create(PostVersion, {
      post,
      number: 1,
      title,
      content,
      writtenBy: writer,
      deliveredBy: writer,
      createdAt: deliveredAt,
    });
    files.forEach(({ media, altText, title: documentTitle }, position) => {
      for (const owner of [{ post }, { version }])
        em.create(PostMedia, {
          ...owner,
          media,
          position,
          altText: altText ?? null,
          title: documentTitle ?? null,
        });
    });
  };

  const images = [
    {
      words: ['HIRE', 'SLOW'] as [string, string],
      colours: ['#1b4965', '#5fa8d3'] as [string, string],
      alt: 'A blue card reading "Hire slow"',
    },
    {
      words: ['ONBOARD', 'FAST'] as [string, string],
      colours: ['#7b2d26', '#f08a4b'] as [string, string],
      alt: 'An orange card reading "Onboard fast"',
    },
    {
      words: ['KEEP', 'LEARNING'] as [string, string],
      colours: ['#2d6a4f', '#95d5b2'] as [string, string],
      alt: 'A green card reading "Keep learning"',
    },
  ];
  const stored = [];
  for (const [index, image] of images.entries()) {
    const bytes = await card(image.words, image.colours);
    stored.push({
      media: await store(bytes, {
        kind: 'image',
        contentType: 'image/png',
        fileName: `card-${index + 1}.png`,
      }),
      altText: image.alt,
    });
  }
  delivered(
    'Three rules from our hiring year',
    'We made 20 hires this year.\n\nThree rules held up every time: hire slow, onboard fast, keep learning.\n\nWhich one do you find hardest?',
    2,
    stored,
  );

  const deck = await store(writePdf({ pages: SLIDES }), {
    kind: 'document',
    contentType: 'application/pdf',
    fileName: 'hiring-playbook.pdf',
  });
  delivered(
    'Our hiring playbook, in nine slides',
    'People keep asking how we hire.\n\nHere is the whole playbook, one step a slide. Save it for your next role.',
    6,
    [{ media: deck, title: 'The hiring playbook' }],
  );
}
