import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { stubScreenWidth } from '../../test/screen-width';
// In the app, as the router serves it (its links the router's).
import { LandingPage } from '../../app/areas/landing';
import { recordEarlyPlanChoice, takeEarlyPlanChoice } from './early-plan-choice';

let scrollIntoView: Mock<(options?: ScrollIntoViewOptions) => void>;

/** The ids of the elements scrolled into view, in order, with the behaviour asked for. */
const scrolledTo = () =>
  scrollIntoView.mock.contexts.map((element, index) => [
    (element as Element).id,
    scrollIntoView.mock.calls[index][0]?.behavior,
  ]);

async function openLanding({ width = 1280, reducedMotion = false } = {}) {
  stubScreenWidth(width, { reducedMotion });
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages({ '/': LandingPage }, '/');
  await screen.findByRole('heading', { level: 1, name: 'Professional LinkedIn Content Writing' });
  // The sections below the hero, and the footer, come in a chunk of their own.
  await screen.findByRole('contentinfo');
  await screen.findByRole('region', { name: 'Frequently Asked Questions' });
  return { user, ...rendered };
}

beforeEach(() => {
  // jsdom does not scroll.
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('landing page: layout', () => {
  it('has a header, the sections in order, and a footer', async () => {
    await openLanding();

    expect(document.title).toBe('Professional LinkedIn Content Writing');
    expect(screen.getByRole('banner')).toHaveTextContent('Ghostline');
    const main = screen.getByRole('main');
    expect(
      within(main).getByText('We ghostwrite LinkedIn content. You take the credit.'),
    ).toBeInTheDocument();
    expect(within(main).getByText('Thought leadership. Brand growth. No burnout.')).toBeInTheDocument();
    const sectionIds = [...main.querySelectorAll('section')].map((section) => section.id);
    expect(sectionIds).toEqual(['why', 'packages', 'process', 'form', 'faq']);
    expect(screen.getByRole('region', { name: 'How It Works' })).toHaveAttribute('id', 'process');
    expect(screen.getByRole('region', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('states the claims: 15 minutes, 5 minutes a week, 2-4 weeks, 3-6 months', async () => {
    await openLanding();

    const hero = screen.getByText(/15-minute intake form/);
    expect(hero).toHaveTextContent('about 5 minutes a week');
    expect(hero).toHaveTextContent('within 2-4 weeks');
    expect(hero).toHaveTextContent('within 3-6 months');
  });

  it('names the three pains and the testimonial results', async () => {
    await openLanding();

    const why = screen.getByRole('region', { name: /LinkedIn works/ });
    expect(why).toHaveAttribute('id', 'why');
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "You don't know what to say",
      "You don't have time",
      "You don't want to sound like everyone else",
    ]);
    const results = within(why).getByRole('list', { name: 'Results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['300%more engagement', '2new clients', '25K+post views']);
  });

  it('shows the three plans with their prices and features; Echo is the most popular', async () => {
    await openLanding();

    const ghost = screen.getByRole('article', { name: 'Ghost' });
    expect(ghost).toHaveTextContent('$99/month');
    expect(ghost).toHaveTextContent('1 post per week (4/month)');
    expect(ghost).toHaveTextContent('No content strategy session');
    const echo = screen.getByRole('article', { name: 'Echo' });
    expect(echo).toHaveTextContent('$299/month');
    expect(echo).toHaveTextContent('Most Popular');
    expect(echo).toHaveTextContent('3 posts per week (12/month)');
    expect(echo).toHaveTextContent('Monthly content strategy session');
    const phantom = screen.getByRole('article', { name: 'Phantom' });
    expect(phantom).toHaveTextContent('Custom pricing');
    expect(phantom).toHaveTextContent('Daily posting (20+/month)');
    expect(phantom).toHaveTextContent('Direct scheduling to LinkedIn');
    expect(phantom).toHaveTextContent('Engagement support and comment responses');
    expect(within(phantom).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '#form');
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('has the three steps of How It Works in order', async () => {
    await openLanding();

    const process = screen.getByRole('region', { name: 'How It Works' });
    expect(
      within(process)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Short intake', 'Expert content creation', 'Easy publishing']);
  });

  it('links the footer to the admin login, besides company and resource links', async () => {
    await openLanding();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login');
    expect(within(footer).getByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    expect(within(footer).getByRole('navigation', { name: 'Resources' })).toBeInTheDocument();
  });

  it('links Contact in the footer to the contact address the server gives', async () => {
    mockApi({ 'GET /api/site': { body: { contactEmail: 'sales@agency.example' } } });
    await openLanding();

    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:sales@agency.example',
    );
  });
});

describe('landing page: navigation', () => {
  it.each([
    ['Ghostline Why', 'why'],
    ['Packages', 'packages'],
    ['Process', 'process'],
  ])('scrolls smoothly to its section from the header: %s', async (label, id) => {
    const { user } = await openLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('button', { name: label }));

    expect(scrolledTo()).toEqual([[id, 'smooth']]);
    // The keyboard continues in the section, not in the header.
    expect(document.activeElement).toBe(document.getElementById(id));
  });

  it('has Client Login and Get Started in the header', async () => {
    const { user } = await openLanding();
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('link', { name: 'Client Login' })).toHaveAttribute('href', '/auth');
    await user.click(within(header).getByRole('button', { name: 'Get Started' }));
    expect(scrolledTo()).toEqual([['form', 'smooth']]);
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const { user } = await openLanding({ reducedMotion: true });

    await user.click(screen.getByRole('button', { name: 'Packages' }));

    expect(scrolledTo()).toEqual([['packages', 'auto']]);
  });

  it('scrolls to the form and to the packages from the hero', async () => {
    const { user } = await openLanding();

    await user.click(screen.getByRole('button', { name: 'Get 3 Free Post Ideas' }));
    await user.click(screen.getByRole('button', { name: 'View Packages' }));

    expect(scrolledTo()).toEqual([
      ['form', 'smooth'],
      ['packages', 'smooth'],
    ]);
  });

  it('keeps the sections clear of the fixed header', async () => {
    await openLanding();

    // jsdom's window is 1024 px wide: the toolbar is 64 px high there.
    for (const id of ['why', 'packages', 'process', 'form', 'faq']) {
      expect(getComputedStyle(document.getElementById(id)!).scrollMarginTop).toBe('64px');
    }
  });

  it.each([
    ['Choose Ghost', 'ghost'],
    ['Choose Echo', 'echo'],
    ['Contact Us', 'phantom'],
  ])('picks the package in the lead form from its plan: %s', async (button, value) => {
    const { user } = await openLanding();

    await user.click(screen.getByRole('link', { name: button }));

    expect(screen.getByRole('combobox', { name: 'Package (optional)' })).toHaveValue(value);
    expect(scrolledTo()).toEqual([['form', 'smooth']]);
  });

  it('picks the package of a plan clicked before the page was hydrated (its link went to the form)', async () => {
    // As landing-main.tsx hears it: the prerendered link, clicked while nothing was hydrated.
    const early = document.createElement('a');
    early.setAttribute('href', '#form');
    early.setAttribute('data-plan', 'phantom');
    early.innerHTML = '<span>Contact Us</span>';
    // jsdom would follow it, and the next tests would open the page at #form.
    early.addEventListener('click', (event) => event.preventDefault());
    document.body.append(early);
    document.addEventListener('click', recordEarlyPlanChoice, { capture: true });
    early.querySelector('span')!.click();
    document.removeEventListener('click', recordEarlyPlanChoice, { capture: true });
    early.remove();

    await openLanding();

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Package (optional)' })).toHaveValue('phantom'),
    );
    // Once: a later visit of the page starts empty.
    expect(takeEarlyPlanChoice()).toBeNull();
  });

  it('gives every plan a link to the form that works without script', async () => {
    await openLanding();
    for (const name of ['Choose Ghost', 'Choose Echo', 'Contact Us'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '#form');
  });

  it('offers the same items in a menu on a phone', async () => {
    const { user } = await openLanding({ width: 360 });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // The drawer's code comes with the first opening.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(menu).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Ghostline Why', 'Packages', 'Process']);
    expect(within(menu).getByRole('link', { name: 'Client Login' })).toHaveAttribute('href', '/auth');
    expect(within(menu).getByRole('button', { name: 'Get Started' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Process' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(scrolledTo()).toEqual([['process', 'smooth']]));
    expect(document.activeElement).toBe(document.getElementById('process'));
  });

  it('closes the phone menu without scrolling', async () => {
    const { user } = await openLanding({ width: 360 });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});

describe('landing page: FAQ', () => {
  it('opens one answer at a time; a click on the open one closes it', async () => {
    const { user } = await openLanding();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual([
      'How much of my time does this take?',
      'Will the posts really sound like me?',
      'Can I make edits before anything is published?',
      'How soon will I see results?',
    ]);
    const expanded = () => questions.map((question) => question.getAttribute('aria-expanded'));
    expect(expanded()).toEqual(['false', 'false', 'false', 'false']);

    await user.click(questions[0]);
    expect(expanded()).toEqual(['true', 'false', 'false', 'false']);
    expect(screen.getByRole('region', { name: 'How much of my time does this take?' })).toHaveTextContent(
      'About 15 minutes',
    );

    await user.click(questions[3]);
    expect(expanded()).toEqual(['false', 'false', 'false', 'true']);
    expect(screen.getByRole('region', { name: 'How soon will I see results?' })).toHaveTextContent(
      '2-4 weeks',
    );

    await user.click(questions[3]);
    expect(expanded()).toEqual(['false', 'false', 'false', 'false']);
  });

  it('promises only what the portal does about edits: a revision within the plan, then copy and mark as published', async () => {
    const { user } = await openLanding();
    await user.click(screen.getByRole('button', { name: 'Can I make edits before anything is published?' }));

    const answer = screen.getByRole('region', { name: 'Can I make edits before anything is published?' });
    expect(answer).toHaveTextContent('ask for a revision');
    expect(answer).toHaveTextContent(
      'Ghost: 1 revision per post; Echo: unlimited revisions; Phantom: unlimited revisions',
    );
    expect(answer).toHaveTextContent('copy it to LinkedIn and mark it as published');
    expect(answer).not.toHaveTextContent(/tweak|yourself|approv/i);
  });

  it('claims no approval step the portal lacks', async () => {
    await openLanding();
    for (const id of ['process', 'faq']) {
      expect(document.getElementById(id)).not.toHaveTextContent(/approv|tweak/i);
    }
  });
});
