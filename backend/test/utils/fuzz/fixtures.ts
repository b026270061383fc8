import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Response } from 'supertest';
import { AdminAccountsService } from '../../../src/auth/admin-accounts.service.js';
import { hashPassword } from '../../../src/common/passwords.js';
import { Post } from '../../../src/content/post.entity.js';
import { ReviewLinkIssuer } from '../../../src/content/review-link-issuer.js';
import { SESSION_COOKIE } from '../../../src/common/session-cookie.js';
import { MEDIA_STORAGE, type MediaStorage } from '../../../src/media/media-storage.js';
import { seedPortalClient } from '../../../src/seeders/portal-client.seeder.js';
import { User } from '../../../src/users/user.entity.js';
import { seedOutgoingMail } from '../outgoing-mails.js';
import { ADMIN, type TestApp } from '../test-app.js';
import type { Operation } from './contract.js';
import type { Hints } from './schema-arbitraries.js';

/** The kinds of rows a path's `{id}` names, by the path segment before it. */
const RESOURCES = [
  'clients',
  'subscriptions',
  'payments',
  'content',
  'leads',
  'outgoing-mails',
  'team',
  'comments',
  'reviewers',
  'media',
] as const;
export type Resource = (typeof RESOURCES)[number];

type Secret =
  | 'clientUsername'
  | 'clientEmail'
  | 'clientPassword'
  | 'adminUsername'
  | 'adminPassword'
  | 'leadToken'
  | 'publishLinkToken'
  | 'revisionLinkToken';

/**
 * A placeholder for a row or a secret of the fixtures, put into a case when it is generated and
 * replaced when it is sent: the fixtures are made again after a case that consumed them (a lead
 * deleted, a client erased, a session ended), so a case must not carry a stale id.
 */
export class FixtureRef {
  constructor(
    readonly kind: Resource | Secret,
    readonly pick: number,
  ) {}

  toString(): string {
    return `<${this.kind}#${this.pick}>`;
  }
}

const ref = (kind: FixtureRef['kind']) => fc.nat().map((pick) => new FixtureRef(kind, pick));

/** The resource a path's `{id}` stands for; a path naming another one needs its fixture first. */
export function resourceOfPath(path: string): Resource {
  const segment = /\/([^/]+)\/\{id\}/.exec(path)?.[1];
  const resource = RESOURCES.find((name) => name === segment);
  if (!resource) throw new Error(`No fixture for the {id} of ${path}: add its resource to fuzz/fixtures.ts`);
  return resource;
}

/** An id of a fixture row for a path parameter: `{id}` by the segment before it, `{commentId}` a comment's. */
export const fixtureId = (path: string, parameter = 'id') =>
  ref(parameter === 'commentId' ? 'comments' : parameter === 'mediaId' ? 'media' : resourceOfPath(path));

/** Valid values the schema cannot describe: real ids and the fixtures' credentials. */
export function bodyHints(operation: Operation): Hints {
  const hints: Hints = {
    subscriptionId: ref('subscriptions'),
    currentPassword: ref('clientPassword'),
    intoLeadId: ref('leads'),
    // A reply's thread: the fixture's conversation (a draft among them, which takes no reply).
    parentId: ref('comments'),
  };
  if (operation.operationId === 'loginClient') {
    hints.username = fc.oneof(ref('clientUsername'), ref('clientEmail'));
    hints.password = ref('clientPassword');
  }
  if (operation.operationId === 'loginAdmin') {
    hints.username = ref('adminUsername');
    hints.password = ref('adminPassword');
  }
  if (operation.role === 'anonymous') hints.email = ref('clientEmail');
  return hints;
}

/**
 * A query's token: a review link's for the review links (the publish button's for its press, else the
 * revision link's, which also opens the conversation), a lead's onboarding link's for the rest.
 */
export const queryHints = (operation: Operation): Hints => ({
  token: !operation.path.startsWith('/api/review-links')
    ? ref('leadToken')
    : ref(operation.path === '/api/review-links/publish' ? 'publishLinkToken' : 'revisionLinkToken'),
});

const CLIENT_PASSWORD = 'plum-ladder-orbit-42';

/**
 * The session cookie a sign-in answered, to send as is (a case that signs out cannot drop it); a
 * sign-in also sets the device cookie, which the cases do without.
 */
function sessionCookie(response: Response): string {
  const cookie = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('The sign-in answered no session cookie');
  return cookie.split(';')[0]!;
}

/**
 * The rows and sessions the cases act on: an admin's session, a client's (with an active and a
 * canceled subscription, the active one's payments, posts in every status, a conversation and the
 * review links of a delivered post), a new lead and an onboarded one, outgoing
 * mails (a failed one among them), and a writer of the team (who never signs in).
 *
 * Sessions are cookies sent explicitly rather than agents' jars: a case that ends a session
 * (signing out, a password change, an erasure) deletes its row, which the runner puts back; the
 * cookie then works again without signing in anew (each sign-in costs an argon2 hash).
 */
export class FuzzWorld {
  adminCookie = '';
  clientCookie = '';
  account!: { id: number; username: string; email: string };
  private ids: Record<Resource, number[]> = {
    clients: [],
    subscriptions: [],
    payments: [],
    content: [],
    leads: [],
    'outgoing-mails': [],
    team: [],
    comments: [],
    reviewers: [],
    media: [],
  };
  private leadTokens = new Map<number, string>();
  /** The review links mailed about the client's delivered post, by their button. */
  private linkTokens = { publish: '', revision: '' };
  private made = 0;
  /** A case changed the client's account or rows: make a new client before the next operation. */
  private clientUsed = false;

  private constructor(private readonly t: TestApp) {}

  static async create(t: TestApp): Promise<FuzzWorld> {
    const world = new FuzzWorld(t);
    await world.signInAdmin();
    await world.renewClient();
    await world.renewLeads();
    await world.renewMails();
    await world.renewTeam();
    return world;
  }

  private async signInAdmin(): Promise<void> {
    await this.t.app.get(AdminAccountsService).createOrReset(ADMIN.username, ADMIN.password);
    this.adminCookie = sessionCookie(await this.t.agent().post('/api/admin/login').send(ADMIN).expect(200));
  }

  /** A new client, signed in, with the portal's rows (the previous one may be erased or signed out). */
  async renewClient(): Promise<void> {
    const username = `fuzz-client-${++this.made}`;
    const email = `${username}@example.com`;
    const user = await seedPortalClient(this.t.orm.em.fork(), { username, email, password: CLIENT_PASSWORD });
    const login = this.t.agent().post('/api/client/login').send({ username, password: CLIENT_PASSWORD });
    this.clientCookie = sessionCookie(await login.expect(200));
    this.account = { id: user.id, username, email };
    const client = (path: string) => this.t.agent().get(path).set('Cookie', this.clientCookie).expect(200);
    this.ids.clients = [user.id];
    this.ids.subscriptions = ((await client('/api/client/subscriptions')).body as { id: number }[]).map(
      (row) => row.id,
    );
    this.ids.payments = (
      await this.t.query(`select id from payments where subscription_id = any($1) order by id`, [
        this.ids.subscriptions,
      ])
    ).map((row) => row.id as number);
    const posts = (await client('/api/client/content')).body.items as { id: number; status: string }[];
    this.ids.content = posts.map((row) => row.id);
    // A conversation on a delivered post: the client's comment not sent yet, and a thread from the team.
    const delivered = posts.find((row) => row.status === 'delivered')!.id;
    const comment = (cookie: string, path: string, body: object) =>
      this.t.agent().post(path).set('Cookie', cookie).send(body).expect(201);
    await comment(this.clientCookie, `/api/client/content/${delivered}/comments`, { body: 'Not quite me.' });
    const { body } = await comment(this.adminCookie, `/api/admin/content/${delivered}/comments`, {
      body: 'Shall we open with the numbers?',
      internal: false,
    });
    // A suggested edit on the post's first word, sent (as its revision request would), for the writers' answer.
    const { body: text } = await client(`/api/client/content/${delivered}`);
    const firstWord = (text.content as string).split(' ')[0]!;
    const suggested = await comment(this.clientCookie, `/api/client/content/${delivered}/comments`, {
      anchor: { version: 1, start: 0, end: firstWord.length, quote: firstWord },
      suggestion: 'Honestly',
    });
    const suggestion = (suggested.body.threads as { id: number; suggestion: unknown }[]).find(
      (row) => row.suggestion,
    )!.id;
    await this.t.query('update post_comments set sent_at = now() where id = $1', [suggestion]);
    const draft = await client(`/api/client/content/${delivered}/comments`);
    this.ids.comments = [
      ...(body.threads as { id: number }[]).map((row) => row.id),
      suggestion,
      ...(draft.body.threads as { id: number; sentAt: string | null }[])
        .filter((row) => !row.sentAt)
        .map((row) => row.id),
    ];
    // A file delivered with that post (a drawn page too), its bytes in storage: what the readers send.
    const storageKey = randomBytes(24).toString('hex');
    const storage = this.t.app.get<MediaStorage>(MEDIA_STORAGE);
    for (const name of ['original', 'thumbnail', 'preview', 'page-1'])
      await storage.put(
        `${storageKey}/${name}`,
        Readable.from([Buffer.from('not really an image')]),
        'image/png',
      );
    const [file] = await this.t.query<{ id: number }>(
      `with file as (
         insert into media_files (client_id, kind, content_type, byte_size, file_name, sha256, storage_key, preview_pages, created_at)
         values ($1, 'image', 'image/png', 19, 'photo.png', repeat('0', 64), $2, 1, now()) returning id)
       insert into post_media (version_id, media_id, position)
       select v.id, file.id, 0 from file, content_versions v where v.post_id = $3 order by v.number desc limit 1
       returning media_id as id`,
      [user.id, storageKey, delivered],
    );
    this.ids.media = [file!.id];
    // The delivery mail's two review links of that post, as its client would have them.
    const em = this.t.orm.em.fork();
    const urls = this.t.app
      .get(ReviewLinkIssuer)
      .issue(await em.findOneOrFail(Post, delivered, { populate: ['client'] }), em);
    await em.flush();
    const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
    this.linkTokens = { publish: tokenOf(urls.publish), revision: tokenOf(urls.revision) };
    // A reviewer the client invited (a case may remove them).
    const reviewer = em.create(User, {
      username: `${username}-reviewer`,
      email: `${username}-reviewer@example.com`,
      firstName: 'Rita',
      lastName: 'Reviewer',
      role: 'reviewer',
      reviewsFor: user.id,
      password: await hashPassword(CLIENT_PASSWORD),
    });
    await em.flush();
    this.ids.reviewers = [reviewer.id];
    this.clientUsed = false;
  }

  /**
   * A new lead and an onboarded one, with their onboarding links' tokens: the same person twice (one
   * email), so that one may be merged into the other.
   */
  async renewLeads(): Promise<void> {
    const email = `fuzz-lead-${++this.made}@example.com`;
    const fresh = await this.t.submitLead({ email });
    const onboarded = await this.t.submitLead({ email });
    await this.t.onboard(onboarded, {
      jobTitle: 'Founder',
      companyName: 'Analytical Engines',
      industry: 'technology',
      goals: ['thought-leadership'],
      targetAudience: 'CTOs of early-stage startups',
      targetReaderTakeaway: 'Hiring well is a system',
      toneOfVoice: 'punchy',
      contentPillars: ['Hiring'],
      postingCadence: '1x-week',
    });
    this.ids.leads = [fresh.id, onboarded.id];
    this.leadTokens = new Map([
      [fresh.id, fresh.token],
      [onboarded.id, onboarded.token],
    ]);
  }

  /** Outgoing mails in every status, a failed one first (the one an admin may retry). */
  async renewMails(): Promise<void> {
    this.ids['outgoing-mails'] = [
      await seedOutgoingMail(this.t, { status: 'failed' }),
      await seedOutgoingMail(this.t, { status: 'sent' }),
      await seedOutgoingMail(this.t, { status: 'retrying' }),
    ];
  }

  /** A writer of the team, invited and never signed in (a case may deactivate them or change their role). */
  async renewTeam(): Promise<void> {
    const em = this.t.orm.em.fork();
    const username = `fuzz-writer-${++this.made}`;
    const writer = em.create(User, {
      username,
      email: `${username}@example.com`,
      firstName: 'Joan',
      lastName: 'Didion',
      role: 'writer',
      password: await hashPassword(CLIENT_PASSWORD),
    });
    await em.flush();
    this.ids.team = [writer.id];
  }

  /** Before each operation: a client untouched by the previous ones, and both sessions alive. */
  async ready(): Promise<void> {
    // The admin first: a new client's conversation is started by the admin too.
    const admin = await this.t.agent().get('/api/admin/check-auth').set('Cookie', this.adminCookie);
    if (admin.status !== 200) await this.signInAdmin();
    if (this.clientUsed) await this.renewClient();
    const client = await this.t.agent().get('/api/client/profile').set('Cookie', this.clientCookie);
    if (client.status !== 200) await this.renewClient();
  }

  /**
   * The value a placeholder stands for now. A lead's token is the one of the lead the path names,
   * so the pair opens the lead's onboarding.
   */
  resolve(value: FixtureRef, pathLead?: number): string | number {
    const pickFrom = <T>(list: T[]) => list[value.pick % list.length]!;
    switch (value.kind) {
      case 'clientUsername':
        return this.account.username;
      case 'clientEmail':
        return this.account.email;
      case 'clientPassword':
        return CLIENT_PASSWORD;
      case 'adminUsername':
        return ADMIN.username;
      case 'adminPassword':
        return ADMIN.password;
      case 'publishLinkToken':
        return this.linkTokens.publish;
      case 'revisionLinkToken':
        return this.linkTokens.revision;
      case 'leadToken':
        return (
          this.leadTokens.get(pathLead ?? pickFrom(this.ids.leads)) ?? pickFrom([...this.leadTokens.values()])
        );
      default:
        return pickFrom(this.ids[value.kind]);
    }
  }

  /**
   * After a successful change: leads (cheap to make) are made again at once when the path named
   * one (deleted, converted, archived...); a client whose account or rows changed (erased, its
   * password changed, a post published, a subscription canceled) is replaced before the next
   * operation, since a new one costs two argon2 hashes; until then its later cases meet the rows
   * as the change left them (a 404 or a 409, which are cases too). Answers whether it made rows.
   */
  async restoreAfter(operation: Operation, status: number): Promise<boolean> {
    if (operation.method === 'get' || status >= 300) return false;
    // A review link acted for the client (a press, a comment): new links come with a new client.
    if (operation.path.startsWith('/api/review-links')) {
      this.clientUsed = true;
      return false;
    }
    const resource = operation.pathParameters.length ? resourceOfPath(operation.path) : undefined;
    if (resource === 'leads') await this.renewLeads();
    else if (resource === 'outgoing-mails') await this.renewMails();
    else if (resource === 'team') await this.renewTeam();
    else {
      if (operation.role === 'client' || resource) this.clientUsed = true;
      return false;
    }
    return true;
  }
}
