import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ClientVoiceDto } from '../../api';
import { failure, mockApi } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { signedInTeam } from '../../test/team-session';
import { admin } from '../../test/users';
import { NewPostPage } from './new-post-page';
import { PostPage } from './post-page';
import { adminPost, clientDetail, clientHandlers } from '../../test/posts-data';

/** The editor (docs/product.md, The post editor): the fold in the preview and the hook, and the voice check.
 */

const CLIENT = 'GET /api/admin/clients/3';
const CREATE = 'POST /api/admin/content';

const VOICE: ClientVoiceDto = {
  avoidWords: 'synergy, rockstar; move the needle',
  contentRestrictions: 'No politics. Never name a client.\nKeep it under 1,500 characters',
  contentPillars: ['Hiring', 'Engineering culture'],
};

async function openNewPost(voice: ClientVoiceDto | null = VOICE) {
  const api = mockApi({ [CLIENT]: { body: clientDetail({ voice }) } });
  const user = userEvent.setup({ delay: null });
  renderPages(
    { '/admin/content/new': NewPostPage, '/admin/content/:id': PostPage },
    '/admin/content/new?clientId=3',
    signedInTeam(admin),
  );
  await screen.findByRole('heading', { level: 1, name: 'New Post' });
  // The form shows once the client (and their answers) loaded: until then a spinner stands in for it.
  await screen.findByRole('textbox', { name: 'Post' });
  return { user, api };
}

const postField = () => screen.getByRole('textbox', { name: 'Post' });
const voiceCheck = () => within(screen.getByRole('region', { name: 'Voice check' }));
/** The voice check, once the post (on its own page) has loaded. */
const findVoiceCheck = async () => within(await screen.findByRole('region', { name: 'Voice check' }));
const preview = () => within(screen.getByRole('region', { name: 'LinkedIn preview' }));

/** 5 lines: the feed shows the first 3. */
const FIVE_LINES = 'A hook line.\nSecond line.\nThird line.\nFourth, hidden.\nFifth, hidden.';

describe('the editor’s fold and voice check', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the text above the fold, hides the rest behind "…see more", and opens it', async () => {
    const { user } = await openNewPost();
    await user.click(postField());
    await user.paste(FIVE_LINES);

    const body = preview().getByTestId('preview-body');
    expect(body).toHaveTextContent('A hook line. Second line. Third line.…see more');
    expect(body).not.toHaveTextContent('Fourth');
    expect(screen.getByTestId('above-the-fold')).toHaveTextContent(
      'Above the fold: 37 characters (desktop: the rest is behind "…see more")',
    );

    const more = preview().getByRole('button', { name: 'see more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(body).toHaveTextContent('Fourth, hidden. Fifth, hidden.');
    expect(preview().getByRole('button', { name: 'see less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('folds sooner on a phone: the Desktop/Mobile toggle works from the keyboard', async () => {
    const { user } = await openNewPost();
    const text = `${'word '.repeat(35)}end`; // 178 characters on one line
    await user.click(postField());
    await user.paste(text);
    // On a desktop the whole post shows (under 210 characters, 3 lines of 70).
    expect(preview().queryByRole('button', { name: 'see more' })).not.toBeInTheDocument();
    expect(screen.getByTestId('above-the-fold')).toHaveTextContent(
      'Above the fold: 178 characters (desktop: the whole post shows)',
    );

    const desktop = preview().getByRole('button', { name: 'Desktop' });
    const mobile = preview().getByRole('button', { name: 'Mobile' });
    expect(desktop).toHaveAttribute('aria-pressed', 'true');
    mobile.focus();
    await user.keyboard('{Enter}');
    expect(mobile).toHaveAttribute('aria-pressed', 'true');
    expect(desktop).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('linkedin-preview')).toHaveAttribute('data-device', 'mobile');
    // 140 characters at most, cut at a word: 27 words and their spaces.
    expect(screen.getByTestId('above-the-fold')).toHaveTextContent(
      'Above the fold: 139 characters (mobile: the rest is behind "…see more")',
    );
    expect(preview().getByRole('button', { name: 'see more' })).toBeInTheDocument();
    // Pressing the chosen one again keeps it.
    await user.keyboard('{Enter}');
    expect(mobile).toHaveAttribute('aria-pressed', 'true');
  });

  it('highlights the hook behind the text, for the eye only', async () => {
    const { user } = await openNewPost();
    await user.click(postField());
    await user.paste(FIVE_LINES);
    const layer = screen.getByTestId('highlight-layer');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer.querySelector('.hook')).toHaveTextContent('A hook line. Second line. Third line.');
  });

  it('flags the words the client avoids once typing pauses, with their count, marked in the text', async () => {
    const { user } = await openNewPost();
    await user.click(postField());
    await user.paste('Synergy is key. Real synergy needs a rockstar team to move the\nneedle.');

    const found = await voiceCheck().findByRole('list', { name: 'Avoided words found' });
    expect(
      within(found)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['“synergy” × 2', '“rockstar” × 1', '“move the needle” × 1']);
    expect(
      voiceCheck().getByText('4 uses of words the client avoids: marked in the text.'),
    ).toBeInTheDocument();
    expect(voiceCheck().getByText('Avoid: synergy, rockstar, move the needle')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('highlight-layer').querySelectorAll('[data-flagged]')).toHaveLength(4),
    );

    await user.clear(postField());
    await user.paste('A clean post.');
    expect(await voiceCheck().findByText('None of the 3 words the client avoids.')).toBeInTheDocument();
    expect(voiceCheck().queryByRole('list', { name: 'Avoided words found' })).not.toBeInTheDocument();
  });

  it('never blocks saving: a post with avoided words and no pillar saves, and a chosen pillar goes with it', async () => {
    const { user } = await openNewPost();
    const created = mockApi({
      [CREATE]: { status: 201, body: adminPost({ id: 9, pillar: 'Hiring' }) },
      'GET /api/admin/content/9': { body: adminPost({ id: 9, pillar: 'Hiring' }) },
    });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Synergy');
    await user.click(postField());
    await user.paste('All synergy, no rockstar.');

    await user.click(voiceCheck().getByRole('combobox', { name: 'Content pillar' }));
    const options = within(screen.getByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No pillar',
      'Hiring',
      'Engineering culture',
    ]);
    await user.click(options.getByRole('option', { name: 'Hiring' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(created.bodiesOf(CREATE)).toEqual([
      { subscriptionId: 1, title: 'Synergy', content: 'All synergy, no rockstar.', pillar: 'Hiring' },
    ]);
  });

  it('lists the content restrictions as a checklist whose ticks are not stored', async () => {
    const { user, api } = await openNewPost();
    const checklist = voiceCheck();
    const items = ['No politics.', 'Never name a client.', 'Keep it under 1,500 characters'];
    for (const item of items) expect(checklist.getByRole('checkbox', { name: item })).not.toBeChecked();
    expect(checklist.getByText(/0 of 3 checked\. Ticks are not saved/)).toBeInTheDocument();

    await user.click(checklist.getByRole('checkbox', { name: 'Never name a client.' }));
    expect(checklist.getByRole('checkbox', { name: 'Never name a client.' })).toBeChecked();
    expect(checklist.getByText(/1 of 3 checked/)).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual([CLIENT]);
  });

  it('warns near LinkedIn’s limit and says by how much a post is over it', async () => {
    const { user } = await openNewPost();
    await user.click(postField());
    await user.paste('a'.repeat(2800));
    expect(await voiceCheck().findByText("Near LinkedIn's limit: 200 characters left.")).toBeInTheDocument();
    expect(voiceCheck().getByText("2,800 of LinkedIn's 3,000 characters.")).toBeInTheDocument();
    await user.paste('a'.repeat(250));
    expect(
      await voiceCheck().findByText("Over LinkedIn's limit by 50 characters: shorten it before delivering."),
    ).toBeInTheDocument();
  });

  it('says a client with no onboarding answers has nothing to check, and offers no pillar', async () => {
    await openNewPost(null);
    expect(
      voiceCheck().getByText(
        'Ada Lovelace has no onboarding answers, so there are no words, restrictions or pillars to check against.',
      ),
    ).toBeInTheDocument();
    expect(voiceCheck().queryByRole('combobox', { name: 'Content pillar' })).not.toBeInTheDocument();
    expect(voiceCheck().queryByRole('checkbox')).not.toBeInTheDocument();
    // The length is still checked.
    expect(voiceCheck().getByText("0 of LinkedIn's 3,000 characters.")).toBeInTheDocument();
  });

  describe('on a post’s page', () => {
    const openPost = async () => {
      const user = userEvent.setup({ delay: null });
      renderPages({ '/admin/content/:id': PostPage }, '/admin/content/7');
      await screen.findByRole('heading', { level: 1 });
      return user;
    };

    it('loads the client’s answers, keeps the post’s pillar and saves a changed one', async () => {
      const api = mockApi({
        'GET /api/admin/content/7': { body: adminPost({ pillar: 'Engineering culture' }) },
        ...clientHandlers(3, { voice: VOICE }),
        'PATCH /api/admin/content/7': { body: adminPost({ pillar: 'Hiring' }) },
      });
      const user = await openPost();
      const pillar = await (await findVoiceCheck()).findByRole('combobox', { name: 'Content pillar' });
      expect(pillar).toHaveTextContent('Engineering culture');
      await user.click(pillar);
      await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Hiring' }));
      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      expect(await screen.findByText('Draft saved')).toBeInTheDocument();
      expect(api.bodiesOf('PATCH /api/admin/content/7')).toEqual([
        expect.objectContaining({ pillar: 'Hiring' }),
      ]);
    });

    it('says when the client’s answers fail to load, and tries again', async () => {
      mockApi({
        'GET /api/admin/content/7': { body: adminPost() },
        [CLIENT]: failure(500, 'Something went wrong'),
      });
      const user = await openPost();
      expect(
        await (await findVoiceCheck()).findByText("Failed to load the client's onboarding answers"),
      ).toBeInTheDocument();
      mockApi({ [CLIENT]: { body: clientDetail({ voice: VOICE }) } });
      await user.click(voiceCheck().getByRole('button', { name: /try again/i }));
      expect(await voiceCheck().findByRole('combobox', { name: 'Content pillar' })).toBeInTheDocument();
    });
  });
});
