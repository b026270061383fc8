import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AdminPostDto, ChangePostStatusDto, PostStatus, UpdatePostDto } from '../../api';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { image } from '../../test/media-data';
import { renderPages } from '../../test/render-with-providers';
import { PostPage } from './post-page';
import { adminPost, clientHandlers, deliveredPost, version } from '../../test/posts-data';

const ITEM = 'GET /api/admin/content/7';
const UPDATE = 'PATCH /api/admin/content/7';
const STATUS = 'POST /api/admin/content/7/status';
const DELETE = 'DELETE /api/admin/content/7';
const REFUSAL = 'This client has no subscription in force: add or renew one before delivering';

const NEXT: Record<PostStatus, PostStatus[]> = {
  draft: ['delivered'],
  delivered: ['scheduled', 'published', 'draft'],
  scheduled: ['published', 'delivered', 'draft'],
  published: [],
};

/** The server's side of a move, enough for the page to show what follows. */
function moved(post: AdminPostDto, { status, publishedUrl }: ChangePostStatusDto): AdminPostDto {
  const delivering = post.status === 'draft' && status === 'delivered';
  return {
    ...post,
    status,
    allowedStatuses: NEXT[status],
    editable: status === 'draft',
    publishedUrl: publishedUrl ?? post.publishedUrl,
    ...(delivering && {
      revisionRequested: false,
      deliveredAt: post.deliveredAt ?? '2026-11-24T12:00:00.000Z',
      versions: [
        version({ id: post.versions.length + 1, number: post.versions.length + 1, content: post.content }),
        ...post.versions,
      ],
    }),
  };
}

/** The post at /api/admin/content/7, kept up to date by the page's writes. */
function stubPost(initial: AdminPostDto, more: Handlers = {}) {
  let post = initial;
  return mockApi({
    [ITEM]: () => ({ body: post }),
    ...clientHandlers(initial.clientId),
    // A published post shows its numbers (docs/product.md, Performance): none yet.
    'GET /api/admin/content/7/performance': {
      body: { postId: 7, publishedAt: null, earliestRecordedOn: null, snapshots: [] },
    },
    [UPDATE]: (body) => {
      const changes = body as UpdatePostDto;
      post = { ...post, ...changes, scheduledFor: changes.scheduledFor ?? null };
      return { body: post };
    },
    [STATUS]: (body) => {
      post = moved(post, body as ChangePostStatusDto);
      return { body: post };
    },
    ...more,
  });
}

async function openPost(path = '/admin/content/7') {
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages({ '/admin/content/:id': PostPage }, path);
  await screen.findByRole('heading', { level: 1 });
  return { user, ...rendered };
}

const status = () => within(screen.getByRole('region', { name: 'Status' }));
/** The Status card, once the post has loaded. */
const findStatus = async () => within(await screen.findByRole('region', { name: 'Status' }));
const postField = () => screen.getByRole('textbox', { name: 'Post' });
const titleField = () => screen.getByRole('textbox', { name: 'Title' });

describe('/admin/content/{id}', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['a draft', adminPost()],
    ['a delivered post with a revision asked for', deliveredPost({ revisionRequested: true })],
  ])('skips no heading level on %s', async (_case, post) => {
    stubPost(post);
    await openPost();
    await screen.findByRole('region', { name: 'Status' });

    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index] + 1));
    expect(screen.getByRole('form', { name: 'Post' })).toBeInTheDocument();
  });

  it('shows a draft: whose it is, its text and preview, and what may happen to it', async () => {
    stubPost(adminPost());
    await openPost();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Why I stopped cold pitching' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Why I stopped cold pitching | Ghostline');
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/clients/3');
    expect(screen.getByText(/· Echo plan/)).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByText('Revision requested')).not.toBeInTheDocument();
    expect(titleField()).toHaveValue('Why I stopped cold pitching');
    expect(postField()).toHaveValue('First line of the post.\nSecond line, after a break.');
    expect(postField()).not.toHaveAttribute('readonly');
    expect(screen.getByTestId('character-count')).toHaveTextContent('51 / 3,000');
    expect(screen.getByTestId('preview-body').textContent).toBe(
      'First line of the post.\nSecond line, after a break.',
    );
    expect(screen.queryByTestId('linkedin-media')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();

    expect(status().getByRole('button', { name: 'Deliver to client' })).toHaveAccessibleDescription(
      'The client will get an email that this post is ready for review.',
    );
    expect(status().getByRole('button', { name: 'Deliver to client' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Cannot be delivered yet' })).not.toBeInTheDocument();
    expect(status().getByRole('button', { name: 'Delete draft' })).toBeEnabled();
    expect(status().queryByRole('button', { name: 'Back to draft' })).not.toBeInTheDocument();
    expect(status().queryByRole('button', { name: 'Mark as published' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Revision history' })).getByText('Not delivered yet.'),
    ).toBeInTheDocument();
  });

  it('shows the draft’s images in its preview, marking for the team the one without alt text', async () => {
    const media = {
      kind: 'images' as const,
      documentTitle: null,
      items: [image(1), image(2, { altText: null })],
    };
    stubPost(adminPost({ media, mediaKind: 'images', mediaCount: 2 }));
    await openPost();
    const preview = within(await screen.findByRole('region', { name: 'LinkedIn preview' }));
    expect(await preview.findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    expect(preview.getByRole('button', { name: /Image 2 of 2/ })).toHaveTextContent('No alt text');
    expect(preview.getAllByText('No alt text')).toHaveLength(1);
  });

  it('saves the draft', async () => {
    const api = stubPost(adminPost());
    const { user } = await openPost();

    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    fireEvent.change(screen.getByLabelText('Scheduled for'), { target: { value: '2026-11-25T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Draft saved');
    expect(api.bodiesOf(UPDATE)).toEqual([
      {
        title: 'Why I stopped cold pitching!',
        content: 'First line of the post.\nSecond line, after a break.',
        scheduledFor: new Date('2026-11-25T09:30').toISOString(),
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Why I stopped cold pitching!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(screen.getByLabelText('Scheduled for')).toHaveValue('2026-11-25T09:30');
  });

  it('keeps the input when saving fails', async () => {
    stubPost(adminPost(), { [UPDATE]: failure(409, 'This post is delivered: move it back to draft') });
    const { user } = await openPost();

    await user.type(await screen.findByRole('textbox', { name: 'Post' }), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save the draft');
    expect(alert).toHaveTextContent('This post is delivered: move it back to draft');
    expect(postField()).toHaveValue('First line of the post.\nSecond line, after a break. More.');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  });

  it('delivers the draft once confirmed, emailing the client', async () => {
    const api = stubPost(adminPost());
    const { user } = await openPost();

    await user.click((await findStatus()).getByRole('button', { name: 'Deliver to client' }));
    const dialog = screen.getByRole('dialog', { name: 'Deliver to client?' });
    expect(dialog).toHaveTextContent('The client will get an email that this post is ready for review.');
    await user.click(within(dialog).getByRole('button', { name: 'Deliver' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Post delivered');
    expect(toast).toHaveTextContent('The client has been emailed a link to review it.');
    expect(api.bodiesOf(STATUS)).toEqual([{ status: 'delivered' }]);
    expect(api.bodiesOf(UPDATE)).toEqual([]);

    // Refetched: delivered, the text read-only, its first version kept.
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(postField()).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { level: 3, name: /^Version 1 · delivered/ })).toBeInTheDocument();
    expect(status().getByRole('button', { name: 'Back to draft' })).toBeInTheDocument();
  });

  it("says, before and after, that a post for a client on the weekly digest joins Monday's digest: no email", async () => {
    const api = stubPost(adminPost({ deliveryNotice: 'digest' }));
    const { user } = await openPost();

    const deliver = (await findStatus()).getByRole('button', { name: 'Deliver to client' });
    expect(deliver).toHaveAccessibleDescription(
      "The client chose the weekly review digest: no email goes now, and this post joins Monday's digest.",
    );
    await user.click(deliver);
    const dialog = screen.getByRole('dialog', { name: 'Deliver to client?' });
    expect(dialog).toHaveTextContent("this post joins Monday's digest");
    expect(dialog).not.toHaveTextContent(/will get an email/);
    await user.click(within(dialog).getByRole('button', { name: 'Deliver' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent("No email now: it joins the client's weekly review digest on Monday.");
    expect(toast).not.toHaveTextContent(/emailed/);
    expect(api.bodiesOf(STATUS)).toEqual([{ status: 'delivered' }]);
  });

  it('says no email goes to a client without an address', async () => {
    stubPost(adminPost({ deliveryNotice: 'none' }));
    await openPost();

    expect(
      (await findStatus()).getByRole('button', { name: 'Deliver to client' }),
    ).toHaveAccessibleDescription(
      'The client has no email address on file: no email goes; they find it in their portal.',
    );
  });

  it('says why a draft cannot be delivered while the client has no subscription in force, and does not offer to', async () => {
    const api = stubPost(adminPost({ deliveryRefusal: REFUSAL }));
    const { user } = await openPost();

    const warning = within(await screen.findByRole('region', { name: 'Cannot be delivered yet' }));
    expect(warning.getByText(`${REFUSAL}.`)).toBeInTheDocument();
    expect(warning.getByRole('link', { name: "Ada Lovelace's page" })).toHaveAttribute(
      'href',
      '/admin/clients/3',
    );
    const deliver = status().getByRole('button', { name: 'Deliver to client' });
    expect(deliver).toBeDisabled();
    expect(deliver).toHaveAccessibleDescription(`${REFUSAL}.`);
    // The draft is still worked on and saved.
    await user.type(titleField(), '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Draft saved');
    expect(api.bodiesOf(STATUS)).toEqual([]);
  });

  it('shows no such warning once the post is delivered', async () => {
    stubPost(deliveredPost({ deliveryRefusal: REFUSAL }));
    await openPost();

    expect(await findStatus()).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Cannot be delivered yet' })).not.toBeInTheDocument();
  });

  it('saves unsaved changes before delivering', async () => {
    const api = stubPost(adminPost());
    const { user } = await openPost();

    await user.type(await screen.findByRole('textbox', { name: 'Post' }), '\nP.S.');
    await user.click(status().getByRole('button', { name: 'Deliver to client' }));
    const dialog = screen.getByRole('dialog', { name: 'Deliver to client?' });
    expect(dialog).toHaveTextContent('Your unsaved changes are saved first.');
    await user.click(within(dialog).getByRole('button', { name: 'Deliver' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Post delivered');
    expect(api.calls.filter((call) => !call.key.startsWith('GET '))).toEqual([
      expect.objectContaining({
        key: UPDATE,
        body: expect.objectContaining({
          content: 'First line of the post.\nSecond line, after a break.\nP.S.',
        }),
      }),
      expect.objectContaining({ key: STATUS, body: { status: 'delivered' } }),
    ]);
  });

  it('does not deliver a post over the limit, and shows the server refusing', async () => {
    const api = stubPost(adminPost(), {
      [STATUS]: failure(409, 'LinkedIn allows 3,000 characters and this post has 3,001: shorten it'),
    });
    const { user } = await openPost();

    await user.click(await screen.findByRole('textbox', { name: 'Post' }));
    await user.paste('x'.repeat(2950));
    await user.click(status().getByRole('button', { name: 'Deliver to client' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too long for LinkedIn');
    expect(alert).toHaveTextContent('shorten the post by 1 before delivering');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(postField()).toHaveFocus();

    // Within the limit here, refused by the server: the message shows, the text stays.
    await user.type(postField(), '{Backspace}');
    await user.click(status().getByRole('button', { name: 'Deliver to client' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deliver' }));

    await waitFor(() => expect(api.bodiesOf(STATUS)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Delivery failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('this post has 3,001');
    expect(postField()).toHaveValue(
      `First line of the post.\nSecond line, after a break.${'x'.repeat(2949)}`,
    );
  });

  it("shows the client's feedback above the editor and every version with the feedback it answers", async () => {
    stubPost(
      adminPost({
        revisionRequested: true,
        revisionCount: 2,
        feedbackNotes: 'Shorter please.\nNo emojis.',
        deliveredAt: '2026-11-21T12:00:00.000Z',
        versions: [
          version({
            id: 2,
            number: 2,
            content: 'Second try.\nShorter.',
            feedbackNotes: 'Too long.',
            writtenBy: 'Wendy Writer',
            reviewedBy: 'Bo Boss',
            deliveredBy: null,
            deliveredAt: '2026-11-23T12:00:00.000Z',
          }),
          version(),
        ],
      }),
    );
    const { user } = await openPost();

    const alert = await screen.findByRole('region', { name: 'Revision requested' });
    expect(alert.querySelector('blockquote')!.textContent).toBe('Shorter please.\nNo emojis.');
    expect(alert).toHaveTextContent("Ada Lovelace's feedback (revision 2 of this post):");
    expect(alert).toHaveTextContent('Revise the post below, then deliver it again');
    expect(screen.getAllByText('Revision requested')).toHaveLength(2); // the chip and the alert's title
    // Delivered before: never deleted.
    expect(status().queryByRole('button', { name: 'Delete draft' })).not.toBeInTheDocument();

    const history = within(screen.getByRole('region', { name: 'Revision history' }));
    const versions = history.getAllByRole('listitem');
    expect(versions.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Version 2 · delivered Nov 23, 2026',
      'Version 1 · delivered Nov 21, 2026',
    ]);
    // Who wrote, reviewed and delivered each version, leaving out whom it does not name.
    expect(versions[0]).toHaveTextContent('Written by Wendy Writer · Reviewed by Bo Boss');
    expect(versions[0]).not.toHaveTextContent('Delivered by');
    expect(versions[1]).toHaveTextContent('Written by admin · Delivered by admin');
    expect(versions[1]).not.toHaveTextContent('Reviewed by');
    expect(versions[0]).toHaveTextContent('Client feedback:');
    expect(versions[0].querySelector('blockquote')!.textContent).toBe('Too long.');
    expect(versions[1]).not.toHaveTextContent('Client feedback:');

    const show = within(versions[0]).getByRole('button', { name: 'Show text of version 2' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(within(versions[0]).getByRole('button', { name: 'Hide text of version 2' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(history.getByTestId('version-2-text').textContent).toBe('Second try.\nShorter.');
  });

  it('keeps a delivered post read-only but its date, and schedules it', async () => {
    const api = stubPost(deliveredPost());
    const { user } = await openPost();

    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    expect(titleField()).toHaveAttribute('readonly');
    expect(postField()).toHaveAttribute('readonly');
    expect(postField()).toHaveAccessibleDescription(
      expect.stringContaining('Delivered text: move the post back to draft to edit it.'),
    );
    expect(screen.getByRole('button', { name: 'Save date' })).toBeDisabled();

    await user.click(status().getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Set the date to schedule it for first');
    expect(screen.getByLabelText('Scheduled for')).toHaveFocus();
    expect(api.bodiesOf(STATUS)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Scheduled for'), { target: { value: '2026-11-25T09:30' } });
    await user.click(status().getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText('Scheduled')).toBeInTheDocument();
    expect(api.bodiesOf(UPDATE)).toEqual([{ scheduledFor: new Date('2026-11-25T09:30').toISOString() }]);
    expect(api.bodiesOf(STATUS)).toEqual([{ status: 'scheduled' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Post scheduled');
    expect(status().getByRole('button', { name: 'Unschedule' })).toBeInTheDocument();
  });

  it('takes a delivered post back to draft once confirmed', async () => {
    const api = stubPost(deliveredPost());
    const { user } = await openPost();

    await user.click((await findStatus()).getByRole('button', { name: 'Back to draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Move back to draft?' });
    expect(dialog).toHaveTextContent('The client keeps the delivered version until you deliver again.');
    await user.click(within(dialog).getByRole('button', { name: 'Back to draft' }));

    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(api.bodiesOf(STATUS)).toEqual([{ status: 'draft' }]);
    expect(postField()).not.toHaveAttribute('readonly');
    expect(status().getByRole('button', { name: 'Deliver to client' })).toBeInTheDocument();
  });

  it('publishes for the client only with the LinkedIn URL', async () => {
    const api = stubPost(deliveredPost());
    const { user } = await openPost();

    await user.click((await findStatus()).getByRole('button', { name: 'Mark as published' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mark as published' }));
    const url = dialog.getByRole('textbox', { name: 'LinkedIn post URL' });
    await user.click(dialog.getByRole('button', { name: 'Mark as published' }));
    expect(url).toHaveAccessibleDescription('Please enter a valid LinkedIn URL');
    for (const address of [
      'linkedin post',
      'https://evil.example/posts/1',
      'https://linkedin.com.evil.example/x',
    ]) {
      await user.clear(url);
      await user.type(url, address);
      await user.click(dialog.getByRole('button', { name: 'Mark as published' }));
      expect(url).toHaveAccessibleDescription('Please enter a valid LinkedIn URL');
    }
    expect(api.bodiesOf(STATUS)).toEqual([]);

    await user.clear(url);
    await user.type(url, 'https://www.linkedin.com/posts/ada_123');
    await user.click(dialog.getByRole('button', { name: 'Mark as published' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Marked as published');
    expect(toast).toHaveTextContent('Your content has been marked as published.');
    expect(api.bodiesOf(STATUS)).toEqual([
      { status: 'published', publishedUrl: 'https://www.linkedin.com/posts/ada_123' },
    ]);
    const link = await screen.findByRole('link', { name: 'https://www.linkedin.com/posts/ada_123' });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/posts/ada_123');
    expect(screen.getByText('Published: a published post is final.')).toBeInTheDocument();
    expect(postField()).toHaveAccessibleDescription(
      expect.stringContaining('Published: its text can no longer change.'),
    );
    expect(screen.queryByRole('button', { name: 'Save date' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Scheduled for')).toHaveAttribute('readonly');
  });

  it('keeps the publish dialog and its URL when the server refuses', async () => {
    stubPost(deliveredPost(), { [STATUS]: failure(400, 'Please enter a valid LinkedIn URL') });
    const { user } = await openPost();

    await user.click((await findStatus()).getByRole('button', { name: 'Mark as published' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mark as published' }));
    await user.type(
      dialog.getByRole('textbox', { name: 'LinkedIn post URL' }),
      'https://uk.linkedin.com/posts/x',
    );
    await user.click(dialog.getByRole('button', { name: 'Mark as published' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Publishing failed');
    expect(dialog.getByRole('textbox', { name: 'LinkedIn post URL' })).toHaveValue(
      'https://uk.linkedin.com/posts/x',
    );
  });

  it("deletes a draft never delivered once confirmed, then opens the client's page", async () => {
    const api = stubPost(adminPost(), { [DELETE]: { status: 204 } });
    const { user, router } = await openPost();

    await user.click((await findStatus()).getByRole('button', { name: 'Delete draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/clients/3'));
    expect(api.bodiesOf(DELETE)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Draft deleted');
  });

  it('says Post not found on a 404', async () => {
    stubPost(adminPost(), { [ITEM]: failure(404, 'Content not found') });
    await openPost();
    expect(await screen.findByRole('heading', { level: 2, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the board' })).toHaveAttribute('href', '/admin');
  });

  it('says Post not found for an id that is not a number, asking the server nothing', async () => {
    const api = stubPost(adminPost());
    await openPost('/admin/content/abc');
    expect(screen.getByRole('heading', { level: 2, name: 'Post not found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows a failed load and tries again', async () => {
    let fail = true;
    stubPost(adminPost(), {
      [ITEM]: () => (fail ? failure(500, 'Database unavailable') : { body: adminPost() }),
    });
    const { user } = await openPost();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the post');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Why I stopped cold pitching' }),
    ).toBeInTheDocument();
  });
});
