import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { deliverInEditor, writeDraft } from './support/team-posts';
import { signInAsAdmin, signInAsClient } from './support/admin';
import { linkIn, waitForMail } from './support/outbox';
import { seedPortalClient } from './support/seed';

/**
 * Pictures made by the browser itself (an element's screenshot is a PNG; a page printed is a PDF),
 * so the suite needs no image library of its own.
 */
async function makeFiles(browser: Browser): Promise<{ images: Buffer[]; pdf: Buffer }> {
  const page = await browser.newPage();
  const images: Buffer[] = [];
  for (const [word, colour] of [
    ['One', '#0a66c2'],
    ['Two', '#c2410c'],
    ['Three', '#15803d'],
  ] as const) {
    await page.setContent(
      `<div id="card" style="width:600px;height:400px;background:${colour};color:#fff;font:bold 96px sans-serif;display:grid;place-items:center">${word}</div>`,
    );
    images.push(await page.locator('#card').screenshot());
  }
  await page.setContent(
    ['Hiring', 'Scorecards', 'Interviews']
      .map((word) => `<h1 style="font-size:120px;page-break-after:always">${word}</h1>`)
      .join(''),
  );
  const pdf = await page.pdf({ width: '600px', height: '600px' });
  await page.close();
  return { images, pdf };
}

const BODY = 'Three lessons from a hundred interviews.';

test(
  'a writer attaches three images with progress and alt text; the client sees them as LinkedIn shows them, in the mail too, and no one else reaches them',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    // Some seconds: three uploads drawn by the server, a delivery, the client's page and the mail.
    const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
    const client = seedPortalClient(`media${stamp}`);
    const title = `Interview lessons ${stamp}`;
    const { images } = await makeFiles(browser);
    await signInAsAdmin(page);
    const postId = await writeDraft(page.request, client.username, { title, content: BODY });

    await page.goto(`/admin/content/${postId}`);
    const section = page.getByRole('region', { name: 'Images or document' });
    await expect(section.getByText(/No images or document/)).toBeVisible();
    // The uploads crawl, as on a slow line, so their progress shows.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Add images or a PDF' }).click();
    await (
      await chooser
    ).setFiles(
      images.map((buffer, index) => ({ name: `photo-${index + 1}.png`, mimeType: 'image/png', buffer })),
    );
    await expect(section.getByRole('progressbar').first()).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const list = section.getByRole('list', { name: 'Images, in order' });
    await expect(list.getByRole('listitem')).toHaveCount(3);

    // A file that is no picture is refused with the rule; its Dismiss stays one word on a phone too,
    // and Enter on it clears the error.
    const refused = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: /^Add images/ }).click();
    await (
      await refused
    ).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain words') });
    await expect(section.getByRole('alert')).toContainText('Could not upload “notes.png”: The file must be');
    const dismiss = section.getByRole('button', { name: 'Dismiss the error on notes.png' });
    expect((await dismiss.boundingBox())!.height).toBeLessThan(40);
    await dismiss.press('Enter');
    await expect(section.getByRole('alert')).toHaveCount(0);

    // Delivery waits for alt text, and says why.
    for (const [index, text] of [
      'A blue card that says One',
      'An orange card that says Two',
      'A green card that says Three',
    ].entries()) {
      await section.getByRole('textbox', { name: `Alt text of image ${index + 1}` }).fill(text);
    }
    await section.getByRole('textbox', { name: 'Alt text of image 3' }).blur();
    await expect
      .poll(async () => {
        const post = (await (await page.request.get(`/api/admin/content/${postId}`)).json()) as {
          media: { items: { altText: string | null }[] } | null;
        };
        return post.media?.items.map((item) => item.altText);
      })
      .toEqual(['A blue card that says One', 'An orange card that says Two', 'A green card that says Three']);
    await deliverInEditor(page);

    // The mail carries a thumbnail inside it, never an address of the file.
    const mail = await waitForMail(client.email, new RegExp(`ready for review: ${title}`));
    const inline = mail.attachments.find((attachment) => attachment.cid);
    expect(inline?.contentType).toMatch(/^image\//);
    expect(inline?.related).toBe(true);
    // The parser puts the attachment in place of its cid: reference.
    expect(mail.html).toContain('alt="A blue card that says One"');
    expect(mail.html).not.toContain('/media/');

    // The mail's review link shows them too, to a browser signed in as no one.
    const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const reviewPage = await visitor.newPage();
    await reviewPage.goto(linkIn(mail, '/review?token='));
    await expect(reviewPage.getByRole('img', { name: 'An orange card that says Two' }).first()).toBeVisible();
    await visitor.close();

    // The client sees the three images in LinkedIn's grid, each named by its alt text.
    await signInAsClient(page, client.username);
    await page.goto(linkIn(mail, '/dashboard/content/'));
    for (const alt of [
      'A blue card that says One',
      'An orange card that says Two',
      'A green card that says Three',
    ]) {
      await expect(page.getByRole('img', { name: alt }).first()).toBeVisible();
    }
    const src = await page
      .getByRole('img', { name: 'A blue card that says One' })
      .first()
      .getAttribute('src');
    expect(src).toMatch(/^\/api\/client\/content\/\d+\/media\/\d+\//);
    const own = await page.request.get(src!);
    expect(own.status()).toBe(200);
    expect(own.headers()['x-content-type-options']).toBe('nosniff');

    // Another client's session, and no session at all, never reach the file.
    const other = seedPortalClient(`other${stamp}`);
    const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
    expect((await stranger.request.get(src!)).status()).toBe(401);
    await stranger.request.post('/api/client/login', {
      data: { username: other.username, password: other.password },
    });
    expect((await stranger.request.get(src!)).status()).toBe(404);
    await stranger.close();
  },
);

test(
  'a PDF becomes a carousel the client pages through with the keyboard and a finger',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
    const client = seedPortalClient(`carousel${stamp}`);
    const { pdf } = await makeFiles(browser);
    await signInAsAdmin(page);
    const postId = await writeDraft(page.request, client.username, {
      title: `Carousel ${stamp}`,
      content: BODY,
    });
    const uploaded = await page.request.post(`/api/admin/content/${postId}/media`, {
      multipart: { file: { name: 'hiring.pdf', mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(uploaded.status()).toBe(201);
    const { id: mediaId } = (await uploaded.json()) as { id: number };
    expect(
      (
        await page.request.put(`/api/admin/content/${postId}/media`, {
          data: { items: [{ mediaId }], documentTitle: 'Hiring, in three pages' },
        })
      ).ok(),
    ).toBe(true);
    expect(
      (
        await page.request.post(`/api/admin/content/${postId}/status`, { data: { status: 'delivered' } })
      ).ok(),
    ).toBe(true);

    await signInAsClient(page, client.username);
    await page.goto(`/dashboard/content/${postId}`);
    const carousel = page.getByRole('region', { name: /Hiring, in three pages/ }).first();
    await expect(carousel).toContainText('3 pages');
    await expect(carousel.getByText('Page 1 of 3')).toBeAttached();
    await carousel.getByRole('button', { name: 'Next page' }).click();
    await expect(carousel.getByText('Page 2 of 3')).toBeAttached();
    // The row of pages takes the arrow keys once focused, as a Tab reaches it.
    const pages = carousel.getByLabel(/, pages$/);
    await pages.focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByText('Page 3 of 3')).toBeAttached();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByText('Page 1 of 3')).toBeAttached();
    if (testInfo.project.name !== 'phone') return;

    // A finger drags the row leftwards in small steps: it snaps to the next page.
    const box = (await pages.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const from = box.x + box.width * 0.8;
    const to = box.x + box.width * 0.15;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
    for (let step = 1; step <= 12; step++) {
      const x = from + ((to - from) * step) / 12;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(carousel.getByText('Page 2 of 3')).toBeAttached();
  },
);
