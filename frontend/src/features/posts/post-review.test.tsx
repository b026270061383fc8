import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AdminPostDto, PostReviewDto, ReviewPostDto, UpdatePostDto } from '../../api';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { pasteOverLimit } from '../../test/paste-over-limit';
import { renderPages } from '../../test/render-with-providers';
import { PostPage } from './post-page';
import { adminPost, clientHandlers, deliveredPost, review } from '../../test/posts-data';

const ITEM = 'GET /api/admin/content/7';
const UPDATE = 'PATCH /api/admin/content/7';
const REQUEST = 'POST /api/admin/content/7/review-request';
const REVIEW = 'POST /api/admin/content/7/review';

const FIRST = "This client's posts are reviewed before delivery: send it for review first";
const WAITING = "This client's posts are reviewed before delivery: this draft is waiting for review";
const RETURNED = 'This draft was returned: see the note, then send it for review again';

/** A writer's draft of a client whose posts are reviewed, not sent for review yet. */
const writersDraft = (overrides: Partial<AdminPostDto> = {}) =>
  adminPost({
    writtenBy: 'Wendy Writer',
    reviewRequired: true,
    allowedStatuses: [],
    reviewRefusal: FIRST,
    canRequestReview: true,
    ...overrides,
  });

/** The same draft waiting for review, as an admin sees it. */
const waitingForAdmin = (overrides: Partial<AdminPostDto> = {}) =>
  writersDraft({
    allowedStatuses: ['delivered'],
    reviewRefusal: null,
    canRequestReview: false,
    canReview: true,
    reviewState: 'ready',
    reviewRequestedAt: '2026-11-24T09:30:00.000Z',
    review: review(),
    ...overrides,
  });

/** The post at /api/admin/content/7, answered from `current` (a write may change it). */
function stubPost(initial: AdminPostDto, more: (set: (post: AdminPostDto) => void) => Handlers = () => ({})) {
  let post = initial;
  const set = (next: AdminPostDto) => {
    post = next;
  };
  return mockApi({
    [ITEM]: () => ({ body: post }),
    ...clientHandlers(initial.clientId),
    [UPDATE]: (body) => {
      post = { ...post, ...(body as UpdatePostDto), scheduledFor: null };
      return { body: post };
    },
    ...more(set),
  });
}

async function openPost() {
  const user = userEvent.setup({ delay: null });
  renderPages({ '/admin/content/:id': PostPage }, '/admin/content/7');
  await screen.findByRole('heading', { level: 1 });
  return user;
}

const findReview = async () => within(await screen.findByRole('region', { name: 'Review' }));
const status = () => within(screen.getByRole('region', { name: 'Status' }));

describe('the review of a draft on /admin/content/{id}', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('tells a writer why the draft cannot be delivered yet, and sends it for review', async () => {
    const sent: PostReviewDto = review({ requestedAt: '2026-11-24T12:00:00.000Z' });
    const api = stubPost(writersDraft(), (set) => ({
      [REQUEST]: () => {
        const post = writersDraft({
          reviewState: 'ready',
          review: sent,
          canRequestReview: false,
          reviewRefusal: WAITING,
        });
        set(post);
        return { body: { ...post, notified: { now: 2, digest: 0 } } };
      },
    }));
    const user = await openPost();

    const panel = await findReview();
    expect(
      panel.getByText(
        "This client's posts are reviewed before delivery: send the draft for review once it is ready.",
      ),
    ).toBeInTheDocument();
    // Deliver stays in view, disabled, with the reason beside it.
    const deliver = status().getByRole('button', { name: 'Deliver to client' });
    expect(deliver).toBeDisabled();
    expect(deliver).toHaveAccessibleDescription(`${FIRST}.`);

    await user.click(panel.getByRole('button', { name: 'Send for review' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Sent for review');
    expect(toast).toHaveTextContent('The admins have been emailed to review it.');
    expect(api.calls.map((call) => call.key)).toContain(REQUEST);
    expect(await panel.findByText('Ready for review')).toBeInTheDocument();
    expect(panel.getByText(/^Sent for review by Wendy Writer on Nov 24, 2026/)).toBeInTheDocument();
    expect(panel.getByText('An admin will approve it or send it back with a note.')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(status().getByRole('button', { name: 'Deliver to client' })).toHaveAccessibleDescription(
      `${WAITING}.`,
    );
  });

  it('saves unsaved changes before sending the draft for review, so the reviewer reads them', async () => {
    const api = stubPost(writersDraft(), () => ({
      [REQUEST]: {
        body: {
          ...writersDraft({ reviewState: 'ready', review: review(), canRequestReview: false }),
          notified: { now: 1, digest: 0 },
        },
      },
    }));
    const user = await openPost();
    const panel = await findReview();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    expect(panel.getByRole('button', { name: 'Send for review' })).toHaveAccessibleDescription(
      'The admins are asked to approve it or send it back. Your unsaved changes are saved first.',
    );
    await user.click(panel.getByRole('button', { name: 'Send for review' }));

    await screen.findByText('Sent for review');
    const writes = api.calls.filter((call) => !call.key.startsWith('GET '));
    expect(writes.map((call) => call.key)).toEqual([UPDATE, REQUEST]);
    expect(writes[0]!.body).toMatchObject({ title: 'Why I stopped cold pitching!' });
  });

  it.each([
    [{ now: 0, digest: 2 }, 'The admins will see it in the next morning digest (08:00 UTC).'],
    [
      { now: 1, digest: 1 },
      '1 admin emailed to review it; 1 admin will see it in the next morning digest (08:00 UTC).',
    ],
    [
      { now: 0, digest: 0 },
      'No one was emailed: no admin has a confirmed email address with these notices on. It waits in Reviews.',
    ],
  ])('says only whom Send for review reached (%j)', async (notified, words) => {
    stubPost(writersDraft(), () => ({
      [REQUEST]: {
        body: {
          ...writersDraft({ reviewState: 'ready', review: review(), canRequestReview: false }),
          notified,
        },
      },
    }));
    const user = await openPost();
    await user.click((await findReview()).getByRole('button', { name: 'Send for review' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Sent for review');
    expect(toast).toHaveTextContent(words);
    expect(toast).not.toHaveTextContent('have been emailed');
  });

  it.each([
    [{ now: 0, digest: 1 }, 'The writer will see your note in the next morning digest (08:00 UTC).'],
    [
      { now: 0, digest: 0 },
      'No one was emailed: the writer has no confirmed email address or has these notices off. They see your note on the draft.',
    ],
  ])('says only whom Send back reached (%j)', async (notified, words) => {
    stubPost(waitingForAdmin(), () => ({
      [REVIEW]: { body: { ...waitingForAdmin({ reviewState: 'returned', canReview: false }), notified } },
    }));
    const user = await openPost();
    await user.click((await findReview()).getByRole('button', { name: 'Send back' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send back to the writer' }));
    await user.type(dialog.getByRole('textbox', { name: 'What to change' }), 'Shorter.');
    await user.click(dialog.getByRole('button', { name: 'Send back' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Sent back');
    expect(toast).toHaveTextContent(words);
  });

  it('says why sending failed, in a toast', async () => {
    stubPost(writersDraft(), () => ({
      [REQUEST]: failure(409, 'This draft is waiting for review already'),
    }));
    const user = await openPost();
    await user.click((await findReview()).getByRole('button', { name: 'Send for review' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sending for review failed');
    expect(alert).toHaveTextContent('This draft is waiting for review already');
  });

  it('lets an admin approve a draft waiting for review', async () => {
    const api = stubPost(waitingForAdmin(), (set) => ({
      [REVIEW]: () => {
        const post = waitingForAdmin({
          reviewState: 'approved',
          canReview: false,
          review: review({
            state: 'approved',
            reviewedBy: 'Bo Boss',
            reviewedAt: '2026-11-24T13:00:00.000Z',
            note: 'Lovely hook.',
          }),
        });
        set(post);
        return { body: post };
      },
    }));
    const user = await openPost();
    const panel = await findReview();

    expect(panel.getByText('Ready for review')).toBeInTheDocument();
    expect(
      panel.getByText('Approve it so it can be delivered, or send it back with a note.'),
    ).toBeInTheDocument();
    // The reviewer may deliver it straight away.
    expect(status().getByRole('button', { name: 'Deliver to client' })).toBeEnabled();

    await user.click(panel.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Draft approved');
    expect(api.bodiesOf(REVIEW)).toEqual([{ decision: 'approve' } satisfies ReviewPostDto]);
    expect(await panel.findByText('Approved')).toBeInTheDocument();
    expect(panel.getByText(/^Approved by Bo Boss on Nov 24, 2026/)).toBeInTheDocument();
    expect(panel.getByText('Lovely hook.').closest('blockquote')).not.toBeNull();
    expect(panel.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('sends a draft back with a required note, showing the server’s message on the field', async () => {
    let answer = failure(400, 'A review note must be at most 1000 characters');
    const api = stubPost(waitingForAdmin(), (set) => ({
      [REVIEW]: () => {
        if (answer.status === 400) return answer;
        const post = waitingForAdmin({
          reviewState: 'returned',
          canReview: false,
          review: review({
            state: 'returned',
            reviewedBy: 'Bo Boss',
            reviewedAt: '2026-11-24T13:00:00.000Z',
            note: 'Open with the story.',
          }),
        });
        set(post);
        return { body: { ...post, notified: { now: 1, digest: 0 } } };
      },
    }));
    const user = await openPost();
    await user.click((await findReview()).getByRole('button', { name: 'Send back' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Send back to the writer' }));
    const note = dialog.getByRole('textbox', { name: 'What to change' });
    expect(note).toHaveFocus();
    // Required: nothing is sent without a note.
    await user.click(dialog.getByRole('button', { name: 'Send back' }));
    expect(note).toHaveAccessibleDescription('Please say what to change 0/1,000 characters');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf(REVIEW)).toEqual([]);

    await user.type(note, '  Open with the story.  ');
    await user.click(dialog.getByRole('button', { name: 'Send back' }));
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription(
        'A review note must be at most 1000 characters 20/1,000 characters',
      ),
    );
    // Kept as typed, to correct and send again.
    expect(note).toHaveValue('  Open with the story.  ');

    answer = { status: 200 };
    await user.click(dialog.getByRole('button', { name: 'Send back' }));

    const sentBack = await screen.findByRole('status');
    expect(sentBack).toHaveTextContent('Sent back');
    expect(sentBack).toHaveTextContent('The writer has been emailed your note.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(REVIEW).at(-1)).toEqual({ decision: 'return', note: 'Open with the story.' });
    const returned = await screen.findByRole('region', { name: 'Returned with a note' });
    expect(returned.querySelector('blockquote')!.textContent).toBe('Open with the story.');
  });

  it('keeps a note pasted over 1,000 characters whole, says how far over, and sends nothing', async () => {
    const api = stubPost(waitingForAdmin());
    const user = await openPost();
    await user.click((await findReview()).getByRole('button', { name: 'Send back' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send back to the writer' }));
    await pasteOverLimit(
      user,
      dialog.getByRole('textbox', { name: 'What to change' }),
      'n'.repeat(1200),
      'A review note must be at most 1000 characters 1,200/1,000 characters: 200 over',
      dialog.getByRole('button', { name: 'Send back' }),
    );
    expect(api.bodiesOf(REVIEW)).toEqual([]);
  });

  it('closes the dialog and says so when another admin answered first', async () => {
    stubPost(waitingForAdmin(), () => ({ [REVIEW]: failure(409, 'This draft is not waiting for review') }));
    const user = await openPost();
    await user.click((await findReview()).getByRole('button', { name: 'Send back' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send back to the writer' }));
    await user.type(dialog.getByRole('textbox', { name: 'What to change' }), 'Shorter.');
    await user.click(dialog.getByRole('button', { name: 'Send back' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sending back failed');
    expect(alert).toHaveTextContent('This draft is not waiting for review');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the writer a returned draft’s note above the editor, and lets them send it again', async () => {
    stubPost(
      writersDraft({
        reviewState: 'returned',
        reviewRefusal: RETURNED,
        review: review({
          state: 'returned',
          reviewedBy: 'Bo Boss',
          reviewedAt: '2026-11-24T13:00:00.000Z',
          note: 'Open with the story.\nCut the last line.',
        }),
      }),
    );
    await openPost();

    const returned = await screen.findByRole('region', { name: 'Returned with a note' });
    expect(returned).toHaveTextContent(/^Returned with a noteBo Boss sent it back on Nov 24, 2026/);
    expect(returned.querySelector('blockquote')!.textContent).toBe(
      'Open with the story.\nCut the last line.',
    );
    expect(returned).toHaveTextContent('Edit the draft below, then send it for review again.');
    // Above the editor, where the writer works on it.
    expect(
      returned.compareDocumentPosition(screen.getByRole('form', { name: 'Post' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const panel = await findReview();
    expect(panel.getByText('Returned')).toBeInTheDocument();
    expect(panel.getByText(/^Sent for review by Wendy Writer/)).toBeInTheDocument();
    expect(panel.getByText(/^Returned by Bo Boss on Nov 24, 2026/)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Send for review' })).toBeEnabled();
    expect(status().getByRole('button', { name: 'Deliver to client' })).toHaveAccessibleDescription(
      `${RETURNED}.`,
    );
  });

  it('offers a second look on a client whose posts are not reviewed', async () => {
    stubPost(adminPost({ canRequestReview: true }));
    await openPost();
    const panel = await findReview();
    expect(
      panel.getByText(
        "This client's posts go out without review. You may still ask an admin for a second look.",
      ),
    ).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Send for review' })).toBeInTheDocument();
    expect(status().getByRole('button', { name: 'Deliver to client' })).toBeEnabled();
  });

  it('shows no review on a delivered post', async () => {
    stubPost(deliveredPost({ reviewRequired: true }));
    await openPost();
    await screen.findByRole('region', { name: 'Status' });
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
  });
});
