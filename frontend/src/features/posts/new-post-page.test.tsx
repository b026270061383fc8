import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { subscription } from '../../test/portal-data';
import { renderPages } from '../../test/render-with-providers';
import { signedInTeam, writer } from '../../test/team-session';
import { admin } from '../../test/users';
import { NewPostPage } from './new-post-page';
import { PostPage } from './post-page';
import { adminPost, clientDetail } from '../../test/posts-data';

const CLIENT = 'GET /api/admin/clients/3';
const CREATE = 'POST /api/admin/content';
const REFUSAL = 'This client has no subscription in force: add or renew one before delivering';

function stubNewPost(more: Handlers = {}) {
  return mockApi({
    [CLIENT]: { body: clientDetail() },
    ...more,
  });
}

async function openNewPost(path = '/admin/content/new?clientId=3', member = admin) {
  const user = userEvent.setup({ delay: null });
  // The new post's page, and the post's own it opens once saved.
  const rendered = renderPages(
    { '/admin/content/new': NewPostPage, '/admin/content/:id': PostPage },
    path,
    signedInTeam(member),
  );
  await screen.findByRole('heading', { level: 1, name: 'New Post' });
  return { user, ...rendered };
}

const postField = () => screen.getByRole('textbox', { name: 'Post' });
const count = () => screen.getByTestId('character-count');

describe('/admin/content/new', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("offers the client's subscriptions but canceled ones, the active one first picked", async () => {
    stubNewPost();
    const { user } = await openNewPost();

    const select = await screen.findByRole('combobox', { name: 'Subscription' });
    expect(select).toHaveTextContent('Echo plan · active');
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/clients/3');
    expect(screen.getByRole('link', { name: 'Back to Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/clients/3',
    );

    await user.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Phantom plan · pending',
      'Echo plan · active',
    ]);
    expect(screen.queryByRole('region', { name: 'Cannot be delivered yet' })).not.toBeInTheDocument();
  });

  it('warns before the admin writes when the client has no subscription in force', async () => {
    stubNewPost({
      [CLIENT]: {
        body: clientDetail({
          subscriptions: [subscription({ id: 2, plan: 'echo', status: 'past_due' })],
          deliveryRefusal: REFUSAL,
        }),
      },
    });
    await openNewPost();

    const warning = within(await screen.findByRole('region', { name: 'Cannot be delivered yet' }));
    expect(warning.getByText(`${REFUSAL}.`)).toBeInTheDocument();
    expect(warning.getByRole('link', { name: "Ada Lovelace's page" })).toHaveAttribute(
      'href',
      '/admin/clients/3',
    );
    // A draft may still be written ahead.
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  });

  it('counts characters as LinkedIn does and says by how much a post is too long', async () => {
    stubNewPost();
    const { user } = await openNewPost();

    await user.type(await screen.findByRole('textbox', { name: 'Post' }), 'Hi 👋');
    // The emoji counts once, as LinkedIn counts it.
    expect(count()).toHaveTextContent('4 / 3,000');

    await user.clear(postField());
    await user.click(postField());
    await user.paste('a'.repeat(1234));
    expect(count()).toHaveTextContent('1,234 / 3,000');
    expect(screen.queryByText(/LinkedIn allows/)).not.toBeInTheDocument();

    await user.paste('b'.repeat(1771));
    expect(count()).toHaveTextContent('3,005 / 3,000');
    const message = screen.getByText(
      'LinkedIn allows 3,000 characters: shorten the post by 5 before delivering',
    );
    expect(postField()).toHaveAccessibleDescription(expect.stringContaining(message.textContent!));
    // Announced once, when it crosses the limit.
    expect(screen.getByText("The post is over LinkedIn's limit of 3,000 characters.")).toHaveAttribute(
      'aria-live',
      'polite',
    );

    await user.type(postField(), '{Backspace}'.repeat(5));
    expect(count()).toHaveTextContent('3,000 / 3,000');
    expect(screen.queryByText(/shorten the post/)).not.toBeInTheDocument();
    expect(
      screen.getByText("The post is back within LinkedIn's limit of 3,000 characters."),
    ).toBeInTheDocument();
  });

  it('previews the post as the LinkedIn feed shows it, line breaks kept, cut with "see more"', async () => {
    stubNewPost();
    const { user } = await openNewPost();

    const preview = within(await screen.findByRole('region', { name: 'LinkedIn preview' }));
    expect(preview.getByText('AL')).toBeInTheDocument();
    expect(preview.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(preview.getByText(/now ·/)).toBeInTheDocument();
    expect(preview.getByText('The post shows here as you write it.')).toBeInTheDocument();

    await user.click(postField());
    await user.paste('One\nTwo\nThree\nFour');
    expect(preview.getByTestId('preview-body')).toHaveTextContent(/^One Two Three…see more$/);
    expect(preview.getByTestId('preview-body').firstChild!.textContent).toBe('One\nTwo\nThree');

    const more = preview.getByRole('button', { name: 'see more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(preview.getByTestId('preview-body').firstChild!.textContent).toBe('One\nTwo\nThree\nFour');
    expect(preview.getByRole('button', { name: 'see less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('requires a title and the text', async () => {
    const api = stubNewPost();
    const { user } = await openNewPost();

    await user.click(await screen.findByRole('button', { name: 'Save draft' }));

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required');
    expect(postField()).toHaveAccessibleDescription(expect.stringContaining('Post text is required'));
    expect(api.bodiesOf(CREATE)).toEqual([]);
  });

  it('saves the draft and opens it', async () => {
    const api = stubNewPost({
      [CREATE]: { status: 201, body: adminPost({ id: 12, title: 'Hiring slowly' }) },
      'GET /api/admin/content/12': { body: adminPost({ id: 12, title: 'Hiring slowly' }) },
    });
    const { user, router } = await openNewPost();

    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '  Hiring slowly ');
    await user.click(postField());
    await user.paste('We hired slowly.\n\nIt paid off.');
    fireEvent.change(screen.getByLabelText('Scheduled for'), { target: { value: '2026-11-25T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hiring slowly' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/content/12');
    expect(api.bodiesOf(CREATE)).toEqual([
      {
        subscriptionId: 1,
        title: 'Hiring slowly',
        content: 'We hired slowly.\n\nIt paid off.',
        scheduledFor: new Date('2026-11-25T09:30').toISOString(),
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Draft saved');
  });

  it('saves for the subscription picked, without a date when none is set', async () => {
    const api = stubNewPost({
      [CREATE]: { status: 201, body: adminPost({ id: 12 }) },
      'GET /api/admin/content/12': { body: adminPost({ id: 12 }) },
    });
    const { user } = await openNewPost();

    await user.click(await screen.findByRole('combobox', { name: 'Subscription' }));
    await user.click(screen.getByRole('option', { name: 'Phantom plan · pending' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'A title');
    await user.type(postField(), 'Text');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await screen.findByRole('heading', { level: 1, name: 'Why I stopped cold pitching' });
    expect(api.bodiesOf(CREATE)).toEqual([{ subscriptionId: 2, title: 'A title', content: 'Text' }]);
  });

  it('keeps the input and says why when saving fails', async () => {
    stubNewPost({ [CREATE]: failure(400, 'Subscription is required') });
    const { user, router } = await openNewPost();

    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'A title');
    await user.type(postField(), 'Text');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save the draft');
    expect(alert).toHaveTextContent('Subscription is required');
    expect(router.state.location.pathname).toBe('/admin/content/new');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('A title');
    expect(postField()).toHaveValue('Text');
  });

  it('asks to choose a client first without one, asking the server nothing', async () => {
    const api = stubNewPost();
    await openNewPost('/admin/content/new');

    expect(screen.getByRole('heading', { level: 2, name: 'Choose a client first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Clients' })).toHaveAttribute('href', '/admin/clients');
    expect(api.calls).toEqual([]);
  });

  it('says the client has no subscription to write for, when none or only canceled ones', async () => {
    stubNewPost({
      [CLIENT]: {
        body: clientDetail({
          subscriptions: [subscription({ id: 4, status: 'canceled' })],
          writableSubscriptions: [],
        }),
      },
    });
    await openNewPost();

    expect(await screen.findByRole('heading', { level: 2, name: 'No subscription yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ada Lovelace has no current subscription to write posts for (a canceled one takes no new posts). Add one on their page first.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All clients' })).toHaveAttribute('href', '/admin/clients');
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });

  it('says so when the client does not exist', async () => {
    stubNewPost({ [CLIENT]: failure(404, 'Client not found') });
    await openNewPost();

    expect(await screen.findByRole('heading', { level: 2, name: 'Client not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Clients' })).toHaveAttribute('href', '/admin/clients');
  });

  it('shows a failed load and tries again', async () => {
    let fail = true;
    stubNewPost({ [CLIENT]: () => (fail ? failure(500, 'Database unavailable') : { body: clientDetail() }) });
    const { user } = await openNewPost();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the client');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('combobox', { name: 'Subscription' })).toBeInTheDocument();
  });

  it('names a subscription whose payment failed while its period paid runs as such, not past due', async () => {
    stubNewPost({
      [CLIENT]: {
        body: clientDetail({
          subscriptions: [],
          writableSubscriptions: [
            {
              id: 1,
              plan: 'echo',
              status: 'past_due',
              standing: 'payment_failed',
              postsPerMonth: 12,
              revisionsPerPost: 2,
            },
          ],
        }),
      },
    });
    await openNewPost(undefined, writer);
    expect(await screen.findByRole('combobox', { name: 'Subscription' })).toHaveTextContent(
      'Echo plan · payment failed',
    );
  });

  it("lets a writer write for the subscriptions the server lists as writable, without the client's prices", async () => {
    const api = stubNewPost({
      // A writer's view of the client: no subscriptions (their prices are the admins'), what to write for.
      [CLIENT]: {
        body: clientDetail({
          subscriptions: [],
          writableSubscriptions: [
            {
              id: 1,
              plan: 'echo',
              status: 'active',
              standing: 'active',
              postsPerMonth: 12,
              revisionsPerPost: 2,
            },
          ],
        }),
      },
      [CREATE]: { status: 201, body: adminPost({ id: 12 }) },
      'GET /api/admin/content/12': { body: adminPost({ id: 12 }) },
    });
    const { user } = await openNewPost(undefined, writer);

    expect(await screen.findByRole('combobox', { name: 'Subscription' })).toHaveTextContent(
      'Echo plan · active',
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'A title');
    await user.type(postField(), 'Text');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await screen.findByRole('heading', { level: 1, name: 'Why I stopped cold pitching' });
    expect(api.bodiesOf(CREATE)).toEqual([{ subscriptionId: 1, title: 'A title', content: 'Text' }]);
  });

  it('tells a writer an admin adds a subscription when there is none to write for', async () => {
    stubNewPost({ [CLIENT]: { body: clientDetail({ subscriptions: [], writableSubscriptions: [] }) } });
    await openNewPost(undefined, writer);

    expect(await screen.findByRole('heading', { level: 2, name: 'No subscription yet' })).toBeInTheDocument();
    expect(screen.getByText(/An admin adds one first\.$/)).toBeInTheDocument();
  });
});
