import { Readable } from 'node:stream';
import { LinkedInApi, LinkedInError, type LinkedInSettings } from '../src/linkedin/linkedin-api.js';
import { FakeLinkedIn, showLittleText } from './utils/fake-linkedin.js';
import { deadEndpoint } from './utils/s3-server.js';

const REDIRECT = 'http://localhost:3000/api/client/linkedin/callback';

/**
 * Ghostline's LinkedIn client (src/linkedin/linkedin-api.ts) against a local server that answers as
 * LinkedIn's pages show (utils/fake-linkedin.ts): the grant, the member, uploads, posts with their
 * words as written, and every way LinkedIn says no, sorted into retry, refused and unknown.
 */
describe('the LinkedIn client', () => {
  const linkedIn = new FakeLinkedIn();
  let settings: LinkedInSettings;
  let api: LinkedInApi;

  beforeAll(async () => {
    const url = await linkedIn.start();
    settings = {
      authUrl: url,
      apiUrl: url,
      clientId: FakeLinkedIn.CLIENT_ID,
      clientSecret: FakeLinkedIn.CLIENT_SECRET,
      version: '202611',
      timeoutMs: 1000,
    };
    api = new LinkedInApi(settings);
  });
  afterAll(() => linkedIn.stop());

  /** A member's token, through the whole grant: the authorization page's redirect, then the exchange. */
  async function connect(): Promise<string> {
    const consent = await fetch(api.authorizationUrl('a-state', REDIRECT), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('a-state');
    return (await api.exchangeCode(back.searchParams.get('code')!, REDIRECT)).accessToken;
  }

  it('asks for openid, profile and w_member_social, and gets a token of about 60 days and its member', async () => {
    const authorize = new URL(api.authorizationUrl('s', REDIRECT));
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: 'code',
      client_id: FakeLinkedIn.CLIENT_ID,
      redirect_uri: REDIRECT,
      state: 's',
      scope: 'openid profile w_member_social',
    });
    const code = linkedIn.grant(REDIRECT);
    const token = await api.exchangeCode(code, REDIRECT);
    expect(token.scopes).toEqual(['openid', 'profile', 'w_member_social']);
    expect((token.expiresAt.getTime() - Date.now()) / 86_400_000).toBeCloseTo(60, 0);
    expect(await api.member(token.accessToken)).toEqual({
      sub: linkedIn.member.sub,
      name: 'Dana Whitfield',
      picture: linkedIn.member.picture,
    });
    // A code is good once.
    await expect(api.exchangeCode(code, REDIRECT)).rejects.toMatchObject({
      outcome: 'refused',
      status: 400,
      code: 'invalid_request',
    });
  });

  it('publishes the words exactly as written: every reserved character, emoji, line breaks, hashtags', async () => {
    const token = await connect();
    const words =
      'Five lessons (and a warning) from 100 interviews 🚀\n\n' +
      '1. Pipes | braces {} brackets [] angles <> \\ backslash\n' +
      '2. @mentions, *stars*, _underscores_ and ~tildes~\n' +
      '3. #hiring is a hashtag; C# and #1 are not.';
    const post = await api.createPost(token, {
      authorUrn: `urn:li:person:${linkedIn.member.sub}`,
      commentary: words,
    });
    expect(post.urn).toMatch(/^urn:li:share:\d+$/);
    expect(post.url).toBe(`https://www.linkedin.com/feed/update/${post.urn}/`);
    expect(linkedIn.posts.find((published) => published.urn === post.urn)?.shown).toBe(words);
    // Unescaped, LinkedIn would have cut it at the first parenthesis.
    expect(showLittleText(words)).toBe('Five lessons ');
  });

  it('uploads images and a document first, and names them in the post with their alt text and title', async () => {
    const token = await connect();
    const owner = `urn:li:person:${linkedIn.member.sub}`;
    const one = await api.upload('image', token, owner, Buffer.from('png one'), 7);
    const two = await api.upload('image', token, owner, Readable.from([Buffer.from('png two')]), 7);
    const deck = await api.upload('document', token, owner, Buffer.from('%PDF-1.7'), 8);
    expect([one, two, deck].map((urn) => urn.split(':').slice(0, 3).join(':'))).toEqual([
      'urn:li:image',
      'urn:li:image',
      'urn:li:document',
    ]);
    expect([...linkedIn.uploads.values()].map((upload) => upload.bytes?.toString())).toEqual(
      expect.arrayContaining(['png one', 'png two', '%PDF-1.7']),
    );
    const grid = await api.createPost(token, {
      authorUrn: owner,
      commentary: 'Two pictures',
      images: [
        { urn: one, altText: 'A blue card' },
        { urn: two, altText: 'A green card' },
      ],
    });
    const carousel = await api.createPost(token, {
      authorUrn: owner,
      commentary: 'A deck',
      document: { urn: deck, title: 'Our playbook' },
    });
    const contentOf = (urn: string) => linkedIn.posts.find((post) => post.urn === urn)?.content;
    expect(contentOf(grid.urn)).toEqual({
      multiImage: {
        images: [
          { id: one, altText: 'A blue card' },
          { id: two, altText: 'A green card' },
        ],
      },
    });
    expect(contentOf(carousel.urn)).toEqual({ media: { id: deck, title: 'Our playbook' } });
  });

  it('takes a duplicate answer as the earlier post having gone out, and names it', async () => {
    const token = await connect();
    const input = { authorUrn: `urn:li:person:${linkedIn.member.sub}`, commentary: 'Said once, sent twice' };
    const first = await api.createPost(token, input);
    expect(await api.createPost(token, input)).toEqual({ urn: first.urn, url: first.url, duplicate: true });
  });

  it.each([
    [
      'a 429',
      {
        status: 429,
        body: {
          status: 429,
          serviceErrorCode: 101,
          code: 'TOO_MANY_REQUESTS',
          message:
            'Resource level throttle APPLICATION_AND_MEMBER DAY limit for calls to this resource is reached.',
        },
      },
      'retry',
    ],
    ['a 500', { status: 500 }, 'retry'],
    ['a 503', { status: 503 }, 'retry'],
    ['a timeout after sending', 'hang' as const, 'unknown'],
    ['a connection lost after sending', 'drop' as const, 'unknown'],
  ])('sorts %s on a create (%j) as %s', async (_, scripted, outcome) => {
    const token = await connect();
    linkedIn.script('POST /rest/posts', scripted);
    const before = linkedIn.posts.length;
    await expect(
      api.createPost(token, {
        authorUrn: `urn:li:person:${linkedIn.member.sub}`,
        commentary: `Try ${outcome}`,
      }),
    ).rejects.toMatchObject({ outcome });
    expect(linkedIn.posts).toHaveLength(before);
  });

  it('says in the client’s words why LinkedIn refused for good', async () => {
    const authorUrn = `urn:li:person:${linkedIn.member.sub}`;
    const refused = async (token: string, settingsChange: Partial<LinkedInSettings> = {}) => {
      const error = await new LinkedInApi({ ...settings, ...settingsChange })
        .createPost(token, { authorUrn, commentary: `Refused ${Math.random()}` })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LinkedInError);
      return { outcome: (error as LinkedInError).outcome, reason: (error as LinkedInError).reason };
    };
    const expired = await connect();
    linkedIn.tokens.get(expired)!.expired = true;
    expect(await refused(expired)).toEqual({
      outcome: 'refused',
      reason: 'Your LinkedIn connection has ended: connect LinkedIn again in Settings.',
    });
    const revoked = await connect();
    await api.revoke(revoked);
    expect((await refused(revoked)).reason).toBe(
      'Ghostline’s access was removed on LinkedIn: connect LinkedIn again in Settings.',
    );
    expect((await refused('not-a-token')).reason).toBe(
      'LinkedIn no longer accepts this connection: connect LinkedIn again in Settings.',
    );
    // A version LinkedIn has retired answers 426, as LinkedIn's versioning page says.
    expect((await refused(await connect(), { version: '202401' })).reason).toBe(
      'LinkedIn no longer accepts the version of its API Ghostline uses: the team has been told.',
    );
  });

  it('retries nothing it cannot reach, as nothing was sent', async () => {
    const away = new LinkedInApi({ ...settings, apiUrl: await deadEndpoint() });
    await expect(
      away.createPost('token', { authorUrn: 'urn:li:person:x', commentary: 'Hello' }),
    ).rejects.toMatchObject({ outcome: 'retry' });
  });
});
