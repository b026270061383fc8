import {
  ALT_TEXT_REQUIRED,
  mediaDeliveryRefusal,
  mediaThumbnailUrl,
  postMediaKind,
  toPostMediaDto,
  type AttachedFile,
} from './post-media-reader.js';

const file = (id: number, kind: 'image' | 'document', fields: Partial<AttachedFile> = {}): AttachedFile => ({
  position: 0,
  altText: null,
  title: null,
  ...fields,
  file: {
    id,
    kind,
    contentType: kind === 'image' ? 'image/png' : 'application/pdf',
    byteSize: 10,
    fileName: kind === 'image' ? 'a.png' : 'a.pdf',
    width: kind === 'image' ? 10 : null,
    height: kind === 'image' ? 10 : null,
    pageCount: kind === 'image' ? null : 12,
    previewPages: kind === 'image' ? 0 : 10,
    storageKey: 'a'.repeat(48),
  },
});

describe("a post's media as it is read", () => {
  it('refuses delivery while any image has no alt text, blanks counting as none; a document needs none', () => {
    expect(mediaDeliveryRefusal(undefined)).toBeNull();
    expect(mediaDeliveryRefusal([file(1, 'image', { altText: 'A desk' })])).toBeNull();
    expect(mediaDeliveryRefusal([file(1, 'image', { altText: 'A desk' }), file(2, 'image')])).toBe(
      ALT_TEXT_REQUIRED,
    );
    expect(mediaDeliveryRefusal([file(1, 'image', { altText: '  ' })])).toBe(ALT_TEXT_REQUIRED);
    expect(mediaDeliveryRefusal([file(1, 'document', { title: 'Deck' })])).toBeNull();
  });

  it("tells images from a document, and gives a document its title and pages at the reader's addresses", () => {
    expect(postMediaKind([])).toBeNull();
    expect(postMediaKind([file(1, 'image'), file(2, 'image')])).toBe('images');
    const reader = { kind: 'client', postId: 7 } as const;
    const dto = toPostMediaDto([file(3, 'document', { title: 'Deck' })], reader);
    expect(dto).toMatchObject({ kind: 'document', documentTitle: 'Deck', items: [{ id: 3, altText: null }] });
    // Ten of the twelve pages were drawn: those are the ones a reader may fetch.
    expect(dto!.items[0]!.pageUrls).toHaveLength(10);
    expect(toPostMediaDto([], reader)).toBeNull();
    expect(mediaThumbnailUrl([file(3, 'document')], reader)).toBe('/api/client/content/7/media/3/thumbnail');
    expect(mediaThumbnailUrl(undefined, reader)).toBeNull();
  });
});
