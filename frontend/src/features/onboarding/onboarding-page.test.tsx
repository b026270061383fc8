import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { OnboardingCompletePage } from './onboarding-complete-page';
import { OnboardingPage } from './onboarding-page';

type User = ReturnType<typeof userEvent.setup>;

const DRAFT_KEY = 'ghostline:onboarding-draft:7';
const jane = { id: 7, firstName: 'Jane', isOnboarded: false };

/** The panel of the selected tab: the hidden ones are out of reach, as for a person. */
const panel = () => within(screen.getByRole('tabpanel'));
const selectedTab = () => screen.getByRole('tab', { selected: true });

const pages = { '/onboarding/:id': OnboardingPage, '/onboarding-complete': OnboardingCompletePage };
const open = (path: string) => renderPages(pages, path);

async function openQuestionnaire(handlers: Handlers = {}) {
  const api = mockApi({ 'GET /api/leads/7': { body: jane }, ...handlers });
  const user = userEvent.setup({ delay: null });
  const rendered = open('/onboarding/7?token=abc');
  await screen.findByText('Welcome, Jane!');
  return { api, user, ...rendered };
}

/**
 * Puts the text in the field as a person pasting it would: one input event, not one a character. The
 * questionnaire answers a keystroke like any other input (the tests below that type see to it); typing
 * each answer of every full questionnaire key by key made this the slowest file of the suite.
 */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Every required answer, filled in and picked as a person would, tab by tab with Next (up to `stopAt`). */
async function answerEverything(user: User, { stopAt }: { stopAt?: 'content' } = {}) {
  await fill(user, panel().getByRole('textbox', { name: 'Job title' }), 'Founder');
  await fill(user, panel().getByRole('textbox', { name: 'Company name' }), 'Acme');
  await user.selectOptions(panel().getByRole('combobox', { name: 'Industry (optional)' }), 'Real Estate');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await user.click(panel().getByRole('checkbox', { name: 'Thought leadership' }));
  await user.click(panel().getByRole('checkbox', { name: 'Hiring and recruiting' }));
  await fill(user, panel().getByRole('textbox', { name: 'Target audience' }), 'Founders of B2B startups');
  await fill(user, panel().getByRole('textbox', { name: 'Reader takeaway' }), 'Hire slower');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await user.click(panel().getByRole('radio', { name: /^Custom/ }));
  await fill(user, panel().getByRole('textbox', { name: 'Describe your tone' }), 'Dry and direct');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await fill(user, panel().getByRole('textbox', { name: 'Pillar 1' }), 'Hiring');
  await fill(user, panel().getByRole('textbox', { name: 'Pillar 3' }), '  Remote teams  ');
  await fill(user, panel().getByRole('textbox', { name: 'Pillar 4' }), '   ');
  if (stopAt === 'content') return;
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await user.click(panel().getByRole('radio', { name: /^Three times a week/ }));
}

const expectedBody = {
  jobTitle: 'Founder',
  companyName: 'Acme',
  industry: 'realestate',
  goals: ['thought-leadership', 'hiring'],
  targetAudience: 'Founders of B2B startups',
  targetReaderTakeaway: 'Hire slower',
  toneOfVoice: 'custom',
  customTone: 'Dry and direct',
  contentPillars: ['Hiring', 'Remote teams'],
  postingCadence: '3x-week',
};

beforeEach(() => {
  localStorage.clear();
});

describe('/onboarding/{id}: the link', () => {
  it("shows 'Invalid Request' for an id that is not a number, without asking the API", async () => {
    const api = mockApi({});
    open('/onboarding/abc?token=abc');

    expect(await screen.findByRole('heading', { level: 2, name: 'Invalid Request' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Onboarding Questionnaire' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(api.calls).toEqual([]);
  });

  it("shows 'Invalid Request' when the API does not know the lead or the token", async () => {
    const api = mockApi({ 'GET /api/leads/7': failure(404, 'Lead not found') });
    open('/onboarding/7?token=wrong');

    expect(await screen.findByRole('heading', { level: 2, name: 'Invalid Request' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/leads/7']);
    expect(api.calls[0].query.token).toBe('wrong');
  });

  it("shows 'You're All Set!' to a lead who has onboarded", async () => {
    mockApi({ 'GET /api/leads/7': { body: { ...jane, isOnboarded: true } } });
    open('/onboarding/7?token=abc');

    expect(await screen.findByRole('heading', { level: 2, name: "You're All Set!" })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('offers to try again when loading fails otherwise', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/leads/7': () => (++attempts === 1 ? failure(503, 'Service Unavailable') : { body: jane }),
    });
    const user = userEvent.setup({ delay: null });
    open('/onboarding/7?token=abc');

    await user.click(await screen.findByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Welcome, Jane!')).toBeInTheDocument();
  });
});

describe('/onboarding/{id}: the questionnaire', () => {
  it('greets the lead and has five tabs, Basics first', async () => {
    await openQuestionnaire();

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Basics',
      'Goals & Audience',
      'Voice & Tone',
      'Content',
      'Prompts & Cadence',
    ]);
    expect(selectedTab()).toHaveTextContent('Basics');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Basics');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit Onboarding' })).not.toBeInTheDocument();
  });

  it('checks the current tab on Next, marks it, and moves on with Next and back with Back', async () => {
    const { user } = await openQuestionnaire();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(selectedTab()).toHaveAccessibleName('Basics (has errors)');
    expect(panel().getByRole('textbox', { name: 'Job title' })).toHaveAccessibleDescription(
      'Job title is required',
    );
    expect(panel().getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      'Company name is required',
    );
    expect(panel().getByRole('textbox', { name: 'Job title' })).toHaveFocus();

    await user.type(panel().getByRole('textbox', { name: 'Job title' }), 'Founder');
    await user.type(panel().getByRole('textbox', { name: 'Company name' }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(selectedTab()).toHaveAccessibleName('Goals & Audience');
    expect(selectedTab()).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Basics' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(selectedTab()).toHaveAccessibleName('Goals & Audience (has errors)');
    expect(panel().getByRole('group', { name: 'Goals' })).toHaveAccessibleDescription(
      'Please select at least one goal',
    );
    expect(panel().getByRole('textbox', { name: 'Target audience' })).toHaveAccessibleDescription(
      'Please describe your target audience',
    );
    expect(panel().getByRole('textbox', { name: 'Reader takeaway' })).toHaveAccessibleDescription(
      'Please describe what readers should take away',
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(selectedTab()).toHaveAccessibleName('Basics');
    expect(panel().getByRole('textbox', { name: 'Job title' })).toHaveValue('Founder');
  });

  it('shows the rules of the other tabs when Next finds them unanswered', async () => {
    const { user } = await openQuestionnaire();

    await user.click(screen.getByRole('tab', { name: 'Voice & Tone' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(panel().getByRole('radiogroup', { name: 'Tone of voice' })).toHaveAccessibleDescription(
      'Please select a tone of voice',
    );

    await user.click(screen.getByRole('tab', { name: 'Content' }));
    await user.type(panel().getByRole('textbox', { name: 'Pillar 2' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(panel().getByRole('textbox', { name: 'Pillar 1' })).toHaveAccessibleDescription(
      'Please provide at least one content pillar',
    );
    expect(panel().getByRole('group', { name: 'Content pillars' })).toHaveAccessibleDescription(
      'The topics you want to be known for. 3-5 are recommended; fill in at least one.',
    );
    expect(selectedTab()).toHaveAccessibleName('Content (has errors)');
  });

  it('reveals the custom tone field only for a custom tone', async () => {
    const { user } = await openQuestionnaire();
    await user.click(screen.getByRole('tab', { name: 'Voice & Tone' }));

    expect(
      panel()
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['casual', 'punchy', 'polished', 'witty', 'deep', 'authentic', 'custom']);
    expect(panel().queryByRole('textbox', { name: 'Describe your tone' })).not.toBeInTheDocument();
    await user.click(panel().getByRole('radio', { name: /^Custom/ }));
    expect(panel().getByRole('textbox', { name: 'Describe your tone' })).toHaveFocus();
    await user.click(panel().getByRole('radio', { name: /^Witty/ }));
    expect(panel().queryByRole('textbox', { name: 'Describe your tone' })).not.toBeInTheDocument();
  });

  it('opens the last tab with Next and nothing else: no answer is sent, no error shown yet', async () => {
    const { api, user } = await openQuestionnaire();
    await answerEverything(user, { stopAt: 'content' });
    const nextButton = screen.getByRole('button', { name: 'Next' });

    await user.click(nextButton);

    expect(selectedTab()).toHaveAccessibleName('Prompts & Cadence');
    // Not the Next button turned into Submit under the click: that one submitted the form.
    expect(nextButton).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Onboarding' })).toHaveAttribute('type', 'button');
    expect(panel().getByRole('radiogroup', { name: 'Posting cadence' })).not.toHaveAccessibleDescription(
      'Please select a posting cadence',
    );
    expect(api.bodiesOf('POST /api/leads/7/onboarding')).toEqual([]);
  });

  it('sends nothing on Enter in a field, on an earlier tab or the last', async () => {
    const { api, user } = await openQuestionnaire({
      'POST /api/leads/7/onboarding': { body: { ...jane, isOnboarded: true } },
    });
    await answerEverything(user);
    await user.click(screen.getByRole('tab', { name: 'Voice & Tone' }));
    await user.type(panel().getByRole('textbox', { name: 'Words to avoid (optional)' }), 'synergy{Enter}');
    await user.click(screen.getByRole('tab', { name: 'Content' }));
    await user.type(panel().getByRole('textbox', { name: 'Pillar 5' }), 'Sales{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(panel().getByRole('textbox', { name: 'Mistake story (optional)' }), 'Hired fast{Enter}');
    // Every answer is right now: a cadence picked with Space, then Enter on it, still sends nothing.
    panel()
      .getByRole('radio', { name: /^Daily/ })
      .focus();
    await user.keyboard(' {Enter}');
    expect(panel().getByRole('radio', { name: /^Daily/ })).toBeChecked();

    expect(selectedTab()).toHaveAccessibleName('Prompts & Cadence');
    expect(api.bodiesOf('POST /api/leads/7/onboarding')).toEqual([]);
  });

  it("takes a tab's message away as soon as the answer is fixed", async () => {
    const { user } = await openQuestionnaire();
    await user.click(screen.getByRole('tab', { name: 'Voice & Tone' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const tone = panel().getByRole('radiogroup', { name: 'Tone of voice' });
    expect(tone).toHaveAccessibleDescription('Please select a tone of voice');

    await user.click(panel().getByRole('radio', { name: /^Custom/ }));

    expect(tone).not.toHaveAccessibleDescription('Please select a tone of voice');
    expect(selectedTab()).toHaveAccessibleName('Voice & Tone');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const pillar = panel().getByRole('textbox', { name: 'Pillar 1' });
    expect(pillar).toHaveAccessibleDescription('Please provide at least one content pillar');
    await user.type(panel().getByRole('textbox', { name: 'Pillar 2' }), 'Hiring');
    expect(pillar).not.toHaveAccessibleDescription('Please provide at least one content pillar');
    expect(selectedTab()).toHaveAccessibleName('Content');
  });

  it('shows a tab its errors when the visitor leaves it by its tab button, and lets them go', async () => {
    const { user } = await openQuestionnaire();

    await user.click(screen.getByRole('tab', { name: 'Content' }));

    expect(selectedTab()).toHaveAccessibleName('Content');
    expect(screen.getByRole('tab', { name: 'Basics (has errors)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Voice & Tone' })).toBeInTheDocument();
  });

  it('opens the tab of a wrong answer on Submit, and marks it', async () => {
    const { api, user } = await openQuestionnaire();
    await answerEverything(user);
    // Goals & Audience loses its audience.
    await user.click(screen.getByRole('tab', { name: 'Goals & Audience' }));
    await user.clear(panel().getByRole('textbox', { name: 'Target audience' }));
    await user.click(screen.getByRole('tab', { name: 'Prompts & Cadence' }));

    await user.click(screen.getByRole('button', { name: 'Submit Onboarding' }));

    expect(selectedTab()).toHaveAccessibleName('Goals & Audience (has errors)');
    const audience = panel().getByRole('textbox', { name: 'Target audience' });
    expect(audience).toHaveAccessibleDescription('Please describe your target audience');
    // The field is focused once its tab has been drawn (a frame after the click).
    await waitFor(() => expect(audience).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Basics' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/leads/7/onboarding')).toEqual([]);
  });

  it("sends the answers without blank pillars, reads 'Submitting...', then opens /onboarding-complete", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { api, user, router, store } = await openQuestionnaire({
      // Held until the test lets it through.
      'POST /api/leads/7/onboarding': async () => {
        await answered;
        return { body: { ...jane, isOnboarded: true } };
      },
    });
    await answerEverything(user);
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit Onboarding' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer();

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding-complete');
    expect(api.bodiesOf('POST /api/leads/7/onboarding')).toEqual([expectedBody]);
    expect(api.queriesOf('POST /api/leads/7/onboarding')[0].token).toBe('abc');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Success!');
    expect(toast).toHaveTextContent('Your onboarding information has been submitted successfully.');
    // The lead is refreshed: going back shows the 'all set' card.
    expect(store.getState().api.queries['getLead({"id":7,"token":"abc"})']?.data).toMatchObject({
      isOnboarded: true,
    });
  });

  it('sends only the tone chosen when it is not custom, and the optional answers that were given', async () => {
    const { api, user } = await openQuestionnaire({
      'POST /api/leads/7/onboarding': { body: { ...jane, isOnboarded: true } },
    });
    await answerEverything(user);
    await user.type(panel().getByRole('textbox', { name: 'Mistake story (optional)' }), 'Hired too fast');
    await user.click(screen.getByRole('tab', { name: 'Voice & Tone' }));
    await user.click(panel().getByRole('radio', { name: /^Punchy/ }));
    await user.click(screen.getByRole('tab', { name: 'Prompts & Cadence' }));

    await user.click(screen.getByRole('button', { name: 'Submit Onboarding' }));

    await screen.findByRole('heading', { level: 1, name: 'Thank You!' });
    const { customTone: _dropped, ...rest } = expectedBody;
    expect(api.bodiesOf('POST /api/leads/7/onboarding')).toEqual([
      { ...rest, toneOfVoice: 'punchy', mistakeStory: 'Hired too fast' },
    ]);
  });

  it('keeps every answer and the draft when submitting fails', async () => {
    const { user, router } = await openQuestionnaire({
      'POST /api/leads/7/onboarding': failure(500, 'Internal Server Error'),
    });
    await answerEverything(user);

    await user.click(screen.getByRole('button', { name: 'Submit Onboarding' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('There was a problem submitting your information. Please try again.');
    expect(router.state.location.pathname).toBe('/onboarding/7');
    expect(panel().getByRole('radio', { name: /^Three times a week/ })).toBeChecked();
    await user.click(screen.getByRole('tab', { name: 'Basics' }));
    expect(panel().getByRole('textbox', { name: 'Job title' })).toHaveValue('Founder');
    await user.click(screen.getByRole('tab', { name: 'Content' }));
    expect(panel().getByRole('textbox', { name: 'Pillar 3' })).toHaveValue('  Remote teams  ');
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ jobTitle: 'Founder' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it("shows 'You're All Set!' when the answers had been submitted already (409)", async () => {
    const { user } = await openQuestionnaire({
      'POST /api/leads/7/onboarding': failure(409, 'This onboarding has already been submitted'),
    });
    await answerEverything(user);

    await user.click(screen.getByRole('button', { name: 'Submit Onboarding' }));

    expect(await screen.findByRole('heading', { level: 2, name: "You're All Set!" })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});

describe('/onboarding/{id}: the draft', () => {
  it('keeps the answers in localStorage as they are typed, per lead', async () => {
    const { user } = await openQuestionnaire();

    await user.type(panel().getByRole('textbox', { name: 'Job title' }), 'CTO');

    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ jobTitle: 'CTO' });
    expect(localStorage.getItem('ghostline:onboarding-draft:8')).toBeNull();
  });

  it('restores the draft on reload, ignoring what is not an answer', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        jobTitle: 'Founder',
        industry: 'not-an-industry',
        goals: ['hiring', 'world-domination'],
        toneOfVoice: 'custom',
        customTone: 'Dry',
        contentPillars: ['Hiring', '', 'Remote teams'],
        postingCadence: 'daily',
      }),
    );
    const { user } = await openQuestionnaire();

    expect(panel().getByRole('textbox', { name: 'Job title' })).toHaveValue('Founder');
    expect(panel().getByRole('combobox', { name: 'Industry (optional)' })).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Goals & Audience' }));
    expect(panel().getByRole('checkbox', { name: 'Hiring and recruiting' })).toBeChecked();
    expect(panel().getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Voice & Tone' }));
    expect(panel().getByRole('radio', { name: /^Custom/ })).toBeChecked();
    expect(panel().getByRole('textbox', { name: 'Describe your tone' })).toHaveValue('Dry');
    await user.click(screen.getByRole('tab', { name: 'Content' }));
    expect(panel().getByRole('textbox', { name: 'Pillar 1' })).toHaveValue('Hiring');
    expect(panel().getByRole('textbox', { name: 'Pillar 3' })).toHaveValue('Remote teams');
    await user.click(screen.getByRole('tab', { name: 'Prompts & Cadence' }));
    expect(panel().getByRole('radio', { name: /^Daily/ })).toBeChecked();
  });

  it('starts empty when the saved draft cannot be read', async () => {
    localStorage.setItem(DRAFT_KEY, '{not json');
    await openQuestionnaire();

    expect(panel().getByRole('textbox', { name: 'Job title' })).toHaveValue('');
  });
});

describe('/onboarding-complete', () => {
  it('thanks the lead and lists the next steps, with a link home', async () => {
    open('/onboarding-complete');

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You!' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Our team reviews your answers within 1 business day.');
    expect(steps[1]).toHaveTextContent('First drafts begin');
    expect(steps[2]).toHaveTextContent('Your first content arrives in your inbox within 48 hours.');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

// The questionnaire is usable by keyboard: tabs are reachable and move with the arrow keys.
describe('/onboarding/{id}: keyboard', () => {
  it('moves between tabs with the arrow keys', async () => {
    const { user } = await openQuestionnaire();

    screen.getByRole('tab', { name: 'Basics' }).focus();
    await user.keyboard('{ArrowRight}');

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Goals & Audience' })).toHaveFocus());
  });
});
