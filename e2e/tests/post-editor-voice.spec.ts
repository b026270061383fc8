import { expect, test } from './fixtures';
import { deliverInEditor } from './support/team-posts';
import { signInAsAdmin } from './support/admin';
import { linkIn, waitForMail } from './support/outbox';

const CLIENT_PASSWORD = 'plum-ladder-orbit-42';

/** Onboarding answers with words to avoid, restrictions and two pillars. */
const ANSWERS = {
  jobTitle: 'Founder',
  companyName: 'Analytical Engines',
  goals: ['thought-leadership'],
  targetAudience: 'CTOs of early-stage startups',
  targetReaderTakeaway: 'Hiring well is a system',
  toneOfVoice: 'witty',
  contentPillars: ['Hiring', 'Engineering culture'],
  avoidWords: 'synergy, rockstar',
  contentRestrictions: 'No politics.\nNever name a client.',
  postingCadence: '3x-week',
};

/** Five lines: the feed shows three before "…see more". */
const POST = [
  'Hiring is a system, not a hunch.',
  'We dropped the rockstar job ads.',
  'Applications doubled.',
  'Here is what we wrote instead.',
  'And why it worked.',
].join('\n');

test('a post written in the client’s voice: the fold, the avoided word flagged, the pillar, and the client’s same preview', async ({
  page,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const email = `vera-${stamp}@example.com`;
  const username = `vera.${stamp.toLowerCase()}`;
  const title = `No more rockstars ${stamp}`;

  // A lead answers the questionnaire (through the API: its pages have their own journeys), and the
  // admin converts it; the client sets their password from the invitation.
  const lead = await page.request.post('/api/leads', {
    data: {
      name: `Vera Voice${stamp}`,
      email,
      linkedin: 'https://www.linkedin.com/in/vera',
      industry: 'tech',
    },
  });
  expect(lead.status()).toBe(201);
  const { leadId, onboardingUrl } = (await lead.json()) as { leadId: number; onboardingUrl: string };
  const token = new URL(onboardingUrl).searchParams.get('token')!;
  expect(
    (await page.request.post(`/api/leads/${leadId}/onboarding?token=${token}`, { data: ANSWERS })).ok(),
  ).toBe(true);
  await signInAsAdmin(page);
  const converted = await page.request.post(`/api/admin/leads/${leadId}/convert`, {
    data: { username, email, firstName: 'Vera', lastName: `Voice${stamp}`, plan: 'echo', amount: 299 },
  });
  expect(converted.status()).toBe(201);
  const { clientId } = (await converted.json()) as { clientId: number };
  const invitation = await waitForMail(email, /set your password/i);
  const setToken = new URL(linkIn(invitation, '/set-password?token=')).searchParams.get('token');
  expect(
    (
      await page.request.post('/api/client/reset-password', {
        data: { token: setToken, newPassword: CLIENT_PASSWORD },
      })
    ).ok(),
  ).toBe(true);

  // The admin writes a post for them.
  await signInAsAdmin(page);
  await page.goto(`/admin/clients/${clientId}`);
  await page.getByRole('link', { name: 'New post' }).first().click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Post' }).fill(POST);

  // The fold: three lines above it on a desktop, "…see more" opens the rest.
  const preview = page.getByRole('region', { name: 'LinkedIn preview' });
  const body = preview.getByTestId('preview-body');
  await expect(body).toContainText('Applications doubled.…see more');
  await expect(body).not.toContainText('Here is what we wrote');
  await expect(page.getByTestId('above-the-fold')).toHaveText(
    'Above the fold: 87 characters (desktop: the rest is behind "…see more")',
  );
  await preview.getByRole('button', { name: 'Mobile' }).click();
  await expect(preview.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
  await preview.getByRole('button', { name: 'see more' }).click();
  await expect(body).toContainText('And why it worked.');

  // The voice check flags the avoided word, lists the restrictions, and offers the pillars.
  const check = page.getByRole('region', { name: 'Voice check' });
  await expect(check.getByRole('list', { name: 'Avoided words found' })).toHaveText('“rockstar” × 1');
  await expect(check.getByRole('checkbox', { name: 'Never name a client.' })).toBeVisible();
  await check.getByRole('checkbox', { name: 'No politics.' }).check();
  await check.getByRole('combobox', { name: 'Content pillar' }).click();
  await page.getByRole('option', { name: 'Hiring', exact: true }).click();

  // Advice, not a block: the draft saves with the avoided word in it, and is delivered.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/\d+$/);
  const postId = /\/admin\/content\/(\d+)$/.exec(page.url())![1];
  await expect(
    page.getByRole('region', { name: 'Voice check' }).getByRole('combobox', { name: 'Content pillar' }),
  ).toHaveText('Hiring');
  await deliverInEditor(page);

  // The client page counts it in the pillar mix.
  await page.goto(`/admin/clients/${clientId}`);
  const mix = page.getByRole('region', { name: 'Pillar Mix' });
  await expect(mix.getByRole('listitem')).toHaveText(['Hiring:1 post', 'Engineering culture:0 posts']);

  // The client sees the same preview in Content Details.
  await page.request.post('/api/admin/logout');
  expect(
    (await page.request.post('/api/client/login', { data: { username, password: CLIENT_PASSWORD } })).ok(),
  ).toBe(true);
  await page.goto(`/dashboard/content/${postId}`);
  const theirs = page.getByRole('region', { name: 'LinkedIn preview' });
  await expect(theirs.getByTestId('preview-body')).toContainText('Applications doubled.…see more');
  await theirs.getByRole('button', { name: 'Mobile' }).click();
  await expect(theirs.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
  await theirs.getByRole('button', { name: 'see more' }).click();
  await expect(theirs.getByTestId('preview-body')).toContainText('And why it worked.');
});
