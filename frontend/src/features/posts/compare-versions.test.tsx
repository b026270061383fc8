import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AdminPostDto } from '../../api';
import { documentMedia, image, images, pdf } from '../../test/media-data';
import { mockApi } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { PostPage } from './post-page';
import { adminPost, clientHandlers, deliveredPost, version } from '../../test/posts-data';

const FIRST = 'The first bug was a moth.\n\nThe second was a meeting.';
const SECOND = 'The first bug was a moth.\n\nWhat was yours?';

/** A post delivered twice: version 1, then version 2 after the client's feedback. */
const versions = [
  version({ id: 2, number: 2, content: SECOND, deliveredAt: '2026-11-23T12:00:00.000Z' }),
  version({ id: 1, number: 1, content: FIRST, deliveredAt: '2026-11-21T12:00:00.000Z' }),
];

async function openPost(post: AdminPostDto) {
  mockApi({ 'GET /api/admin/content/7': { body: post }, ...clientHandlers(post.clientId) });
  const user = userEvent.setup({ delay: null });
  renderPages({ '/admin/content/:id': PostPage }, '/admin/content/7');
  await screen.findByRole('region', { name: 'Revision history' });
  return user;
}

const compare = () => within(screen.getByRole('region', { name: 'Compare versions' }));

async function choose(user: ReturnType<typeof userEvent.setup>, label: 'From' | 'To', option: string) {
  await user.click(compare().getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe("/admin/content/{id}'s Compare versions", () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('opens on the last version delivered against the current draft, and compares any two', async () => {
    const user = await openPost(
      adminPost({
        title: 'Debugging is a team sport',
        content: 'The first bug was a moth.\n\nWhat was yours? Tell me below.',
        deliveredAt: '2026-11-21T12:00:00.000Z',
        revisionRequested: true,
        versions: versions.map((item) => ({ ...item, title: 'Debugging is a team sport' })),
      }),
    );

    expect(compare().getByRole('combobox', { name: 'From' })).toHaveTextContent(
      'Version 2 · delivered Nov 23, 2026',
    );
    expect(compare().getByRole('combobox', { name: 'To' })).toHaveTextContent('Current draft');
    expect(compare().getByTestId('diff-summary')).toHaveTextContent('3 words added');
    expect(
      [...compare().getByTestId('diff-text').querySelectorAll('ins')].map((ins) => ins.textContent),
    ).toEqual(['added:  Tell me below. (end of addition)']);

    // Any two: the first delivery against the second, as the client saw it change.
    await user.click(compare().getByRole('combobox', { name: 'To' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Current draft',
      'Version 2 · delivered Nov 23, 2026',
      'Version 1 · delivered Nov 21, 2026',
    ]);
    await user.click(screen.getByRole('option', { name: 'Version 2 · delivered Nov 23, 2026' }));
    await choose(user, 'From', 'Version 1 · delivered Nov 21, 2026');
    expect(compare().getByTestId('diff-summary')).toHaveTextContent('2 words added, 4 removed');
    const text = compare().getByTestId('diff-text');
    expect([...text.querySelectorAll('del')].map((del) => del.textContent)).toEqual([
      'removed: The second (end of removal)',
      'removed: a meeting. (end of removal)',
    ]);
    expect(text).toHaveTextContent(/added: What \(end of addition\)/);

    // The same version on both sides.
    await choose(user, 'From', 'Version 2 · delivered Nov 23, 2026');
    expect(compare().getByTestId('diff-summary')).toHaveTextContent('No changes to the text');
  });

  it('compares the title too when it changed', async () => {
    await openPost(
      adminPost({
        title: 'Debugging is a sport',
        content: SECOND,
        deliveredAt: '2026-11-21T12:00:00.000Z',
        versions: [version({ title: 'Debugging is a team sport', content: SECOND })],
      }),
    );

    expect(compare().getByTestId('diff-summary')).toHaveTextContent('1 word removed');
    expect(compare().getByTestId('diff-title')).toHaveTextContent('removed: team');
  });

  it('opens on what the last delivery changed on a post out of draft, which has no current draft to pick', async () => {
    const user = await openPost(deliveredPost({ content: SECOND, versions }));

    expect(compare().getByRole('combobox', { name: 'From' })).toHaveTextContent(
      'Version 1 · delivered Nov 21, 2026',
    );
    expect(compare().getByRole('combobox', { name: 'To' })).toHaveTextContent(
      'Version 2 · delivered Nov 23, 2026',
    );
    expect(compare().getByTestId('diff-summary')).toHaveTextContent('2 words added, 4 removed');
    await user.click(compare().getByRole('combobox', { name: 'From' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Version 2 · delivered Nov 23, 2026',
      'Version 1 · delivered Nov 21, 2026',
    ]);
  });

  it('says the current draft is the one last saved while the editor has changes', async () => {
    const user = await openPost(
      adminPost({ content: SECOND, deliveredAt: '2026-11-21T12:00:00.000Z', versions: [version()] }),
    );
    const hint = 'The current draft as last saved: save it to compare your latest changes.';
    expect(compare().queryByText(hint)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Post' }), ' More.');
    expect(compare().getByText(hint)).toBeInTheDocument();
  });

  it('says what changed in the images or the document between any two, or that nothing did', async () => {
    const user = await openPost(
      adminPost({
        deliveredAt: '2026-11-21T12:00:00.000Z',
        media: images(image(3), image(1, { altText: 'A new text' }), image(4)),
        versions: [
          version({
            id: 2,
            number: 2,
            deliveredAt: '2026-11-23T12:00:00.000Z',
            media: images(image(1), image(2), image(3)),
          }),
          version({ id: 1, number: 1, media: documentMedia('Deck', pdf(50)) }),
        ],
      }),
    );
    const changes = () =>
      [...compare().getByTestId('media-changes').querySelectorAll('li')].map((li) => li.textContent);

    expect(compare().getByRole('heading', { name: 'Images or document' })).toBeInTheDocument();
    expect(changes()).toEqual([
      'Added 1 image',
      'Removed 1 image',
      'Reordered the images',
      'Changed the alt text of image 2',
    ]);

    await choose(user, 'From', 'Version 1 · delivered Nov 21, 2026');
    await choose(user, 'To', 'Version 2 · delivered Nov 23, 2026');
    expect(changes()).toEqual(['Removed the document “Deck”', 'Added 3 images']);

    await choose(user, 'To', 'Version 1 · delivered Nov 21, 2026');
    expect(compare().getByText('No change.')).toBeInTheDocument();
  });

  it('says nothing of media when neither side has any', async () => {
    await openPost(
      adminPost({ content: SECOND, deliveredAt: '2026-11-21T12:00:00.000Z', versions: [version()] }),
    );
    expect(compare().queryByRole('heading', { name: 'Images or document' })).not.toBeInTheDocument();
  });

  it.each([
    ['a draft never delivered', adminPost()],
    ['a post delivered once', deliveredPost()],
  ])('is not there on %s: there is one text only', async (_case, post) => {
    await openPost(post);
    expect(screen.queryByRole('region', { name: 'Compare versions' })).not.toBeInTheDocument();
  });
});
