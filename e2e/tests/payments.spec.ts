import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { waitForMail } from './support/outbox';
import { seedPortalClient } from './support/seed';

/** A seeded client (paid through its current period), renamed so that its rows can be told apart. */
async function seededClient(page: Page, name: string): Promise<{ id: number; email: string }> {
  const client = seedPortalClient(`${name.toLowerCase()}${Date.now().toString(36)}`);
  const found = await page.request.get(`/api/admin/clients?search=${client.username}`);
  const [{ id }] = (await found.json()).items as { id: number }[];
  const renamed = await page.request.patch(`/api/admin/clients/${id}`, {
    data: { firstName: name, lastName: client.username },
  });
  expect(renamed.ok()).toBe(true);
  return { id, email: client.email };
}

/**
 * A manual payment is for a named period, recorded once; the button then offers the next
 * period; a mistaken payment is voided with a reason, both kept in the history.
 */
test('marks a named period paid once, offers the next one, and voids a mistaken payment', async ({
  page,
}) => {
  // A long journey (a receipt awaited, two dialogs): more time than a short test's.
  test.slow();
  await signInAsAdmin(page);
  const client = await seededClient(page, 'Period');
  await page.goto(`/admin/clients/${client.id}`);
  const echo = page.getByRole('article', { name: 'Echo Plan' });
  const nextToPay = echo.getByText(/^Next to pay: /);
  await expect(nextToPay).toBeVisible();
  const period = (await nextToPay.textContent())!.replace('Next to pay: ', '');

  // The dialog names the period it records.
  await echo.getByRole('button', { name: 'Mark period paid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark period paid' });
  await expect(dialog).toContainText(`for ${period}`);
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Wire 2027-118');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Payment recorded', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const receipt = await waitForMail(client.email, /Your receipt: Echo plan, \$299\.00/);
  expect(receipt.text).toContain('299.00');

  // The button moved on to the next period; the one paid is listed, and a second mark of it is refused.
  await expect(nextToPay).not.toHaveText(`Next to pay: ${period}`);
  const payments = echo.getByRole('list', { name: 'Echo Plan payments' });
  await expect(payments.getByText(`${period} · $299.00`)).toBeVisible();
  const history = page.getByRole('list', { name: 'Subscription events' });
  await expect(history.getByRole('listitem').first()).toContainText(
    `Payment of $299.00 received for ${period}`,
  );
  const listed = await (await page.request.get(`/api/admin/clients/${client.id}`)).json();
  const subscriptionId = (listed.subscriptions as { id: number; plan: string }[]).find(
    (s) => s.plan === 'echo',
  )!.id;
  const payable = await (
    await page.request.get(`/api/admin/subscriptions/${subscriptionId}/payments`)
  ).json();
  const paidStart = (payable.payments as { periodStart: string; periodLabel: string }[]).find(
    (payment) => payment.periodLabel === period,
  )!.periodStart;
  const twice = await page.request.post(`/api/admin/subscriptions/${subscriptionId}/payments`, {
    data: { outcome: 'paid', periodStart: paidStart },
  });
  expect(twice.status()).toBe(409);
  expect((await twice.json()).message).toBe(
    `The period ${period} is already paid: void that payment first to record it again`,
  );

  // Entered by mistake: voided with a reason; the period is offered again, the history keeps both.
  await payments.getByRole('button', { name: `Void the payment for ${period}` }).click();
  const voiding = page.getByRole('dialog', { name: 'Void payment' });
  await voiding.getByRole('textbox', { name: 'Reason' }).fill('Recorded for the wrong client');
  await voiding.getByRole('button', { name: 'Void payment' }).click();
  await expect(page.getByText('Payment voided', { exact: true })).toBeVisible();
  await expect(payments.getByText(/Voided .*: Recorded for the wrong client/)).toBeVisible();
  await expect(nextToPay).toHaveText(`Next to pay: ${period}`);
  await expect(history.getByRole('listitem').first()).toContainText(
    `Payment of $299.00 voided for ${period}`,
  );
  await expect(history.getByText(`Payment of $299.00 received for ${period}`)).toBeVisible();
});

/** The owner's view of money (docs/product.md, Billing), on a desktop and on a phone. */
test(
  'the Billing page shows this month and a failed payment whose period paid runs apart from past due, linking to its client',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.slow();
    await signInAsAdmin(page);
    const name = `Overdue${testInfo.project.name}`;
    const client = await seededClient(page, name);
    await page.goto(`/admin/clients/${client.id}`);
    const echo = page.getByRole('article', { name: 'Echo Plan' });
    await echo.getByRole('button', { name: 'Mark payment failed' }).click();
    await page
      .getByRole('dialog', { name: 'Mark payment failed' })
      .getByRole('button', { name: 'Record failure' })
      .click();
    await expect(page.getByText('Payment failure recorded', { exact: true })).toBeVisible();
    // Still in force through the period paid: the payment failed, nothing is past due yet.
    await expect(echo).toContainText(/In force until/);
    await expect(echo).toContainText('Payment Failed');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Billing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Expected this month' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Received this month' })).toBeVisible();
    const failed = page.getByRole('region', { name: 'Payment failed' });
    const link = failed.getByRole('link', { name: new RegExp(`^${name} `) });
    await expect(link).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Past due' }).getByRole('link', { name: new RegExp(`^${name} `) }),
    ).toHaveCount(0);
    if (testInfo.project.name === 'phone') {
      // Cards on a phone, inside the screen.
      await expect(failed.getByRole('table')).toHaveCount(0);
      const card = failed.getByRole('article', { name: new RegExp(`^${name} `) });
      await expect(card).toContainText('Paid through');
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    } else {
      await expect(failed.getByRole('table', { name: 'Payment failed' })).toBeVisible();
      await expect(failed.getByRole('columnheader', { name: 'Paid through' })).toBeVisible();
    }
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/clients/${client.id}$`));
  },
);
