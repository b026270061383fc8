import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
// The onboarding questionnaire is another feature's page: the app's public area holds both.
import { OnboardingPage } from '../../test/pages';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
// In the app, as the router serves it (its links the router's).
import { LandingPage } from '../../app/areas/landing';

const created = {
  status: 201,
  body: { leadId: 12, onboardingUrl: 'http://ghostline.example/onboarding/12?token=abc' },
};

async function openForm(handlers: Handlers = {}) {
  const api = mockApi(handlers);
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages({ '/': LandingPage, '/onboarding/:id': OnboardingPage }, '/');
  await screen.findByRole('heading', { level: 1, name: 'Professional LinkedIn Content Writing' });
  // The sections below the hero come in a chunk of their own.
  const form = within(await screen.findByRole('form', { name: 'Request 3 free post ideas' }));
  return { api, user, form, ...rendered };
}

type Opened = Awaited<ReturnType<typeof openForm>>;

async function fillIn({ user, form }: Opened) {
  await user.type(form.getByRole('textbox', { name: 'Name' }), 'Jane Doe');
  await user.type(form.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
  await user.type(
    form.getByRole('textbox', { name: 'LinkedIn profile URL' }),
    'https://www.linkedin.com/in/janedoe',
  );
  await user.selectOptions(form.getByRole('combobox', { name: 'Industry' }), 'Real Estate');
}

const submit = ({ user, form }: Opened) =>
  user.click(form.getByRole('button', { name: 'Send Me My 3 Free Ideas' }));

describe('lead form', () => {
  it('has the fields of the lead form, with email and url inputs and the industries as labels', async () => {
    const { form } = await openForm();

    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(form.getByRole('textbox', { name: 'LinkedIn profile URL' })).toHaveAttribute('type', 'url');
    const industries = within(form.getByRole('combobox', { name: 'Industry' })).getAllByRole('option');
    expect(industries.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Select your industry'],
      ['tech', 'Technology'],
      ['finance', 'Finance'],
      ['healthcare', 'Healthcare'],
      ['marketing', 'Marketing'],
      ['consulting', 'Consulting'],
      ['education', 'Education'],
      ['real-estate', 'Real Estate'],
      ['other', 'Other'],
    ]);
    const packages = within(form.getByRole('combobox', { name: 'Package (optional)' })).getAllByRole(
      'option',
    );
    expect(packages.map((option) => option.getAttribute('value'))).toEqual([
      'none',
      'ghost',
      'echo',
      'phantom',
    ]);
    expect(form.getByRole('combobox', { name: 'Package (optional)' })).toHaveValue('none');
  });

  it('shows the validation rules on their fields and sends nothing', async () => {
    const opened = await openForm();
    const { api, user, form } = opened;

    await user.type(form.getByRole('textbox', { name: 'Name' }), 'J');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'jane@example');
    await user.type(form.getByRole('textbox', { name: 'LinkedIn profile URL' }), 'linkedin.com/in/jane');
    await submit(opened);

    expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    );
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(form.getByRole('textbox', { name: 'LinkedIn profile URL' })).toHaveAccessibleDescription(
      'Please enter a valid LinkedIn URL',
    );
    expect(form.getByRole('combobox', { name: 'Industry' })).toHaveAccessibleDescription(
      'Please select an industry',
    );
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(api.bodiesOf('POST /api/leads')).toEqual([]);
  });

  it.each([
    'https://evil.example/in/jane',
    'http://www.linkedin.com/in/jane',
    'https://linkedin.com.evil.example/in/jane',
    'https://jane:secret@www.linkedin.com/in/jane',
  ])('refuses %s: the profile must be on LinkedIn', async (address) => {
    const opened = await openForm();
    const { api, user, form } = opened;
    const linkedin = form.getByRole('textbox', { name: 'LinkedIn profile URL' });
    await user.type(linkedin, address);
    await submit(opened);

    expect(linkedin).toHaveAccessibleDescription('Please enter a valid LinkedIn URL');
    expect(api.bodiesOf('POST /api/leads')).toEqual([]);
  });

  it("reads 'Sending...' while sending, then shows the success view, the toast and the way to onboarding", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const opened = await openForm({
      // Held until the test lets it through.
      'POST /api/leads': async () => {
        await answered;
        return created;
      },
      'GET /api/leads/12': { body: { id: 12, firstName: 'Jane', isOnboarded: false } },
    });
    const { api, user, form, router } = opened;

    await fillIn(opened);
    await submit(opened);

    const sending = await form.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    answer();

    const success = await screen.findByRole('heading', { level: 3, name: 'Your request is in' });
    expect(success).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Request 3 free post ideas' })).not.toBeInTheDocument();
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Thank you!');
    expect(toast).toHaveTextContent(
      "Your request for 3 free LinkedIn post ideas has been received. We'll be in touch within 24 hours.",
    );
    // The honeypot stayed empty: it is not sent.
    expect(api.bodiesOf('POST /api/leads')).toEqual([
      {
        name: 'Jane Doe',
        email: 'jane@example.com',
        linkedin: 'https://www.linkedin.com/in/janedoe',
        industry: 'real-estate',
        package: 'none',
      },
    ]);

    const next = screen.getByRole('link', { name: 'Continue to Onboarding' });
    expect(next).toHaveAttribute('href', '/onboarding/12?token=abc');
    await user.click(next);
    expect(await screen.findByText('Welcome, Jane!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/12');
    expect(router.state.location.search).toBe('?token=abc');
  });

  it('sends the package picked from a plan', async () => {
    const opened = await openForm({ 'POST /api/leads': created });
    Element.prototype.scrollIntoView = vi.fn();
    const { api, user } = opened;

    await user.click(screen.getByRole('link', { name: 'Choose Echo' }));
    await fillIn(opened);
    await submit(opened);

    await screen.findByRole('heading', { level: 3, name: 'Your request is in' });
    expect(api.bodiesOf('POST /api/leads')).toMatchObject([{ package: 'echo' }]);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("shows the server's message when sending fails, e.g. too many requests, and keeps every value", async () => {
    const opened = await openForm({
      'POST /api/leads': failure(429, 'Too many requests from your network. Please try again in 12 minutes.'),
    });
    const { user, form } = opened;

    await fillIn(opened);
    await user.selectOptions(form.getByRole('combobox', { name: 'Package (optional)' }), 'phantom');
    await submit(opened);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error submitting form');
    expect(alert).toHaveTextContent('Too many requests from your network. Please try again in 12 minutes.');
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Jane Doe');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@example.com');
    expect(form.getByRole('textbox', { name: 'LinkedIn profile URL' })).toHaveValue(
      'https://www.linkedin.com/in/janedoe',
    );
    expect(form.getByRole('combobox', { name: 'Industry' })).toHaveValue('real-estate');
    expect(form.getByRole('combobox', { name: 'Package (optional)' })).toHaveValue('phantom');
    expect(form.getByRole('button', { name: 'Send Me My 3 Free Ideas' })).toBeEnabled();
  });

  it("says 'Please try again later.' when the server gives no message", async () => {
    const opened = await openForm({ 'POST /api/leads': { status: 502 } });

    await fillIn(opened);
    await submit(opened);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error submitting form');
    expect(alert).toHaveTextContent('Please try again later.');
    expect(opened.form.getByRole('textbox', { name: 'Name' })).toHaveValue('Jane Doe');
  });

  it('hides the honeypot from people, and sends it when a bot fills it in', async () => {
    const opened = await openForm({ 'POST /api/leads': created });
    const { api, user } = opened;
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;

    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();

    await fillIn(opened);
    await user.type(honeypot, 'https://spam.example');
    await submit(opened);

    await screen.findByRole('heading', { level: 3, name: 'Your request is in' });
    expect(api.bodiesOf('POST /api/leads')).toMatchObject([{ website: 'https://spam.example' }]);
  });
});
