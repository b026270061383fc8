import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { PORTAL_PASSWORD, seedPortalClient } from './support/seed';
import { deliverNewPost } from './support/team-posts';

const CONTENT =
  'Our customers hire slowly.\n\nWe treat it as an afterthought.\n\nHere is what changed for us.';

/**
 * Selects `words` in the element with test id `testId`, as a finger's long press and its handles would
 * leave the selection (Playwright cannot long-press: the touch handling has its unit test).
 */
async function select(page: Page, testId: string, words: string) {
  await page.getByTestId(testId).evaluate((element, words) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: [Text, number][] = [];
    let offset = 0;
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      nodes.push([node, offset]);
      offset += node.data.length;
    }
    const start = nodes
      .map(([node]) => node.data)
      .join('')
      .indexOf(words);
    const at = (position: number): [Text, number] => {
      const [node, from] = nodes.find(([node, from]) => position <= from + node.data.length)!;
      return [node, position - from];
    };
    const range = document.createRange();
    range.setStart(...at(start));
    range.setEnd(...at(start + words.length));
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  }, words);
}

/**
 * docs/product.md, "Comments on the words": on a phone, a client selects words, comments on them and
 * suggests new ones, and sends the round; the writer accepts one suggestion and declines another with
 * a reason; after the redelivery the client sees what changed, which suggestion was taken, why the other
 * was not, and their other comment still on its words. The client's side runs at 360 px only (the
 * desktop's column is in the unit tests and the walk); the team's page at a desktop's width.
 */
test(
  'a client suggests new words on a phone, the writer takes one and declines another, and the next version shows it',
  { tag: '@phone' },
  async ({ page, browser, playwright }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'The client’s side is the phone’s; the team’s is in it.');
    test.slow();
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const client = seedPortalClient(`words${id}`);
    const team = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const postId = await deliverNewPost(team, client.username, { title: `Words ${id}`, content: CONTENT });

    const signIn = await page.request.post('/api/client/login', {
      data: { username: client.username, password: PORTAL_PASSWORD },
    });
    expect(signIn.ok()).toBe(true);
    await page.goto(`/dashboard/content/${postId}`);
    const sheet = page.getByRole('dialog', { name: 'Comment on the words' });
    const comment = async (words: string, body: string, suggestion?: string) => {
      await select(page, 'content-body', words);
      await page.getByRole('button', { name: 'Comment on selection' }).click();
      // Read out to a screen reader as the sheet opens.
      await expect(sheet.getByTestId('quote-announcement')).toHaveText(`Commenting on the words: ${words}`);
      if (body) await sheet.getByRole('textbox', { name: 'Your comment' }).fill(body);
      if (suggestion !== undefined) {
        await sheet.getByRole('switch', { name: 'Suggest new words' }).click();
        await sheet.getByRole('textbox', { name: 'Replace with' }).fill(suggestion);
      }
      await sheet.getByRole('button', { name: 'Add comment' }).click();
      await expect(sheet).toBeHidden();
    };
    await comment('customers', '', 'clients');
    await comment('treat it as an afterthought', 'Plainer, please.', 'leave it to chance');
    await comment('Here is what changed for us.', 'Love this line.');
    const body = page.getByTestId('content-body');
    await expect(body.locator('mark')).toHaveText([
      'customers',
      'treat it as an afterthought',
      'Here is what changed for us.',
    ]);
    await expectNoSeriousViolations(page);

    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByRole('alert').getByRole('button', { name: 'Request Revision' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Content Revision' });
    await dialog.getByRole('button', { name: 'Submit Revision Request' }).click();
    await expect(comments.getByText('Not sent yet')).toHaveCount(0);

    // The writer, on a desktop: one suggestion taken into the draft, the other declined with a reason.
    const writer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsAdmin(writer);
    await writer.goto(`/admin/content/${postId}`);
    const conversation = writer.getByRole('region', { name: 'Conversation' });
    const thread = (text: string) => conversation.getByRole('listitem').filter({ hasText: text });
    await thread('customers').getByRole('button', { name: 'Accept' }).click();
    await expect(thread('customers')).toContainText('Accepted by');
    await expect(writer.getByRole('textbox', { name: 'Post' })).toHaveValue(/^Our clients hire slowly\./);
    const declined = thread('Plainer, please.');
    await declined.getByRole('button', { name: 'Decline' }).click();
    await declined.getByRole('textbox', { name: 'Reason' }).fill('The plain words lose the contrast.');
    await declined.getByRole('button', { name: 'Decline suggestion' }).click();
    await expect(declined).toContainText('Declined by');
    const delivered = await team.post(`/api/admin/content/${postId}/status`, {
      data: { status: 'delivered' },
    });
    expect(delivered.ok()).toBe(true);

    // The client, on the next version: what changed, which suggestion was taken, and the words kept.
    await page.reload();
    await expect(body).toHaveText(CONTENT.replace('customers', 'clients'));
    await expect(page.getByRole('region', { name: 'What changed since you last reviewed' })).toContainText(
      '1 word added, 1 removed',
    );
    await expect(comments.getByRole('listitem').filter({ hasText: 'Love this line.' })).toBeVisible();
    await expect(body.locator('mark')).toHaveText([
      'clients',
      'treat it as an afterthought',
      'Here is what changed for us.',
    ]);
    await expect(comments.getByRole('region', { name: 'Suggested edit' }).first()).toContainText(
      'Accepted by',
    );
    await expect(comments.getByText('Declined by', { exact: false })).toContainText(
      'The plain words lose the contrast.',
    );
    // Tapping the kept comment's words opens its thread in the sheet.
    await body.locator('mark', { hasText: 'Here is what changed for us.' }).click();
    await expect(page.getByRole('dialog', { name: 'Comment' })).toContainText('Love this line.');
  },
);
