import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import request, { type Agent } from 'supertest';
import { MEDIA_STORAGE, type MediaStorage } from '../src/media/media-storage.js';
import { Mailbox } from './utils/mailbox.js';
import { race } from './utils/race.js';
import { createTeamMember, signInMember } from './utils/writer-accounts.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const ALT_TEXT_REQUIRED =
  'Every image needs alt text before delivery: screen readers read it aloud, and LinkedIn takes it with the image';

/**
 * A post's media as the content module holds it (docs/product.md, "Images and documents"): the draft's
 * set whole by the team, copied onto each version delivered, alt text required before delivery, and
 * each reader's answer with the media it may see, at its own addresses, the client never a
 * revision's new media before it is delivered.
 */
describe("a post's media", () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: Agent;
  let client: { id: number; agent: Agent };
  let otherClientId: number;
  let echoId: number;
  let titles = 0;

  /** A stored file of `clientId` (a row and its thumbnail, as an upload leaves them), answering its id. */
  async function storedFile(
    clientId: number,
    kind: 'image' | 'document' = 'image',
    colour = '#1b4965',
  ): Promise<number> {
    const storageKey = randomBytes(24).toString('hex');
    const thumbnail = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
      .webp()
      .toBuffer();
    await t.app
      .get<MediaStorage>(MEDIA_STORAGE)
      .put(`${storageKey}/thumbnail`, Readable.from(thumbnail), 'image/webp');
    const [{ id }] = await t.query<{ id: number }>(
      `insert into media_files (client_id, kind, content_type, byte_size, file_name, sha256, width, height,
                                page_count, preview_pages, storage_key)
       values ($1, $2, $3, 1000, $4, repeat('0', 64), $5, $6, $7, $8, $9) returning id`,
      kind === 'image'
        ? [clientId, kind, 'image/png', 'photo.png', 1200, 900, null, 0, storageKey]
        : [clientId, kind, 'application/pdf', 'deck.pdf', null, null, 9, 9, storageKey],
    );
    return id;
  }

  const newPost = async () =>
    (
      await admin
        .post('/api/admin/content')
        .send({
          subscriptionId: echoId,
          title: `Media post ${++titles}`,
          content: 'Words beside the pictures.',
        })
        .expect(201)
    ).body as { id: number; title: string };
  const setMedia = (postId: number, body: object) =>
    admin.put(`/api/admin/content/${postId}/media`).send(body);
  const move = (postId: number, status: string) =>
    admin.post(`/api/admin/content/${postId}/status`).send({ status });
  const images = (...ids: number[]) =>
    ids.map((mediaId, index) => ({ mediaId, altText: `Picture ${index + 1}` }));
  const idsOf = (media: { items: { id: number }[] } | null) => media?.items.map((item) => item.id) ?? null;

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start() } });
    admin = await t.signedInAdmin();
    client = await t.signedInPortalClient('mira');
    otherClientId = (await t.signedInPortalClient('otto')).id;
    const { body } = await admin.get(`/api/admin/clients/${client.id}`).expect(200);
    echoId = body.subscriptions.find((subscription: { plan: string }) => subscription.plan === 'echo').id;
  });

  afterAll(async () => {
    await t?.mailsSettled();
    await t?.close();
    await mailbox.stop();
  });

  describe("setting a draft's media", () => {
    let postId: number;
    let image: number;
    let document: number;

    beforeAll(async () => {
      postId = (await newPost()).id;
      image = await storedFile(client.id);
      document = await storedFile(client.id, 'document');
    });

    const refused = async (body: object, message: string, status = 400) => {
      expect((await setMedia(postId, body).expect(status)).body.message).toBe(message);
      // Nothing stored: the draft's media is as it was.
      expect((await admin.get(`/api/admin/content/${postId}`).expect(200)).body.media).toBeNull();
    };

    it("refuses another client's file as one that does not exist, naming it", async () => {
      const theirs = await storedFile(otherClientId);
      await refused({ items: images(theirs) }, `File ${theirs} is not one of this client's files`);
      await refused({ items: images(image, 999_999) }, "File 999999 is not one of this client's files");
    });

    it('refuses a file twice, images with a document, two documents', async () => {
      await refused({ items: images(image, image) }, `File ${image} is in the list twice`);
      await refused(
        { items: [...images(image), { mediaId: document }], documentTitle: 'Deck' },
        'A post takes images or one document, not both: LinkedIn shows one or the other',
      );
      const second = await storedFile(client.id, 'document');
      await refused(
        { items: [{ mediaId: document }, { mediaId: second }], documentTitle: 'Deck' },
        'A post takes one document',
      );
    });

    it("refuses a document without a title, and a title or alt text where it doesn't belong", async () => {
      await refused(
        { items: [{ mediaId: document }] },
        'A document needs a title: LinkedIn shows it above the carousel',
      );
      await refused(
        { items: [{ mediaId: document }], documentTitle: '   ' },
        'A document needs a title: LinkedIn shows it above the carousel',
      );
      await refused(
        { items: images(image), documentTitle: 'Deck' },
        'documentTitle goes with a document only',
      );
      await refused({ items: [], documentTitle: 'Deck' }, 'documentTitle goes with a document only');
      await refused(
        { items: [{ mediaId: document, altText: 'A deck' }], documentTitle: 'Deck' },
        'A document takes no alt text: its title says what it is',
      );
    });

    it('refuses alt text of more than one line', async () => {
      await refused(
        { items: [{ mediaId: image, altText: 'A chart\nwith a line break' }] },
        'items.0.altText: Alt text must be one line, without control characters',
      );
    });

    it('refuses more than 20 images', async () => {
      await refused(
        { items: Array.from({ length: 21 }, (_, index) => ({ mediaId: index + 1 })) },
        'items must hold at most 20 images',
      );
    });

    it("sets images in order with their alt text, at the team's addresses; a document with its title; then none", async () => {
      const second = await storedFile(client.id);
      const { body } = await setMedia(postId, {
        items: [{ mediaId: second, altText: '  A chart  ' }, { mediaId: image }],
      }).expect(200);
      expect(body.media).toMatchObject({ kind: 'images', documentTitle: null });
      expect(
        body.media.items.map((item: { id: number; altText: string | null }) => [item.id, item.altText]),
      ).toEqual([
        [second, 'A chart'],
        [image, null],
      ]);
      expect(body.media.items[0].thumbnailUrl).toBe(`/api/admin/content/${postId}/media/${second}/thumbnail`);
      expect(body.mediaKind).toBe('images');
      expect(body.mediaCount).toBe(2);

      const deck = (
        await setMedia(postId, { items: [{ mediaId: document }], documentTitle: ' Nine slides ' }).expect(200)
      ).body;
      expect(deck.media).toMatchObject({ kind: 'document', documentTitle: 'Nine slides' });
      expect(deck.media.items[0].pageUrls).toHaveLength(9);
      expect(deck.media.items[0].pageUrls[8]).toBe(`/api/admin/content/${postId}/media/${document}/pages/9`);
      const listed = (await admin.get('/api/admin/content').query({ clientId: client.id }).expect(200)).body
        .items;
      expect(listed.find((post: { id: number }) => post.id === postId)).toMatchObject({
        mediaKind: 'document',
        mediaCount: 1,
      });

      const none = (await setMedia(postId, { items: [] }).expect(200)).body;
      expect(none.media).toBeNull();
      expect(none.mediaCount).toBe(0);
    });

    it('refuses a post that is not a draft, with a 409 saying what to do', async () => {
      const delivered = await newPost();
      await move(delivered.id, 'delivered').expect(200);
      expect((await setMedia(delivered.id, { items: images(image) }).expect(409)).body.message).toBe(
        "Only a draft's media can change: move the post back to draft first",
      );
    });
  });

  it('refuses delivery while an image lacks alt text, and says why before', async () => {
    const post = await newPost();
    const first = await storedFile(client.id);
    const second = await storedFile(client.id);
    await setMedia(post.id, { items: [{ mediaId: first, altText: 'A desk' }, { mediaId: second }] }).expect(
      200,
    );
    expect((await admin.get(`/api/admin/content/${post.id}`).expect(200)).body.deliveryRefusal).toBe(
      ALT_TEXT_REQUIRED,
    );
    expect((await move(post.id, 'delivered').expect(409)).body.message).toBe(ALT_TEXT_REQUIRED);
    const after = (await admin.get(`/api/admin/content/${post.id}`).expect(200)).body;
    expect(after).toMatchObject({ status: 'draft', versions: [] });

    await setMedia(post.id, { items: images(first, second) }).expect(200);
    expect((await admin.get(`/api/admin/content/${post.id}`).expect(200)).body.deliveryRefusal).toBeNull();
    await move(post.id, 'delivered').expect(200);
  });

  it('never delivers an image without alt text when its media changes at the same moment as the delivery', async () => {
    const post = await newPost();
    const [old, fresh] = [await storedFile(client.id), await storedFile(client.id)];
    await setMedia(post.id, { items: images(old) }).expect(200);
    // Both have read the draft (its image with alt text) before either writes: the post's row lock decides.
    const [delivery, change] = await race(
      t.databaseUrl,
      { sql: 'select 1 from content_deliverables where id = $1 for update', values: [post.id] },
      () => [
        move(post.id, 'delivered').then((response) => response),
        setMedia(post.id, { items: [{ mediaId: fresh }] }).then((response) => response),
      ],
    );
    const versions = (await admin.get(`/api/admin/content/${post.id}`).expect(200)).body.versions;
    if (change!.status === 200) {
      // The change came first: the delivery then found an image without alt text, and stored nothing.
      expect([delivery!.status, delivery!.body.message]).toEqual([409, ALT_TEXT_REQUIRED]);
      expect(versions).toEqual([]);
    } else {
      // The delivery came first, with the media it checked; the change found the post delivered.
      expect([delivery!.status, change!.status]).toEqual([200, 409]);
      expect(idsOf(versions[0].media)).toEqual([old]);
    }
  });

  it("copies the draft's media onto each version; the client sees only what was delivered, at their addresses", async () => {
    const post = await newPost();
    await admin
      .patch(`/api/admin/content/${post.id}`)
      .send({ scheduledFor: '2031-05-14T09:00:00.000Z' })
      .expect(200);
    const [a, b, c] = [await storedFile(client.id), await storedFile(client.id), await storedFile(client.id)];
    await setMedia(post.id, { items: images(a, b) }).expect(200);

    // Never delivered: the client has nothing of it.
    await client.agent.get(`/api/client/content/${post.id}`).expect(404);

    const first = (await move(post.id, 'delivered').expect(200)).body;
    expect(idsOf(first.versions[0].media)).toEqual([a, b]);
    expect(first.versions[0].media.items[0].altText).toBe('Picture 1');
    expect(first.versions[0].media.items[0].previewUrl).toBe(
      `/api/admin/content/${post.id}/media/${a}/preview`,
    );
    // The draft keeps its rows: a revision starts from them.
    expect(idsOf(first.media)).toEqual([a, b]);
    // The mail shows the first image with its alt text, and says there are more.
    const mail = await mailbox.waitFor('mira@example.com', new RegExp(`ready for review: ${post.title}$`));
    expect(mail.attachments).toEqual([
      expect.objectContaining({ cid: `post-media-${a}`, contentType: 'image/jpeg' }),
    ]);
    expect(mail.html).toContain('alt="Picture 1"');
    expect(mail.text).toContain('Picture 1 (the first of 2 images)');

    const seen = (await client.agent.get(`/api/client/content/${post.id}`).expect(200)).body;
    expect(idsOf(seen.media)).toEqual([a, b]);
    expect(seen.media.items[1].originalUrl).toBe(`/api/client/content/${post.id}/media/${b}/original`);
    expect(seen.previousVersion).toBeNull();

    // A revision: new media on the draft is the team's until delivered.
    await move(post.id, 'draft').expect(200);
    const revised = (await setMedia(post.id, { items: images(c) }).expect(200)).body;
    expect(idsOf(revised.media)).toEqual([c]);
    expect(idsOf(revised.versions[0].media)).toEqual([a, b]);
    const clientSees = async () => {
      const details = (await client.agent.get(`/api/client/content/${post.id}`).expect(200)).body;
      const listed = (
        await client.agent.get('/api/client/content').query({ pageSize: 100 }).expect(200)
      ).body.items.find((item: { id: number }) => item.id === post.id);
      const calendar = (
        await client.agent
          .get('/api/client/calendar')
          .query({ from: '2031-05-01', to: '2031-05-31' })
          .expect(200)
      ).body.items.find((item: { id: number }) => item.id === post.id);
      return { details, listed, calendar };
    };
    let { details, listed, calendar } = await clientSees();
    expect(idsOf(details.media)).toEqual([a, b]);
    expect(idsOf(listed.media)).toEqual([a, b]);
    expect(listed.media.items[0].thumbnailUrl).toBe(`/api/client/content/${post.id}/media/${a}/thumbnail`);
    expect(calendar).toMatchObject({
      mediaKind: 'images',
      thumbnailUrl: `/api/client/content/${post.id}/media/${a}/thumbnail`,
    });
    const team = (
      await admin.get('/api/admin/calendar').query({ from: '2031-05-01', to: '2031-05-31' }).expect(200)
    ).body.items.find((item: { id: number }) => item.id === post.id);
    expect(team).toMatchObject({
      mediaKind: 'images',
      thumbnailUrl: `/api/admin/content/${post.id}/media/${c}/thumbnail`,
    });

    // Delivered again: the client has the new media, and the previous version's to compare.
    await move(post.id, 'delivered').expect(200);
    ({ details, listed, calendar } = await clientSees());
    expect(idsOf(details.media)).toEqual([c]);
    expect(idsOf(details.previousVersion.media)).toEqual([a, b]);
    expect(details.previousVersion.media.items[0].thumbnailUrl).toBe(
      `/api/client/content/${post.id}/media/${a}/thumbnail`,
    );
    expect(idsOf(listed.media)).toEqual([c]);
    expect(calendar.thumbnailUrl).toBe(`/api/client/content/${post.id}/media/${c}/thumbnail`);

    // A new version keeps the previous version's media unless changed: only the words change here.
    await move(post.id, 'draft').expect(200);
    await admin
      .patch(`/api/admin/content/${post.id}`)
      .send({ content: 'New words, same picture.' })
      .expect(200);
    const third = (await move(post.id, 'delivered').expect(200)).body;
    expect(
      third.versions.map((version: { media: { items: { id: number }[] } | null }) => idsOf(version.media)),
    ).toEqual([[c], [c], [a, b]]);
  });

  it("gives the review link's post its media at the link's own addresses, and mails a thumbnail inside the mail", async () => {
    const post = await newPost();
    const deck = await storedFile(client.id, 'document', '#ff6600');
    await setMedia(post.id, { items: [{ mediaId: deck }], documentTitle: 'Nine lessons' }).expect(200);
    await move(post.id, 'delivered').expect(200);
    const mail = await mailbox.waitFor('mira@example.com', new RegExp(`ready for review: ${post.title}$`));

    const image = mail.attachments.find((attachment) => attachment.contentType === 'image/jpeg');
    expect(image).toBeDefined();
    // Shown by its Content-ID, inline (the parser puts the attachment's bytes where `cid:` named it).
    expect(image).toMatchObject({ cid: `post-media-${deck}`, related: true, contentDisposition: 'inline' });
    expect(mail.html).toContain(`src="data:image/jpeg;base64,${image!.content.toString('base64')}"`);
    expect(mail.html).toContain('alt="The first page of “Nine lessons”"');
    expect(mail.text).toContain('A document of 9 pages: “Nine lessons”');
    // Its pixels are the stored thumbnail's (orange), not a link to the file.
    const { dominant } = await sharp(image!.content).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(mail.html).not.toContain('/media/');
    // Sent: the row keeps no copy of it.
    await t.mailsSettled();
    const [row] = await t.query<{ attachments: unknown }>(
      `select attachments from outgoing_mails where recipient = 'mira@example.com' and subject like $1`,
      [`%${post.title}`],
    );
    expect(row.attachments).toBeNull();

    const token = new URL(/Mark as published: (\S+)/.exec(mail.text ?? '')![1]).searchParams.get('token')!;
    const { body } = await request(t.app.getHttpServer())
      .get('/api/review-links')
      .query({ token })
      .expect(200);
    expect(body.post.media).toMatchObject({ kind: 'document', documentTitle: 'Nine lessons' });
    expect(body.post.media.items[0].thumbnailUrl).toBe(
      `/api/review-links/media/${deck}/thumbnail?token=${encodeURIComponent(token)}`,
    );
  });

  it("takes a writer's draft out of review when its media changes, as a change of its words does", async () => {
    const writerId = await createTeamMember(t, { username: 'wren' });
    await admin
      .patch(`/api/admin/clients/${client.id}/production`)
      .send({ assignedToId: writerId, reviewRequired: true })
      .expect(200);
    const writer = await signInMember(t, 'wren');
    const post = await newPost();
    const file = await storedFile(client.id);
    await writer.post(`/api/admin/content/${post.id}/review-request`).expect(200);
    await admin.post(`/api/admin/content/${post.id}/review`).send({ decision: 'approve' }).expect(200);
    // The admin's own change keeps the approval; the writer's takes it away.
    expect((await setMedia(post.id, { items: images(file) }).expect(200)).body.review.state).toBe('approved');
    const changed = (await writer.put(`/api/admin/content/${post.id}/media`).send({ items: [] }).expect(200))
      .body;
    expect(changed.review).toBeNull();
    await admin
      .patch(`/api/admin/clients/${client.id}/production`)
      .send({ assignedToId: null, reviewRequired: false })
      .expect(200);
  });

  it("erases a client's media with their data: the posts' files, alt text and titles, and the stored bytes", async () => {
    const storage = t.app.get<MediaStorage>(MEDIA_STORAGE);
    const { body: otto } = await admin.get(`/api/admin/clients/${otherClientId}`).expect(200);
    const subscriptionId = otto.subscriptions.find((one: { plan: string }) => one.plan === 'echo').id;
    const post = (
      await admin
        .post('/api/admin/content')
        .send({ subscriptionId, title: 'Otto’s deck', content: 'Words.' })
        .expect(201)
    ).body;
    const deck = await storedFile(otherClientId, 'document');
    await setMedia(post.id, { items: [{ mediaId: deck }], documentTitle: 'Otto’s secret plan' }).expect(200);
    await move(post.id, 'delivered').expect(200);
    const [{ storage_key: key }] = await t.query<{ storage_key: string }>(
      'select storage_key from media_files where id = $1',
      [deck],
    );
    expect(await storage.size(`${key}/thumbnail`)).not.toBeNull();

    await admin.post(`/api/admin/clients/${otherClientId}/erasure`).expect(200);
    expect(await t.query('select * from media_files where client_id = $1', [otherClientId])).toEqual([]);
    expect(await t.query(`select * from post_media where title like 'Otto%'`)).toEqual([]);
    expect(await storage.size(`${key}/thumbnail`)).toBeNull();
    expect((await admin.get(`/api/admin/content/${post.id}`).expect(200)).body).toMatchObject({
      media: null,
      versions: [expect.objectContaining({ media: null })],
    });
    // Mira's media is untouched.
    expect(
      (await t.query('select count(*)::int as n from media_files where client_id = $1', [client.id]))[0]!.n,
    ).toBeGreaterThan(0);
  });

  it('mails a post without media as before, with no attachment', async () => {
    const post = await newPost();
    await move(post.id, 'delivered').expect(200);
    const mail = await mailbox.waitFor('mira@example.com', new RegExp(`ready for review: ${post.title}$`));
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain('cid:');
  });
});
