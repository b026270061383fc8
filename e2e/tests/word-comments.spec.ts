import type { APIRequest, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { PORTAL_PASSWORD, seedPortalClient } from './support/seed';
import { deliverNewPost } from './support/team-posts';

const CONTENT =
  'Our customers hire slowly.\n\nWe treat it as an afterthought.\n\nHere is what changed for us.';

/**
 * A new client (named from `name`) with a post of `content` delivered by the team, signed in on `page`
 * and on its Content details: answers the post's id and the team's request context.
 */
async function openDeliveredPost(
  page: Page,
  request: APIRequest,
  baseURL: string | undefined,
  name: string,
  content: string,
) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const client = seedPortalClient(`${name}${id}`);
  const team = await request.newContext({ baseURL });
  const postId = await deliverNewPost(team, client.username, { title: `${name} ${id}`, content });
  const signIn = await page.request.post('/api/client/login', {
    data: { username: client.username, password: PORTAL_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto(`/dashboard/content/${postId}`);
  return { postId, team };
}

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
    const { postId, team } = await openDeliveredPost(
      page,
      playwright.request,
      testInfo.project.use.baseURL,
      'words',
      CONTENT,
    );
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

const SENTENCE =
  'It was one of those weeks where every call ran long and every plan changed twice before lunch, and still the team shipped on Friday.';

/** Where the characters of `words` stand in the element with test id `testId`: each one's box. */
async function characterBoxes(page: Page, testId: string, words: string) {
  return page.getByTestId(testId).evaluate((element, words) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const text = nodes.map((node) => node.data).join('');
    const from = text.indexOf(words);
    return [...words].map((_, index) => {
      let position = from + index;
      const node = nodes.find(
        (node) => position < node.data.length || ((position -= node.data.length), false),
      )!;
      const range = document.createRange();
      range.setStart(node, position);
      range.setEnd(node, position + 1);
      const { left, right, top, bottom } = range.getBoundingClientRect();
      return { left, right, top, bottom };
    });
  }, words);
}

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (one: Box, other: Box) =>
  one.left < other.right && other.left < one.right && one.top < other.bottom && other.top < one.bottom;

/** The selected words' lines on the screen, and the comment button's box. */
async function selectionAndButton(page: Page) {
  const lines = await page.evaluate(() =>
    [...document.getSelection()!.getRangeAt(0).getClientRects()].map(({ left, right, top, bottom }) => ({
      left,
      right,
      top,
      bottom,
    })),
  );
  const comment = page.getByRole('button', { name: 'Comment on selection' });
  // Shown, not clipped nor covered: what is at its middle is the button. Its box and what is at its
  // middle are read in one go, until it stands where it goes: read apart, a busy machine's box could
  // be one the button had already left, and its middle missed the button.
  let button: Box | undefined;
  await expect(async () => {
    const seen = await comment.evaluate((element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      const hit = element.contains(document.elementFromPoint((left + right) / 2, (top + bottom) / 2));
      return { hit, box: { left, right, top, bottom } };
    });
    expect(seen.hit).toBe(true);
    button = seen.box;
  }).toPass({ timeout: 10_000 });
  return { lines, button: button! };
}

/**
 * Presses at `from` and moves to `to` in small steps as a hand does, the page drawing a frame after
 * each (what it shows meanwhile, a button, may then stand in the way), leaving the button down.
 */
async function dragSlowly(page: Page, from: Point, to: Point, steps = 40) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(
      from.x + ((to.x - from.x) * step) / steps,
      from.y + ((to.y - from.y) * step) / steps,
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}
type Point = { x: number; y: number };

const selected = (page: Page) => page.evaluate(() => document.getSelection()!.toString());

/**
 * docs/product.md, "Comments on the words": a mouse drags across a whole sentence that runs over two
 * lines, in small steps, left to right and right to left: the button waits until the button of the
 * mouse is let go, then stands in the margin, clear of the words and of where the drag ended, and a
 * Shift+click to widen the selection lands on the words, never on it.
 */
test('a mouse selects a whole sentence either way, and the comment button waits in the margin', async ({
  page,
  playwright,
}, testInfo) => {
  await openDeliveredPost(
    page,
    playwright.request,
    testInfo.project.use.baseURL,
    'drag',
    `Hiring is slow.\n\n${SENTENCE}\n\nThat is the job.`,
  );
  const button = page.getByRole('button', { name: 'Comment on selection' });
  const boxes = await characterBoxes(page, 'content-body', SENTENCE);
  expect(boxes.at(-1)!.top, 'the sentence runs over two lines').toBeGreaterThan(boxes[0]!.bottom);
  const middle = (box: Box) => (box.top + box.bottom) / 2;
  const start = { x: boxes[0]!.left + 1, y: middle(boxes[0]!) };
  const end = { x: boxes.at(-1)!.right - 1, y: middle(boxes.at(-1)!) };

  for (const [from, to] of [
    [start, end],
    [end, start],
  ] as const) {
    // Pressed on words already selected, a mouse would drag them away rather than select anew.
    await page.evaluate(() => document.getSelection()!.removeAllRanges());
    await expect(button).toBeHidden();
    await dragSlowly(page, from, to);
    expect(await selected(page)).toBe(SENTENCE);
    await expect(button).toBeHidden();
    await page.mouse.up();
    expect(await selected(page)).toBe(SENTENCE);
    await expect(button).toBeVisible();
    const { lines, button: place } = await selectionAndButton(page);
    for (const line of lines) expect(overlaps(place, line), 'the button covers no selected word').toBe(false);
    expect(overlaps(place, { left: to.x - 4, right: to.x + 4, top: to.y - 4, bottom: to.y + 4 })).toBe(false);
  }

  // A few words, then Shift+click further along the same line widens the selection to it.
  const words = 'It was one';
  const along = 'It was one of those weeks';
  await page.evaluate(() => document.getSelection()!.removeAllRanges());
  await dragSlowly(page, start, { x: boxes[words.length - 1]!.right - 1, y: start.y }, 10);
  await page.mouse.up();
  expect(await selected(page)).toBe(words);
  await expect(button).toBeVisible();
  await page.keyboard.down('Shift');
  await page.mouse.click(boxes[along.length - 1]!.right - 1, start.y);
  await page.keyboard.up('Shift');
  expect(await selected(page)).toBe(along);
});

/**
 * The same on a phone: once a finger has selected words, the button stands clear of them and of the
 * end handle below their last word, and a tap on it opens the comment on them.
 */
test(
  'on a phone the comment button stands clear of the selected words and their end handle',
  { tag: '@phone' },
  async ({ page, playwright }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'A finger’s selection: the desktop drags its own above.');
    await openDeliveredPost(page, playwright.request, testInfo.project.use.baseURL, 'tap', SENTENCE);
    await select(page, 'content-body', 'every plan');
    await expect(page.getByRole('button', { name: 'Comment on selection' })).toBeVisible();
    const { lines, button } = await selectionAndButton(page);
    for (const line of lines) expect(overlaps(button, line)).toBe(false);
    // The end handle hangs below the last word's end, and goes on from there.
    const last = lines.at(-1)!;
    const handle = { left: last.right - 24, right: last.right + 48, top: last.top, bottom: last.bottom + 48 };
    expect(overlaps(button, handle), 'the button stands clear of the end handle').toBe(false);
    await page.getByRole('button', { name: 'Comment on selection' }).tap();
    await expect(
      page.getByRole('dialog', { name: 'Comment on the words' }).getByTestId('quote-announcement'),
    ).toHaveText('Commenting on the words: every plan');
  },
);
