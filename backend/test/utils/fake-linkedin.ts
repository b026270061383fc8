import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The LinkedIn-Version values this stand-in takes; any other answers 426, as a sunset one does. */
export const ACTIVE_VERSIONS = ['202510', '202601', '202611'];

/** A post as LinkedIn would show it: the commentary read as little text. */
export interface PublishedPost {
  urn: string;
  author: string;
  /** What a reader sees: escapes undone, hashtags shown, the words cut at a bare reserved character. */
  shown: string;
  content?: unknown;
}

/** What the next call to a route answers instead of its usual: an error, or no answer at all. */
export type Scripted =
  | { status: number; body?: object }
  /** Read the request, then never answer (the client times out). */
  | 'hang'
  /** Read the request, then drop the connection. */
  | 'drop';

const RESERVED = '|{}@[]()<>#\\*_~';

/**
 * How LinkedIn shows `commentary` (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/little-text-format):
 * `\x` is x; the HashtagTemplate `{hashtag|\#|word}` is #word; a reserved character left bare ends
 * the text there (the truncation public clients report).
 */
export function showLittleText(commentary: string): string {
  let shown = '';
  for (let at = 0; at < commentary.length; at++) {
    const c = commentary[at]!;
    if (c === '\\' && at + 1 < commentary.length) {
      shown += commentary[++at];
      continue;
    }
    const hashtag = /^\{hashtag\|\\#\|([\p{L}\p{N}]+)\}/u.exec(commentary.slice(at));
    if (hashtag) {
      shown += `#${hashtag[1]}`;
      at += hashtag[0].length - 1;
      continue;
    }
    if (RESERVED.includes(c)) return shown;
    shown += c;
  }
  return shown;
}

/**
 * A local stand-in for www.linkedin.com's OAuth endpoints and api.linkedin.com (these machines cannot
 * reach LinkedIn), answering as LinkedIn's pages show, request and response; each handler cites its
 * page. `script(route, …)` makes the next calls to a route fail as LinkedIn's do.
 */
export class FakeLinkedIn {
  static readonly CLIENT_ID = '86ghostlinefake';
  static readonly CLIENT_SECRET = 'fake-linkedin-client-secret-0000';
  readonly posts: PublishedPost[] = [];
  readonly uploads = new Map<string, { kind: 'image' | 'document'; owner: string; bytes?: Buffer }>();
  /** Every call, as `METHOD /path`. */
  readonly calls: string[] = [];
  /** Codes handed out, each once: code → the token it gives. */
  private readonly codes = new Map<string, { redirectUri: string; token: string }>();
  /** Live tokens → the member they are for. */
  readonly tokens = new Map<string, { sub: string; expired?: boolean; revoked?: boolean }>();
  member = { sub: 'x7bQ2mfA', name: 'Dana Whitfield', picture: 'https://media.licdn.com/dms/image/dana.jpg' };
  private readonly scripted = new Map<string, Scripted[]>();
  private nextPost = 7_300_000_000_000_000_000n;
  private readonly server: Server = createServer((req, res) => void this.answer(req, res));
  url = '';

  /** Listens on `port` (any free one by default) of 127.0.0.1; answers its address. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  /** The settings that aim a test app at this stand-in (test/utils/test-app.ts takes them as `env`). */
  env(): Record<string, string> {
    return {
      LINKEDIN_CLIENT_ID: FakeLinkedIn.CLIENT_ID,
      LINKEDIN_CLIENT_SECRET: FakeLinkedIn.CLIENT_SECRET,
      LINKEDIN_AUTH_URL: this.url,
      LINKEDIN_API_URL: this.url,
    };
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next calls to `route` (`POST /rest/posts`) answer these, in order. */
  script(route: string, ...answers: Scripted[]): void {
    this.scripted.set(route, [...(this.scripted.get(route) ?? []), ...answers]);
  }

  /** A member's grant, as the consent screen would give it: a code for `redirectUri`. */
  grant(redirectUri: string): string {
    const code = randomBytes(12).toString('base64url');
    const token = `AQV${randomBytes(24).toString('base64url')}`;
    this.codes.set(code, { redirectUri, token });
    return code;
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const route = `${req.method} ${url.pathname}`;
    this.calls.push(route);
    const body = await read(req);
    const scripted = this.scripted.get(route)?.shift();
    if (scripted === 'hang') return;
    if (scripted === 'drop') return void req.socket.destroy();
    if (scripted)
      return json(res, scripted.status, scripted.body ?? { status: scripted.status, message: 'scripted' });

    // https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow (step 2): the
    // consent screen, granted at once; its redirect carries the code and the state.
    if (route === 'GET /oauth/v2/authorization') {
      const redirectUri = url.searchParams.get('redirect_uri')!;
      const back = new URL(redirectUri);
      back.searchParams.set('code', this.grant(redirectUri));
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    // Same page, step 3: the code for a token (form-encoded), once, for the same redirect_uri.
    if (route === 'POST /oauth/v2/accessToken') {
      const form = new URLSearchParams(body.toString());
      for (const field of ['grant_type', 'code', 'client_id', 'client_secret', 'redirect_uri'])
        if (!form.get(field))
          return json(res, 400, {
            error: 'invalid_request',
            error_description: `A required parameter "${field}" is missing`,
          });
      const granted = this.codes.get(form.get('code')!);
      if (!granted)
        return json(res, 400, {
          error: 'invalid_request',
          error_description: 'Unable to retrieve access token: authorization code not found',
        });
      if (
        granted.redirectUri !== form.get('redirect_uri') ||
        form.get('client_id') !== FakeLinkedIn.CLIENT_ID ||
        form.get('client_secret') !== FakeLinkedIn.CLIENT_SECRET
      )
        return json(res, 400, {
          error: 'invalid_redirect_uri',
          error_description:
            'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists',
        });
      this.codes.delete(form.get('code')!);
      this.tokens.set(granted.token, { sub: this.member.sub });
      return json(res, 200, {
        access_token: granted.token,
        expires_in: 5_183_999,
        scope: 'openid,profile,w_member_social',
        token_type: 'Bearer',
        id_token: 'eyJ6aXAiOiJERUYi.fake.id-token',
      });
    }
    // Revocation: many clients use it; no LinkedIn page was found for it (200, empty body).
    if (route === 'POST /oauth/v2/revoke') {
      const token = this.tokens.get(new URLSearchParams(body.toString()).get('token') ?? '');
      if (token) token.revoked = true;
      res.writeHead(200).end();
      return;
    }

    // Every API call needs a live token (https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/error-handling).
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const member = bearer ? this.tokens.get(bearer) : undefined;
    if (!member)
      return json(res, 401, {
        status: 401,
        serviceErrorCode: 65600,
        code: 'INVALID_ACCESS_TOKEN',
        message: 'Invalid access token',
      });
    if (member.revoked)
      return json(res, 401, {
        status: 401,
        serviceErrorCode: 65601,
        code: 'REVOKED_ACCESS_TOKEN',
        message: 'The token used in the request has been revoked by the user',
      });
    if (member.expired)
      return json(res, 401, {
        status: 401,
        serviceErrorCode: 65600,
        code: 'EXPIRED_ACCESS_TOKEN',
        message: 'The token used in the request has expired',
      });

    // https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2: userinfo.
    if (route === 'GET /v2/userinfo')
      return json(res, 200, {
        sub: member.sub,
        name: this.member.name,
        picture: this.member.picture,
        locale: 'en-US',
      });

    // The uploaded bytes, at the address initializeUpload gave.
    const upload = /^PUT \/uploads\/(\w+)$/.exec(route);
    if (upload && this.uploads.has(upload[1]!)) {
      this.uploads.get(upload[1]!)!.bytes = body;
      res.writeHead(201).end();
      return;
    }

    // The REST API needs its headers (https://learn.microsoft.com/en-us/linkedin/marketing/versioning).
    if (url.pathname.startsWith('/rest/')) {
      const version = req.headers['linkedin-version'];
      if (typeof version !== 'string' || !ACTIVE_VERSIONS.includes(version))
        return json(res, 426, {
          status: 426,
          code: 'NONEXISTENT_VERSION',
          message: `Requested version ${version} is not active`,
        });
      if (req.headers['x-restli-protocol-version'] !== '2.0.0')
        return json(res, 400, { status: 400, message: 'X-Restli-Protocol-Version 2.0.0 is required' });
    }
    // images-api and documents-api: initializeUpload for the member's own URN.
    const kind = /^POST \/rest\/(image|document)s$/.exec(route)?.[1] as 'image' | 'document' | undefined;
    if (kind && url.searchParams.get('action') === 'initializeUpload') {
      const owner = (JSON.parse(body.toString()) as { initializeUploadRequest?: { owner?: string } })
        .initializeUploadRequest?.owner;
      if (owner !== `urn:li:person:${member.sub}`)
        return json(res, 403, {
          status: 403,
          message:
            'Accessing this document resource is forbidden. Please check your permissions for this resource',
        });
      const id = randomBytes(8).toString('hex');
      const urn = `urn:li:${kind}:D4D10AQ${id}`;
      this.uploads.set(id, { kind, owner });
      return json(res, 200, {
        value: {
          uploadUrlExpiresAt: Date.now() + 3_600_000,
          uploadUrl: `${this.url}/uploads/${id}`,
          [kind]: urn,
        },
      });
    }
    // https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api: 201, the
    // post's id in x-restli-id, no body.
    if (route === 'POST /rest/posts') {
      const post = JSON.parse(body.toString()) as { author?: string; commentary?: string; content?: unknown };
      if (!post.author)
        return json(res, 422, {
          message: 'ERROR :: /author :: field is required but not found and has no default value',
          status: 422,
        });
      if (post.author !== `urn:li:person:${member.sub}`)
        return json(res, 403, {
          status: 403,
          serviceErrorCode: 100,
          code: 'ACCESS_DENIED',
          message: 'Not enough permissions to access: partnerApiPostsExternal.CREATE',
        });
      const shown = showLittleText(post.commentary ?? '');
      const earlier = this.posts.find(
        (published) => published.author === post.author && published.shown === shown,
      );
      if (earlier)
        return json(res, 422, {
          message: `com.linkedin.content.common.exception.BadRequestResponseException: Content is a duplicate of ${earlier.urn}`,
          errorDetails: {
            inputErrors: [{ description: 'Duplicate post is detected', input: {}, code: 'DUPLICATE_POST' }],
          },
          status: 422,
        });
      const urn = `urn:li:share:${this.nextPost++}`;
      this.posts.push({ urn, author: post.author, shown, content: post.content });
      res.writeHead(201, { 'x-restli-id': urn }).end();
      return;
    }
    json(res, 404, { status: 404, message: `No resource at ${route}` });
  }
}

function read(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
