import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPostDto, MediaFileDto, SetPostMediaDto } from '../../api';
import { FakeXhr, stubXhr } from '../../test/fake-xhr';
import { documentMedia, image, images, pdf } from '../../test/media-data';
import { mockApi, failure, type Handler } from '../../test/mock-api';
import { adminPost, clientHandlers, deliveredPost, version } from '../../test/posts-data';
import { renderPages, renderWithProviders } from '../../test/render-with-providers';
import { PostMediaEditor } from './components/post-media-editor';
import { MEDIA_SAVE_DEBOUNCE_MS } from './hooks/use-post-media';
import { PostPage } from './post-page';

const SET = 'PUT /api/admin/content/7/media';

/** The PUTs answer the post with the media sent (ids as given, alt text as sent). */
function stubSet(post: AdminPostDto, reply?: Handler) {
  return mockApi({
    [SET]:
      reply ??
      ((body) => {
        const { items, documentTitle } = body as SetPostMediaDto;
        return { body: { ...post, media: items.length ? { ...post.media, items, documentTitle } : null } };
      }),
  });
}

function openEditor(post: AdminPostDto = adminPost()) {
  const user = userEvent.setup({ delay: null });
  const rendered = renderWithProviders(<PostMediaEditor post={post} />);
  return { user, ...rendered };
}

const section = () => within(screen.getByRole('region', { name: 'Images or document' }));
const file = (name: string, type = 'image/jpeg', size = 1000) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const uploaded = (id: number, overrides: Partial<MediaFileDto> = {}): MediaFileDto => {
  const { altText: _alt, ...dto } = image(id, overrides);
  return dto;
};
/** The server's answer to an upload, and what the editor does with it (the list, the save). */
const answer = (xhr: FakeXhr, dto: MediaFileDto) =>
  act(async () => {
    xhr.respond(201, JSON.stringify(dto));
    await Promise.resolve();
  });
const bodies = (api: ReturnType<typeof mockApi>) => api.bodiesOf(SET) as SetPostMediaDto[];

describe('Images or document', () => {
  beforeEach(() => {
    stubXhr();
  });

  it('says what it takes while empty', () => {
    openEditor();
    expect(
      section().getByText('No images or document. Add up to 20 images, or one PDF shown as a carousel.'),
    ).toBeInTheDocument();
  });

  it('uploads the files picked one by one with their progress, lists each and saves the media', async () => {
    const api = stubSet(adminPost());
    const { user } = openEditor();

    await user.upload(screen.getByTestId('media-file-input'), [
      file('one.jpg'),
      file('two.png', 'image/png'),
    ]);
    const first = FakeXhr.last;
    expect(FakeXhr.all).toHaveLength(1);
    act(() => first.progress(40, 100));
    expect(section().getByRole('progressbar', { name: 'Uploading one.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(section().getByText('40%')).toBeInTheDocument();
    expect(section().getByRole('progressbar', { name: 'Waiting to upload two.png' })).toBeInTheDocument();

    await answer(first, uploaded(11, { fileName: 'one.jpg' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    await answer(FakeXhr.last, uploaded(12, { fileName: 'two.png' }));

    expect(await section().findByRole('heading', { name: 'Image 2 of 2' })).toBeInTheDocument();
    expect(section().queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(bodies(api).at(-1)).toEqual({
        items: [
          { mediaId: 11, altText: null },
          { mediaId: 12, altText: null },
        ],
        documentTitle: null,
      }),
    );
    expect(section().getByRole('textbox', { name: 'Alt text of image 1' })).toBeRequired();
    expect(section().getByText('2 images need alt text before delivery.')).toBeInTheDocument();
  });

  it('cancels an upload: nothing joins the post', async () => {
    const api = stubSet(adminPost());
    const { user } = openEditor();
    await user.upload(screen.getByTestId('media-file-input'), file('one.jpg'));

    await user.click(section().getByRole('button', { name: 'Cancel uploading one.jpg' }));

    expect(FakeXhr.last.aborted).toBe(true);
    expect(section().queryByRole('progressbar')).not.toBeInTheDocument();
    expect(bodies(api)).toEqual([]);
  });

  it('checks a file before uploading it, and shows the server refusing one', async () => {
    const { user } = openEditor();
    const input = screen.getByTestId('media-file-input');

    await user.upload(input, [
      file('big.jpg', 'image/jpeg', 12 * 1024 * 1024),
      file('deck.pdf', 'application/pdf'),
    ]);
    expect(section().getByText('“big.jpg” is 12 MB: an image must be at most 10 MB.')).toBeInTheDocument();
    // The PDF alone passed: it uploads.
    expect(FakeXhr.all).toHaveLength(1);
    await act(async () =>
      FakeXhr.last.respond(
        400,
        JSON.stringify({ statusCode: 400, message: 'The PDF has more than 300 pages', error: 'Bad Request' }),
      ),
    );
    expect(
      await section().findByText('Could not upload “deck.pdf”: The PDF has more than 300 pages'),
    ).toBeInTheDocument();
  });

  it('says in words when the media store is away (503), and the file can be sent again', async () => {
    const { user } = openEditor();
    await user.upload(screen.getByTestId('media-file-input'), [file('chart.png', 'image/png')]);
    await act(async () =>
      FakeXhr.last.respond(
        503,
        JSON.stringify({
          statusCode: 503,
          message: 'Media storage is unavailable: try again in a few minutes',
          error: 'Service Unavailable',
        }),
      ),
    );
    expect(
      await section().findByText(
        'Could not upload “chart.png”: Media storage is unavailable: try again in a few minutes',
      ),
    ).toBeInTheDocument();
    await user.click(section().getByRole('button', { name: 'Dismiss the error on chart.png' }));
    expect(section().queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(screen.getByTestId('media-file-input'), [file('chart.png', 'image/png')]);
    expect(FakeXhr.all).toHaveLength(2);
  });

  it('moves an image with the keyboard, focus staying on it, and saves the order', async () => {
    const api = stubSet(adminPost({ media: images(image(1), image(2), image(3)) }));
    const { user } = openEditor(adminPost({ media: images(image(1), image(2), image(3)) }));
    expect(section().getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();

    section().getByRole('button', { name: 'Move image 2 up' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(
        bodies(api)
          .at(-1)
          ?.items.map((item) => item.mediaId),
      ).toEqual([2, 1, 3]),
    );
    // At the top now: focus is on its other move button, named by its new position.
    expect(section().getByRole('button', { name: 'Move image 1 down' })).toHaveFocus();
    expect(section().getByText(/Image 2 moved to position 1 of 3\./)).toBeInTheDocument();
    expect(section().getByRole('textbox', { name: 'Alt text of image 1' })).toHaveValue('Photo 2');

    await user.keyboard(' ');
    await waitFor(() =>
      expect(
        bodies(api)
          .at(-1)
          ?.items.map((item) => item.mediaId),
      ).toEqual([1, 2, 3]),
    );
    expect(section().getByRole('button', { name: 'Move image 2 down' })).toHaveFocus();
  });

  it('keeps a move when a refetch sent before its save lands after it, and takes a later change of the server', async () => {
    const at = (second: number) => `2026-12-06T10:00:0${second}.000Z`;
    const post = adminPost({ media: images(image(1), image(2), image(3)), updatedAt: at(1) });
    const api = stubSet(post, (body) => ({
      body: {
        ...post,
        media: images(...(body as SetPostMediaDto).items.map(({ mediaId }) => image(mediaId))),
        updatedAt: at(5),
      },
    }));
    const { user, rerender } = openEditor(post);
    section().getByRole('button', { name: 'Move image 2 up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies(api)).toHaveLength(1));
    // Its answer read (the mock answers on the next turn of the event loop).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    // The post as a GET sent before that save answers it: older, in the old order.
    rerender(<PostMediaEditor post={{ ...post, media: images(image(1), image(2), image(3)) }} />);
    expect(section().getByRole('textbox', { name: 'Alt text of image 1' })).toHaveValue('Photo 2');

    // Changed on the server since (another writer): taken.
    rerender(
      <PostMediaEditor post={{ ...post, media: images(image(3), image(1), image(2)), updatedAt: at(9) }} />,
    );
    expect(section().getByRole('textbox', { name: 'Alt text of image 1' })).toHaveValue('Photo 3');
  });

  it('saves the alt text on leaving the field, and what was typed when the page goes', async () => {
    const post = adminPost({ media: images(image(1, { altText: null }), image(2)) });
    const api = stubSet(post);
    const { user, unmount } = openEditor(post);
    const alt = section().getByRole('textbox', { name: 'Alt text of image 1' });
    expect(alt).toHaveAccessibleDescription(
      'Needed before delivery: screen readers read it aloud, and LinkedIn takes it.',
    );

    await user.type(alt, 'A desk by a window');
    await user.tab();
    await waitFor(() =>
      expect(bodies(api)).toEqual([
        {
          items: [
            { mediaId: 1, altText: 'A desk by a window' },
            { mediaId: 2, altText: 'Photo 2' },
          ],
          documentTitle: null,
        },
      ]),
    );
    expect(alt).toHaveAccessibleDescription(
      'For whoever cannot see it: screen readers read it aloud, and LinkedIn takes it.',
    );

    await user.type(section().getByRole('textbox', { name: 'Alt text of image 2' }), ' at dusk');
    unmount();
    await waitFor(() =>
      expect(bodies(api).at(-1)?.items[1]).toEqual({ mediaId: 2, altText: 'Photo 2 at dusk' }),
    );
  });

  it('saves the alt text once typing pauses', async () => {
    const post = adminPost({ media: images(image(1, { altText: null })) });
    const api = stubSet(post);
    openEditor(post);
    const alt = section().getByRole('textbox', { name: 'Alt text of image 1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(alt, { target: { value: 'A desk' } });
      act(() => vi.advanceTimersByTime(MEDIA_SAVE_DEBOUNCE_MS - 1));
      fireEvent.change(alt, { target: { value: 'A desk by a window' } });
      act(() => vi.advanceTimersByTime(MEDIA_SAVE_DEBOUNCE_MS - 1));
      // A save starts by saying so (its request is recorded only once it arrives).
      expect(section().queryByText(/Saving…/)).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(section().getByText(/Saving…/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() =>
      expect(bodies(api)).toEqual([
        { items: [{ mediaId: 1, altText: 'A desk by a window' }], documentTitle: null },
      ]),
    );
  });

  it('uploads files dropped on it', async () => {
    stubSet(adminPost());
    openEditor();
    const dropZone = section().getByRole('button', { name: 'Add images or a PDF' }).parentElement!;
    fireEvent.drop(dropZone, { dataTransfer: { files: [file('dropped.webp', 'image/webp')] } });
    expect(await section().findByRole('progressbar', { name: 'Uploading dropped.webp' })).toBeInTheDocument();
    await answer(FakeXhr.last, uploaded(31, { fileName: 'dropped.webp' }));
    expect(await section().findByRole('heading', { name: 'Image 1 of 1' })).toBeInTheDocument();
  });

  it("shows the server's media once it changed there, but never over the writer's typing", async () => {
    const post = adminPost({ media: images(image(1)) });
    stubSet(post);
    const { user, rerender } = openEditor(post);

    rerender(<PostMediaEditor post={{ ...post, media: images(image(1), image(2)) }} />);
    expect(section().getByRole('heading', { name: 'Image 2 of 2' })).toBeInTheDocument();

    await user.type(section().getByRole('textbox', { name: 'Alt text of image 2' }), ' typed');
    rerender(<PostMediaEditor post={{ ...post, media: images(image(1), image(2), image(3)) }} />);
    expect(section().queryByRole('heading', { name: 'Image 3 of 3' })).not.toBeInTheDocument();
    expect(section().getByRole('textbox', { name: 'Alt text of image 2' })).toHaveValue('Photo 2 typed');
    await user.tab();
  });

  it('removes an image once confirmed', async () => {
    const post = adminPost({ media: images(image(1), image(2)) });
    const api = stubSet(post);
    const { user } = openEditor(post);

    await user.click(section().getByRole('button', { name: 'Remove image 2' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies(api)).toEqual([]);

    await user.click(section().getByRole('button', { name: 'Remove image 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this image?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await waitFor(() =>
      expect(bodies(api)).toEqual([{ items: [{ mediaId: 1, altText: 'Photo 1' }], documentTitle: null }]),
    );
    expect(section().getByRole('heading', { name: 'Image 1 of 1' })).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Add images' })).toHaveFocus();
  });

  it('replaces an image in its place, its alt text to write anew', async () => {
    const post = adminPost({ media: images(image(1), image(2)) });
    const api = stubSet(post);
    const { user } = openEditor(post);

    await user.click(section().getByRole('button', { name: 'Replace image 1' }));
    await user.upload(screen.getByTestId('media-replace-input'), file('better.jpg'));
    await answer(FakeXhr.last, uploaded(21, { fileName: 'better.jpg' }));

    await waitFor(() =>
      expect(bodies(api)).toEqual([
        {
          items: [
            { mediaId: 21, altText: null },
            { mediaId: 2, altText: 'Photo 2' },
          ],
          documentTitle: null,
        },
      ]),
    );
    expect(section().getByText(/better\.jpg/)).toBeInTheDocument();
  });

  it("takes a PDF with its file's name as the title to start from, and a title is required", async () => {
    const api = stubSet(adminPost());
    const { user } = openEditor();

    await user.upload(screen.getByTestId('media-file-input'), file('q4-playbook.pdf', 'application/pdf'));
    await answer(FakeXhr.last, { ...pdf(50, { fileName: 'q4-playbook.pdf' }) });

    await waitFor(() =>
      expect(bodies(api)).toEqual([{ items: [{ mediaId: 50 }], documentTitle: 'q4-playbook' }]),
    );
    expect(section().getByText('q4-playbook.pdf · 12 pages')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Add images or a PDF' })).toBeDisabled();

    const title = section().getByRole('textbox', { name: 'Document title' });
    await user.clear(title);
    await user.tab();
    expect(title).toHaveAccessibleDescription('A title is required: LinkedIn shows it above the carousel.');
    expect(bodies(api)).toHaveLength(1);
  });

  it('says when saving failed, and tries again', async () => {
    const post = adminPost({ media: images(image(1), image(2)) });
    let refuse = true;
    const api = stubSet(post, () =>
      refuse ? failure(409, 'This post is no longer a draft') : { body: post },
    );
    const { user } = openEditor(post);

    await user.click(section().getByRole('button', { name: 'Move image 2 up' }));
    expect(
      await section().findByText('Failed to save the images or document: This post is no longer a draft'),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(section().getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(section().queryByText(/Failed to save/)).not.toBeInTheDocument());
    expect(bodies(api)).toHaveLength(2);
  });

  it('shows the media of a post not in draft without a control', () => {
    openEditor(deliveredPost({ id: 7, media: documentMedia('Q4 playbook', pdf(50)) }));
    expect(section().getByRole('heading', { name: 'Q4 playbook' })).toBeInTheDocument();
    expect(section().getByText('deck-50.pdf · 12 pages')).toBeInTheDocument();
    expect(section().queryByRole('button')).not.toBeInTheDocument();
    expect(section().queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('media-file-input')).not.toBeInTheDocument();
  });

  it('shows images read-only with their alt text', () => {
    openEditor(deliveredPost({ id: 7, media: images(image(1), image(2, { altText: null })) }));
    expect(section().getByRole('heading', { name: 'Image 2 of 2' })).toBeInTheDocument();
    expect(section().getByText('Alt text: Photo 1')).toBeInTheDocument();
    expect(section().getByText('No alt text.')).toBeInTheDocument();
    expect(section().queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the post page', () => {
  it("shows the server's refusal for want of alt text, pointing to the images", async () => {
    const reason = 'Image 2 has no alt text: write it before delivering';
    const post = adminPost({ media: images(image(1), image(2, { altText: null })), deliveryRefusal: reason });
    mockApi({
      'GET /api/admin/content/7': { body: post },
      ...clientHandlers(post.clientId),
      'GET /api/admin/content/7/comments': { body: { threads: [] } },
    });
    renderPages({ '/admin/content/:id': PostPage }, '/admin/content/7');

    const refusal = within(await screen.findByRole('region', { name: 'Cannot be delivered yet' }));
    expect(refusal.getByText(`${reason}.`)).toBeInTheDocument();
    expect(refusal.getByRole('link', { name: 'Images or document' })).toHaveAttribute('href', '#post-media');
    expect(refusal.queryByRole('link', { name: /page/ })).not.toBeInTheDocument();
    expect(section().getByText('1 image needs alt text before delivery.')).toBeInTheDocument();
    expect(document.getElementById('post-media')).toContainElement(
      screen.getByRole('region', { name: 'Images or document' }),
    );
  });

  it('says in Revision history what each version changed in the images or document', async () => {
    const post = deliveredPost({
      id: 7,
      versions: [
        version({ id: 3, number: 3, media: documentMedia('Deck') }),
        version({ id: 2, number: 2, media: images(image(2), image(1), image(3)) }),
        version({ id: 1, number: 1, media: images(image(1), image(2)) }),
      ],
    });
    mockApi({
      'GET /api/admin/content/7': { body: post },
      ...clientHandlers(post.clientId),
      'GET /api/admin/content/7/comments': { body: { threads: [] } },
    });
    renderPages({ '/admin/content/:id': PostPage }, '/admin/content/7');

    const history = within(await screen.findByRole('region', { name: 'Revision history' }));
    expect(
      history.getAllByText('Images or document:').map((label) => label.parentElement!.textContent),
    ).toEqual([
      'Images or document: Removed 3 images; Added the document “Deck”.',
      'Images or document: Added 1 image; Reordered the images.',
      'Images or document: Added 2 images.',
    ]);
  });
});
