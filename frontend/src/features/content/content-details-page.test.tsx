import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { PostDto } from '../../api';
import { failure, mockApi, type Handler, type Handlers, listPage } from '../../test/mock-api';
import { drawnPdf, manyImages } from '../../test/media-data';
import { content } from '../../test/portal-data';
import { pasteOverLimit } from '../../test/paste-over-limit';
import { renderPages } from '../../test/render-with-providers';
import { client, reviewer } from '../../test/users';
import { ContentDetailsPage } from './content-details-page';
import { ContentPublishPage } from './content-publish-page';
import { ContentRevisionPage } from './content-revision-page';

const ITEM = 'GET /api/client/content/7';
const LIST = 'GET /api/client/content';

function stubItem(item: Handler, more: Handlers = {}) {
  return mockApi({
    [ITEM]: item,
    [LIST]: { body: listPage([]) },
    // A published post shows its numbers (docs/product.md, Performance): none yet.
    'GET /api/client/content/7/performance': {
      body: { postId: 7, publishedAt: null, earliestRecordedOn: null, snapshots: [] },
    },
    ...more,
  });
}

const pages = {
  '/dashboard/content/:id': ContentDetailsPage,
  '/dashboard/content/:id/revision': ContentRevisionPage,
  '/dashboard/content/:id/publish': ContentPublishPage,
};

async function openItem(path = '/dashboard/content/7', signedInAs = client) {
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages(pages, path, { signedInAs });
  await screen.findByRole('heading', { level: 1, name: 'Content Details' });
  return { user, ...rendered };
}

describe('/dashboard/content/{id}', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the post with its line breaks, dates, status and feedback', async () => {
    stubItem({
      body: content({
        scheduledFor: '2026-11-25T12:00:00.000Z',
        feedbackNotes: 'Make it shorter please.',
      }),
    });
    await openItem();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Why I stopped cold pitching' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText('Created on Nov 20, 2026 • Scheduled for Nov 25, 2026')).toBeInTheDocument();
    const body = screen.getByTestId('content-body');
    expect(body.textContent).toBe('First line of the post.\nSecond line, after a break.');
    expect(body).toHaveStyle({ whiteSpace: 'pre-wrap' });
    const feedback = screen.getByRole('region', { name: 'Your Revision Feedback:' });
    expect(feedback).toHaveTextContent('Make it shorter please.');
    expect(screen.getByRole('link', { name: 'Back to Content List' })).toHaveAttribute(
      'href',
      '/dashboard/content',
    );
    expect(screen.getByRole('button', { name: 'Copy to Clipboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as Published' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Revision' })).toBeInTheDocument();
  });

  it('offers only what the server allows', async () => {
    stubItem({
      body: content({
        status: 'published',
        canPublish: false,
        canRequestRevision: false,
        revisionBlock: 'not-delivered',
      }),
    });
    await openItem();

    await screen.findByRole('heading', { level: 2, name: 'Why I stopped cold pitching' });
    expect(screen.queryByRole('region', { name: 'Your Revision Feedback:' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Published' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Revision' })).not.toBeInTheDocument();
  });

  it("offers a client's reviewer the feedback, never publishing nor the numbers", async () => {
    const api = stubItem({ body: content({ canPublish: true, canRequestRevision: true }) });
    await openItem('/dashboard/content/7/publish', reviewer);

    await screen.findByRole('heading', { level: 2, name: 'Why I stopped cold pitching' });
    expect(screen.getByRole('button', { name: 'Request Revision' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Published' })).not.toBeInTheDocument();
    // The publish address opens nothing for them.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).not.toContain('GET /api/client/content/7/performance');
  });

  it('shows a reviewer a published post without its numbers', async () => {
    const api = stubItem({ body: content({ status: 'published', canPublish: false }) });
    await openItem('/dashboard/content/7', reviewer);

    await screen.findByRole('heading', { level: 2, name: 'Why I stopped cold pitching' });
    expect(screen.queryByRole('region', { name: 'Performance' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).not.toContain('GET /api/client/content/7/performance');
  });

  it('says Content Not Found on a 404', async () => {
    stubItem(failure(404, 'Content not found'));
    await openItem();

    expect(await screen.findByText('Content Not Found')).toBeInTheDocument();
    expect(
      screen.getByText('The requested content could not be found or there was an error loading it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Content List' })).toHaveAttribute(
      'href',
      '/dashboard/content',
    );
  });

  it('says Content Not Found for an id that is not a number, without asking the server', async () => {
    const api = stubItem({ body: content() });
    await openItem('/dashboard/content/abc');

    expect(screen.getByText('Content Not Found')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('copies the post to the clipboard', async () => {
    stubItem({ body: content() });
    const { user } = await openItem();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await user.click(await screen.findByRole('button', { name: 'Copy to Clipboard' }));
    expect(writeText).toHaveBeenCalledWith('First line of the post.\nSecond line, after a break.');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied to clipboard');
    expect(screen.getByRole('status')).toHaveTextContent('The content has been copied to your clipboard.');
  });

  it('says when copying fails', async () => {
    stubItem({ body: content() });
    const { user } = await openItem();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));

    await user.click(await screen.findByRole('button', { name: 'Copy to Clipboard' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to copy');
    expect(alert).toHaveTextContent('There was an error copying the content.');
  });

  describe('revision', () => {
    it('refuses feedback under 10 characters, then sends it and refetches the post and the list', async () => {
      let item: PostDto = content();
      const api = stubItem(() => ({ body: item }), {
        'POST /api/client/content/7/revision': (body) => {
          item = content({
            revisionRequested: true,
            revisionRequestedAt: '2026-11-22T12:00:00.000Z',
            revisionCount: 1,
            feedbackNotes: (body as { feedbackNotes: string }).feedbackNotes,
            canRequestRevision: false,
            revisionBlock: 'in-revision',
            canPublish: false,
          });
          return { body: item };
        },
      });
      const { user } = await openItem();
      await user.click(await screen.findByRole('button', { name: 'Request Revision' }));

      const dialog = within(await screen.findByRole('dialog', { name: 'Request Content Revision' }));
      expect(
        dialog.getByText('Be as specific as possible to help our writers address your needs.'),
      ).toBeInTheDocument();
      const field = dialog.getByRole('textbox', { name: 'Revision feedback' });
      await user.type(field, '123456789');
      expect(dialog.getByText('9/1,000 characters')).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Submit Revision Request' }));
      expect(
        await dialog.findByText('Please provide at least 10 characters of feedback'),
      ).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(api.bodiesOf('POST /api/client/content/7/revision')).toEqual([]);

      await user.type(field, '0 shorter');
      await user.click(dialog.getByRole('button', { name: 'Submit Revision Request' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Revision requested');
      expect(screen.getByRole('status')).toHaveTextContent(
        "Your feedback has been sent to our team. We'll update your content soon.",
      );
      expect(api.bodiesOf('POST /api/client/content/7/revision')).toEqual([
        { feedbackNotes: '1234567890 shorter' },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('region', { name: 'Your Revision Feedback:' })).toHaveTextContent(
        '1234567890 shorter',
      );
      // The client keeps the delivered version, marked with the date they asked; no second request.
      expect(screen.getByText('Delivered')).toBeInTheDocument();
      expect(screen.getByText('Revision requested on Nov 22, 2026')).toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Request Revision' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        "Our writers are working on the revision you asked for. We'll update your content soon.",
      );
      expect(screen.queryByRole('button', { name: 'Mark as Published' })).not.toBeInTheDocument();
      expect(api.bodiesOf(ITEM)).toHaveLength(2);
    });

    it('keeps feedback pasted over 1,000 characters whole, says how far over, and sends nothing', async () => {
      const api = stubItem({ body: content() });
      const { user } = await openItem();
      await user.click(await screen.findByRole('button', { name: 'Request Revision' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Request Content Revision' }));
      await pasteOverLimit(
        user,
        dialog.getByRole('textbox', { name: 'Revision feedback' }),
        'f'.repeat(1500),
        'Please keep your feedback to 1000 characters or fewer 1,500/1,000 characters: 500 over',
        dialog.getByRole('button', { name: 'Submit Revision Request' }),
      );
      expect(api.bodiesOf('POST /api/client/content/7/revision')).toEqual([]);
    });

    it('names the revisions as sold to the client, not the plan list of today', async () => {
      stubItem({
        body: content({
          plan: 'ghost',
          revisionsPerPost: 2,
          revisionCount: 2,
          canRequestRevision: false,
          revisionBlock: 'plan-limit',
        }),
      });
      await openItem();

      expect(await screen.findByRole('button', { name: 'Request Revision' })).toHaveAccessibleDescription(
        'Your Ghost plan includes 2 revisions per post. Upgrade your plan or contact us for more.',
      );
    });

    it("keeps Request Revision on a Ghost post whose revision is used, disabled, with the plan's limit and how to get more", async () => {
      stubItem({
        body: content({
          plan: 'ghost',
          revisionsPerPost: 1,
          revisionCount: 1,
          canRequestRevision: false,
          revisionBlock: 'plan-limit',
        }),
      });
      await openItem();

      const button = await screen.findByRole('button', { name: 'Request Revision' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'Your Ghost plan includes 1 revision per post. Upgrade your plan or contact us for more.',
      );
      expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
        'href',
        '/dashboard/subscription',
      );
      // Contact us writes to the team's address (GET /api/site) once it has loaded.
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute(
          'href',
          expect.stringMatching(/^mailto:hello@ghostline\.test\?subject=/),
        ),
      );
      expect(screen.getByRole('button', { name: 'Mark as Published' })).toBeEnabled();
    });

    it('keeps the dialog and the text when the server refuses', async () => {
      stubItem(
        { body: content() },
        {
          'POST /api/client/content/7/revision': failure(
            409,
            'Your Ghost plan includes 1 revision per post, and this post has used it',
          ),
        },
      );
      const { user } = await openItem();
      await user.click(await screen.findByRole('button', { name: 'Request Revision' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Request Content Revision' }));
      await user.type(dialog.getByRole('textbox', { name: 'Revision feedback' }), 'Please change the hook.');
      await user.click(dialog.getByRole('button', { name: 'Submit Revision Request' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error requesting revision');
      expect(alert).toHaveTextContent(
        'Your Ghost plan includes 1 revision per post, and this post has used it',
      );
      expect(screen.getByRole('dialog', { name: 'Request Content Revision' })).toBeInTheDocument();
      expect(dialog.getByRole('textbox', { name: 'Revision feedback' })).toHaveValue(
        'Please change the hook.',
      );
    });

    it('opens at /revision, and Cancel goes back to the post', async () => {
      stubItem({ body: content() });
      const { user, router } = await openItem('/dashboard/content/7/revision');

      const dialog = await screen.findByRole('dialog', { name: 'Request Content Revision' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/content/7'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 2, name: 'Why I stopped cold pitching' })).toBeVisible(),
      );
    });

    it('does not open at /revision when the post allows none', async () => {
      stubItem({ body: content({ canRequestRevision: false }) });
      await openItem('/dashboard/content/7/revision');

      await screen.findByRole('heading', { level: 2 });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('publish', () => {
    it('opens at /publish and marks the post published without a URL', async () => {
      const api = stubItem(
        { body: content() },
        { 'POST /api/client/content/7/publish': { body: content() } },
      );
      const { user } = await openItem('/dashboard/content/7/publish');

      const dialog = within(await screen.findByRole('dialog', { name: 'Mark as Published' }));
      await user.click(dialog.getByRole('button', { name: 'Confirm Published' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Marked as published');
      expect(screen.getByRole('status')).toHaveTextContent('Your content has been marked as published.');
      expect(api.bodiesOf('POST /api/client/content/7/publish')).toEqual([{}]);
      await waitFor(() => expect(api.bodiesOf(ITEM)).toHaveLength(2));
    });

    it('sends the LinkedIn URL when given, and checks it first', async () => {
      const api = stubItem(
        { body: content() },
        { 'POST /api/client/content/7/publish': { body: content() } },
      );
      const { user } = await openItem();
      await user.click(await screen.findByRole('button', { name: 'Mark as Published' }));

      const dialog = within(await screen.findByRole('dialog', { name: 'Mark as Published' }));
      const field = dialog.getByRole('textbox', { name: 'LinkedIn post URL (optional)' });
      for (const address of [
        'not a url',
        'https://evil.example/posts/1',
        'http://www.linkedin.com/posts/1',
      ]) {
        await user.clear(field);
        await user.type(field, address);
        await user.click(dialog.getByRole('button', { name: 'Confirm Published' }));
        expect(await dialog.findByText('Please enter a valid LinkedIn URL')).toBeInTheDocument();
      }
      expect(api.bodiesOf('POST /api/client/content/7/publish')).toEqual([]);

      await user.clear(field);
      await user.type(field, 'https://www.linkedin.com/posts/jane-1');
      await user.click(dialog.getByRole('button', { name: 'Confirm Published' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Marked as published');
      expect(api.bodiesOf('POST /api/client/content/7/publish')).toEqual([
        { publishedUrl: 'https://www.linkedin.com/posts/jane-1' },
      ]);
    });

    it('shows the server message when publishing fails', async () => {
      stubItem(
        { body: content() },
        {
          'POST /api/client/content/7/publish': failure(
            409,
            'Only delivered or scheduled content can be published',
          ),
        },
      );
      const { user } = await openItem();
      await user.click(await screen.findByRole('button', { name: 'Mark as Published' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Mark as Published' })).getByRole('button', {
          name: 'Confirm Published',
        }),
      );

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error marking as published');
      expect(alert).toHaveTextContent('Only delivered or scheduled content can be published');
    });
  });

  describe('the LinkedIn preview, folded as the feed folds it', () => {
    const LONG = 'My hook line.\nA second line.\nA third line.\nThe fourth line, behind see more.';

    it('shows what readers see before "…see more" under the client’s name, on a desktop or a phone', async () => {
      stubItem({ body: content({ content: LONG }) });
      const { user } = await openItem();
      const preview = within(await screen.findByRole('region', { name: 'LinkedIn preview' }));
      expect(preview.getByText('Jane Doe')).toBeInTheDocument();
      const body = preview.getByTestId('preview-body');
      expect(body).toHaveTextContent('My hook line. A second line. A third line.…see more');
      expect(body).not.toHaveTextContent('fourth');

      await user.click(preview.getByRole('button', { name: 'Mobile' }));
      expect(preview.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByTestId('linkedin-preview')).toHaveAttribute('data-device', 'mobile');

      await user.click(preview.getByRole('button', { name: 'see more' }));
      expect(body).toHaveTextContent('The fourth line, behind see more.');
      expect(preview.getByRole('button', { name: 'see less' })).toHaveAttribute('aria-expanded', 'true');
    });

    it('names the client as the author whoever reads it, a reviewer too', async () => {
      stubItem({ body: content({ authorName: 'Ada Lovelace' }) });
      await openItem('/dashboard/content/7', reviewer);
      const preview = within(await screen.findByRole('region', { name: 'LinkedIn preview' }));
      expect(preview.getByText('Ada Lovelace')).toBeInTheDocument();
      expect(preview.getByText('AL')).toBeInTheDocument();
      expect(preview.queryByText('Rita Reviewer')).not.toBeInTheDocument();
    });

    it('shows a short post whole, with no "see more"', async () => {
      stubItem({ body: content() });
      await openItem();
      const preview = within(await screen.findByRole('region', { name: 'LinkedIn preview' }));
      expect(preview.getByTestId('preview-body')).toHaveTextContent(
        'First line of the post. Second line, after a break.',
      );
      expect(preview.queryByRole('button', { name: 'see more' })).not.toBeInTheDocument();
      // A text-only post: the preview is its text alone.
      expect(preview.queryByTestId('linkedin-media')).not.toBeInTheDocument();
      expect(preview.queryByRole('img', { name: /Image|Page/ })).not.toBeInTheDocument();
    });

    it('shows the post’s images under the text as the feed does, on a desktop and on a phone', async () => {
      stubItem({ body: content({ media: manyImages(3) }) });
      const { user } = await openItem();
      const preview = within(await screen.findByRole('region', { name: 'LinkedIn preview' }));
      const images = await preview.findByRole('group', { name: '3 images' });
      expect(
        within(images)
          .getAllByRole('img')
          .map((image) => image.getAttribute('alt')),
      ).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
      // After the text, inside the post's card.
      expect(
        preview.getByTestId('preview-body').compareDocumentPosition(images) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      // The client's view: no sign meant for the team.
      expect(preview.queryByText('No alt text')).not.toBeInTheDocument();

      await user.click(preview.getByRole('button', { name: 'Mobile' }));
      expect(preview.getByRole('group', { name: '3 images' })).toBeInTheDocument();
      await user.click(preview.getByRole('button', { name: 'Photo 3' }));
      expect(within(await screen.findByRole('dialog')).getByRole('status')).toHaveTextContent('Image 3 of 3');
    });

    it('shows a document as a carousel with its title and page count', async () => {
      stubItem({ body: content({ media: drawnPdf(12, 5) }) });
      await openItem();
      const preview = within(await screen.findByRole('region', { name: 'LinkedIn preview' }));
      const carousel = within(await preview.findByRole('region', { name: 'Five hiring mistakes' }));
      expect(carousel.getByText('12 pages')).toBeInTheDocument();
      expect(carousel.getByRole('status')).toHaveTextContent('Page 1 of 12');
    });
  });
});
