import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { PostDetailsDto } from '../../api';
import { drawnPdf, image, images, manyImages } from '../../test/media-data';
import { listPage, mockApi } from '../../test/mock-api';
import { content } from '../../test/portal-data';
import { renderPages } from '../../test/render-with-providers';
import { stubScreenWidth } from '../../test/screen-width';
import { client } from '../../test/users';
import { ContentDetailsPage } from './content-details-page';

/** The post as GET /api/client/content/7 answers it: delivered a second time, unless said otherwise. */
const details = (overrides: Partial<PostDetailsDto> = {}): PostDetailsDto => ({
  ...content({
    title: 'Why I stopped cold pitching',
    content: 'The first bug was a moth.\n\nWhat was yours?',
  }),
  previousVersion: {
    number: 1,
    title: 'Why I stopped cold calling',
    content: 'The first bug was a moth.\n\nThe second was a meeting.',
    media: null,
    deliveredAt: '2026-11-18T12:00:00.000Z',
  },
  ...overrides,
});

async function openItem(body: PostDetailsDto) {
  mockApi({ 'GET /api/client/content/7': { body }, 'GET /api/client/content': { body: listPage([]) } });
  renderPages({ '/dashboard/content/:id': ContentDetailsPage }, '/dashboard/content/7', {
    signedInAs: client,
  });
  await screen.findByRole('heading', { level: 2, name: 'Why I stopped cold pitching' });
}

const WHAT_CHANGED = 'What changed since you last reviewed';

describe("/dashboard/content/{id}'s What changed", () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('compares the version delivered before with the one the client has, word by word', async () => {
    await openItem(details());

    const region = within(screen.getByRole('region', { name: WHAT_CHANGED }));
    expect(
      region.getByText('Version 1, delivered Nov 18, 2026, against the version you have now.'),
    ).toBeInTheDocument();
    expect(region.getByTestId('diff-summary')).toHaveTextContent('3 words added, 5 removed');
    expect(region.getByTestId('diff-title')).toHaveTextContent(
      'Why I stopped cold removed: calling (end of removal)added: pitching (end of addition)',
    );
    const text = region.getByTestId('diff-text');
    expect([...text.querySelectorAll('del')].map((del) => del.textContent)).toEqual([
      'removed: The second (end of removal)',
      'removed: a meeting. (end of removal)',
    ]);
    expect([...text.querySelectorAll('ins')].map((ins) => ins.textContent)).toEqual([
      'added: What (end of addition)',
      'added: yours? (end of addition)',
    ]);
    // The post itself reads as delivered now.
    expect(screen.getByTestId('content-body').textContent).toBe(
      'The first bug was a moth.\n\nWhat was yours?',
    );
  });

  it('says so when the version delivered again has the same text', async () => {
    const same = details();
    await openItem({
      ...same,
      previousVersion: { ...same.previousVersion!, title: same.title, content: same.content },
    });

    expect(
      within(screen.getByRole('region', { name: WHAT_CHANGED })).getByTestId('diff-summary'),
    ).toHaveTextContent('No changes to the text');
  });

  it('stands by the text on a phone, before the comments', async () => {
    stubScreenWidth(360);
    await openItem(details());

    const whatChanged = screen.getByRole('region', { name: WHAT_CHANGED });
    const comments = await screen.findByRole('region', { name: 'Comments' });
    expect(whatChanged.compareDocumentPosition(comments)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('article').compareDocumentPosition(whatChanged)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  describe('the images and documents', () => {
    const withMedia = (before: PostDetailsDto['media'], after: PostDetailsDto['media']) => {
      const post = details({ media: after });
      return { ...post, previousVersion: { ...post.previousVersion!, media: before } };
    };
    /** The media's changes, once loaded, inside What changed. */
    const mediaChanges = async () => {
      const region = await screen.findByRole('region', { name: 'Media changes' });
      expect(screen.getByRole('region', { name: WHAT_CHANGED })).toContainElement(region);
      return region;
    };

    it('says which images were added, removed and reordered, and whose alt text changed', async () => {
      await openItem(
        withMedia(
          images(image(1), image(2), image(3)),
          images(image(2), image(1, { altText: 'A new caption' }), image(4), image(5)),
        ),
      );
      expect(
        within(await mediaChanges())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Added 2 images',
        'Removed 1 image',
        'Reordered the images',
        'Changed the alt text of image 2',
      ]);
    });

    it('says a document was added where there were images', async () => {
      await openItem(withMedia(manyImages(2), drawnPdf(12)));
      expect(
        within(await mediaChanges())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Removed 2 images', 'Added the document “Five hiring mistakes”']);
    });

    it('says when the images are as they were', async () => {
      await openItem(withMedia(manyImages(2), manyImages(2)));
      expect(await mediaChanges()).toHaveTextContent('No changes to the images');
    });

    it('says nothing of media for text-only versions', async () => {
      await openItem(details());
      expect(screen.getByRole('region', { name: WHAT_CHANGED })).toBeInTheDocument();
      expect(screen.queryByTestId('media-changes')).not.toBeInTheDocument();
    });
  });

  it('is not there after a first delivery', async () => {
    await openItem(details({ previousVersion: null }));

    expect(screen.queryByRole('region', { name: WHAT_CHANGED })).not.toBeInTheDocument();
    expect(screen.queryByTestId('diff-summary')).not.toBeInTheDocument();
  });
});
