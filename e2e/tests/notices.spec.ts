import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { linkIn, waitForMail } from './support/outbox';

const PASSWORD = 'lantern-orchard-quill-64';

/**
 * An admin with a confirmed address turns the new-lead notices off at Your account (and puts the
 * self-registrations in the morning digest); the choice stays after a reload, and the next lead
 * reaches another admin but not them. Cancellations and failed payments offer no Off.
 */
test(
  'an admin chooses how each notice reaches them, and a lead then mails them nothing',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const suffix = `${testInfo.project.name}${Date.now().toString(36)}`;
    const email = `odile.${suffix}@example.com`;

    // The e2e admin invites Odile as an admin: an address given at the invitation counts as confirmed.
    await signInAsAdmin(page);
    const invited = await page.request.post('/api/admin/team', {
      data: { firstName: 'Odile', lastName: `Owner${suffix}`, email, role: 'admin' },
    });
    expect(invited.ok()).toBe(true);
    const { username } = (await invited.json()) as { username: string };
    // And Abe, another admin, who keeps every notice at once.
    const abe = `abe.${suffix}@example.com`;
    expect(
      (
        await page.request.post('/api/admin/team', {
          data: { firstName: 'Abe', lastName: `Other${suffix}`, email: abe, role: 'admin' },
        })
      ).ok(),
    ).toBe(true);
    await page.request.post('/api/admin/logout');
    const invitation = await waitForMail(email, /invited to the Ghostline team/);
    const token = new URL(linkIn(invitation, '/set-password?token=')).searchParams.get('token');
    expect(
      (
        await page.request.post('/api/client/reset-password', { data: { token, newPassword: PASSWORD } })
      ).ok(),
    ).toBe(true);
    expect(
      (await page.request.post('/api/admin/login', { data: { username, password: PASSWORD } })).ok(),
    ).toBe(true);

    await page.goto('/admin/account');
    // The cards above the Notices fill in as the account loads, moving it down: choose once they have.
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const notices = page.getByRole('region', { name: 'Notices' });
    const newLeads = notices.getByRole('group', { name: 'New leads' });
    await expect(newLeads.getByRole('radio', { name: 'At once' })).toBeChecked();
    // click, not check: the radios are controlled, and React shows the choice on its next render, which
    // check() may read before (the assertions after it wait for the choice).
    await newLeads.getByRole('radio', { name: 'Off' }).click();
    await expect(page.getByText('New leads: off.')).toBeVisible();
    await expect(newLeads.getByRole('radio', { name: 'Off' })).toBeChecked();
    await notices
      .getByRole('group', { name: 'Self-registrations' })
      .getByRole('radio', { name: 'Morning digest' })
      .click();
    await expect(page.getByText('Self-registrations: in your morning digest.')).toBeVisible();
    const cancellations = notices.getByRole('group', { name: 'Cancellations' });
    await expect(cancellations.getByRole('radio')).toHaveCount(2);
    await expect(cancellations).toContainText('the team must act on it');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);

    // The choices are stored.
    await page.reload();
    await expect(
      notices.getByRole('group', { name: 'New leads' }).getByRole('radio', { name: 'Off' }),
    ).toBeChecked();
    await expect(
      notices
        .getByRole('group', { name: 'Self-registrations' })
        .getByRole('radio', { name: 'Morning digest' }),
    ).toBeChecked();

    // A lead: its notices are recorded with it: Abe's, and none to Odile.
    const leadName = `Lena ${suffix}`;
    const lead = await page.request.post('/api/leads', {
      data: {
        name: leadName,
        email: `lena.${suffix}@example.com`,
        linkedin: 'https://www.linkedin.com/in/e2e-lead',
        industry: 'consulting',
      },
    });
    expect(lead.ok()).toBe(true);
    const mails = await page.request.get('/api/admin/outgoing-mails', {
      params: { search: `New lead: ${leadName}`, pageSize: 50 },
    });
    expect(mails.ok()).toBe(true);
    const { items } = (await mails.json()) as { items: { recipient: string }[] };
    const recipients = items.map((mail) => mail.recipient);
    expect(recipients).toContain(abe);
    expect(recipients).not.toContain(email);
  },
);
