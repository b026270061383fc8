import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { admin } from './server';

/**
 * A new draft for a seeded client's Echo subscription, written through the API by `team` (signed in
 * as a team member): answers the post's id.
 */
export async function writeDraft(
  team: APIRequestContext,
  username: string,
  { title, content }: { title: string; content: string },
): Promise<number> {
  const clients = await team.get('/api/admin/clients', { params: { search: username } });
  const [client] = ((await clients.json()) as { items: { id: number }[] }).items;
  const detail = (await (await team.get(`/api/admin/clients/${client!.id}`)).json()) as {
    writableSubscriptions: { id: number; plan: string }[];
  };
  const echo = detail.writableSubscriptions.find(({ plan }) => plan === 'echo');
  const created = await team.post('/api/admin/content', {
    data: { subscriptionId: echo!.id, title, content },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

/**
 * The team writes a post for a seeded client's Echo subscription and delivers it through the API
 * (the back office's own journey writes one through the pages): answers the post's id. `team` is a
 * request context of its own, so the browser pages stay as they are.
 */
export async function deliverNewPost(
  team: APIRequestContext,
  username: string,
  post: { title: string; content: string },
): Promise<number> {
  const signIn = await team.post('/api/admin/login', { data: admin });
  expect(signIn.ok()).toBe(true);
  const id = await writeDraft(team, username, post);
  const delivered = await team.post(`/api/admin/content/${id}/status`, { data: { status: 'delivered' } });
  expect(delivered.ok()).toBe(true);
  return id;
}

/** Delivers the post open in the editor as a hand does: the button, then the dialog's Deliver. */
export async function deliverInEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Deliver to client' }).click();
  await page
    .getByRole('dialog', { name: 'Deliver to client?' })
    .getByRole('button', { name: 'Deliver' })
    .click();
  await expect(page.getByText('Post delivered', { exact: true })).toBeVisible();
}

/**
 * A seeded client's delivered post "Hiring is a system…", taken back to draft, rewritten with
 * `content` and delivered again (the page's request context must be the admin's): answers its id.
 */
export async function redeliverSeededPost(
  request: APIRequestContext,
  username: string,
  content: string,
): Promise<number> {
  const {
    items: [summary],
  } = (await (await request.get(`/api/admin/clients?search=${username}`)).json()) as {
    items: { id: number }[];
  };
  const {
    items: [post],
  } = (await (
    await request.get(`/api/admin/content?clientId=${summary!.id}&search=Hiring is a system`)
  ).json()) as { items: { id: number }[] };
  const status = (to: string) =>
    request.post(`/api/admin/content/${post!.id}/status`, { data: { status: to } });
  expect((await status('draft')).ok()).toBe(true);
  expect((await request.patch(`/api/admin/content/${post!.id}`, { data: { content } })).ok()).toBe(true);
  expect((await status('delivered')).ok()).toBe(true);
  return post!.id;
}
