import { describe, expect, it } from 'vitest';
import { documentMedia, image, images, pdf } from '../../test/media-data';
import { describeMediaChanges } from './media-changes';

describe('describeMediaChanges', () => {
  it('says nothing when neither side has media, or nothing changed', () => {
    expect(describeMediaChanges(null, null)).toEqual([]);
    expect(describeMediaChanges(images(), null)).toEqual([]);
    expect(describeMediaChanges(images(image(1), image(2)), images(image(1), image(2)))).toEqual([]);
    expect(describeMediaChanges(documentMedia('Deck'), documentMedia('Deck'))).toEqual([]);
  });

  it('says media added or removed, images counted and a document by its title', () => {
    expect(describeMediaChanges(null, images(image(1), image(2), image(3)))).toEqual(['Added 3 images']);
    expect(describeMediaChanges(images(image(1)), null)).toEqual(['Removed 1 image']);
    expect(describeMediaChanges(null, documentMedia('Q4 playbook'))).toEqual([
      'Added the document “Q4 playbook”',
    ]);
    expect(describeMediaChanges(documentMedia('Q4 playbook'), images())).toEqual([
      'Removed the document “Q4 playbook”',
    ]);
  });

  it('says images traded for a document as a removal and an addition', () => {
    expect(describeMediaChanges(images(image(1), image(2)), documentMedia('Deck'))).toEqual([
      'Removed 2 images',
      'Added the document “Deck”',
    ]);
  });

  it('says images added, removed, reordered and alt text changed, each once', () => {
    const before = images(image(1), image(2), image(3));
    expect(describeMediaChanges(before, images(image(1), image(2), image(3), image(4)))).toEqual([
      'Added 1 image',
    ]);
    // Removing one keeps the others' order: not a reorder.
    expect(describeMediaChanges(before, images(image(1), image(3)))).toEqual(['Removed 1 image']);
    expect(describeMediaChanges(before, images(image(3), image(1), image(2)))).toEqual([
      'Reordered the images',
    ]);
    expect(
      describeMediaChanges(
        before,
        images(image(1, { altText: 'A new text' }), image(2), image(3, { altText: null })),
      ),
    ).toEqual(['Changed the alt text of images 1 and 3']);
    expect(describeMediaChanges(before, images(image(5), image(2, { altText: 'Other' }), image(1)))).toEqual([
      'Added 1 image',
      'Removed 1 image',
      'Reordered the images',
      'Changed the alt text of image 2',
    ]);
  });

  it('says a document replaced, or its title changed', () => {
    expect(describeMediaChanges(documentMedia('Deck', pdf(50)), documentMedia('New deck', pdf(51)))).toEqual([
      'Replaced the document “Deck” with “New deck”',
    ]);
    expect(describeMediaChanges(documentMedia('Deck'), documentMedia('Deck, final'))).toEqual([
      "Changed the document's title from “Deck” to “Deck, final”",
    ]);
  });
});
