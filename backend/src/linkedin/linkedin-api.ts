import type { Readable } from 'node:stream';
import { escapeLittleText } from './little-text.js';

/** Where LinkedIn is and who Ghostline is to it (the app's Client ID and Secret, the API version). */
export interface LinkedInSettings {
  /** https://www.linkedin.com: the OAuth pages and token endpoint. */
  authUrl: string;
  /** https://api.linkedin.com: userinfo and the REST API. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** `LinkedIn-Version`, YYYYMM: each lives about a year (https://learn.microsoft.com/en-us/linkedin/marketing/versioning). */
  version: string;
  /** How long a call may take; a post's create that outlasts it is "Check LinkedIn", never sent again. */
  timeoutMs?: number;
}

/** What the member granted: `openid profile` for who they are, `w_member_social` to post as them. */
export const LINKEDIN_SCOPES = ['openid', 'profile', 'w_member_social'] as const;

/**
 * How a failed call ended, which decides what happens next:
 * - `retry`: nothing was done (429, a 5xx, no connection made): try again later;
 * - `refused`: LinkedIn said no for good (the token ended, a permission, the content): `reason` says
 *   why in the client's words;
 * - `unknown`: a create was sent and no answer came (a timeout, a connection lost): it may have gone
 *   out, and the Posts API takes no idempotency key, so it is never sent again by itself.
 */
export type LinkedInOutcome = 'retry' | 'refused' | 'unknown';

export class LinkedInError extends Error {
  constructor(
    readonly outcome: LinkedInOutcome,
    /** In the client's words. */
    readonly reason: string,
    readonly status?: number,
    /** LinkedIn's `code` (`REVOKED_ACCESS_TOKEN`, `DUPLICATE_POST` …), when it sent one. */
    readonly code?: string,
  ) {
    super(reason);
    this.name = 'LinkedInError';
  }
}

/** A member's token, as the token exchange answers it. */
export interface LinkedInToken {
  accessToken: string;
  expiresAt: Date;
  /** Comma-separated in LinkedIn's answer; split here. */
  scopes: string[];
}

/** Who the token is for: `sub` makes the author URN `urn:li:person:{sub}`. */
export interface LinkedInMember {
  sub: string;
  name: string;
  picture?: string;
}

/** A post as the Posts API takes it: its words, and at most one kind of media, already uploaded. */
export interface LinkedInPostInput {
  authorUrn: string;
  commentary: string;
  images?: { urn: string; altText: string }[];
  document?: { urn: string; title: string };
}

/** A published post: its id (`urn:li:share:…` or `urn:li:ugcPost:…`) and public address. */
export interface LinkedInPost {
  urn: string;
  url: string;
  /** LinkedIn answered that this content was already posted as `urn`: an earlier try went out. */
  duplicate: boolean;
}

/** The public address of a post by its id (LinkedIn's own feed link). */
export const postUrl = (urn: string) => `https://www.linkedin.com/feed/update/${urn}/`;

const REASONS: Record<string, string> = {
  EXPIRED_ACCESS_TOKEN: 'Your LinkedIn connection has ended: connect LinkedIn again in Settings.',
  REVOKED_ACCESS_TOKEN: 'Ghostline’s access was removed on LinkedIn: connect LinkedIn again in Settings.',
  INVALID_ACCESS_TOKEN: 'LinkedIn no longer accepts this connection: connect LinkedIn again in Settings.',
  ACCESS_DENIED: 'LinkedIn does not let Ghostline post for you: connect LinkedIn again and allow posting.',
  NONEXISTENT_VERSION:
    'LinkedIn no longer accepts the version of its API Ghostline uses: the team has been told.',
};

/**
 * Ghostline's calls to LinkedIn, as LinkedIn's documentation gives them:
 * - OAuth 2.0 authorization code (https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow)
 *   with OpenID Connect's userinfo (https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2);
 * - the Posts API (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api),
 *   its words in the little text format (little-text.ts);
 * - images (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/images-api) and
 *   documents (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/documents-api):
 *   initializeUpload, then one PUT of the bytes to the address it gives;
 * - errors (https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/error-handling).
 * Its addresses are configuration: the tests aim it at a local server that answers as these pages show.
 */
export class LinkedInApi {
  constructor(private readonly settings: LinkedInSettings) {}

  /** Where the member is sent to grant access; `state` comes back with the code, to be checked. */
  authorizationUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: redirectUri,
      state,
      scope: LINKEDIN_SCOPES.join(' '),
    });
    return `${this.settings.authUrl}/oauth/v2/authorization?${query}`;
  }

  async exchangeCode(code: string, redirectUri: string): Promise<LinkedInToken> {
    const answer = await this.call('POST', `${this.settings.authUrl}/oauth/v2/accessToken`, {
      form: {
        grant_type: 'authorization_code',
        code,
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
        redirect_uri: redirectUri,
      },
    });
    const body = (await answer.json()) as { access_token: string; expires_in: number; scope?: string };
    return {
      accessToken: body.access_token,
      expiresAt: new Date(Date.now() + body.expires_in * 1000),
      scopes: (body.scope ?? '').split(/[ ,]+/).filter(Boolean),
    };
  }

  async member(accessToken: string): Promise<LinkedInMember> {
    const answer = await this.call('GET', `${this.settings.apiUrl}/v2/userinfo`, { accessToken });
    const body = (await answer.json()) as { sub: string; name?: string; picture?: string };
    return { sub: body.sub, name: body.name ?? '', picture: body.picture };
  }

  /** Revokes the token where LinkedIn allows it; a refusal is not an error (the token is deleted anyway). */
  async revoke(accessToken: string): Promise<void> {
    await this.call('POST', `${this.settings.authUrl}/oauth/v2/revoke`, {
      form: {
        token: accessToken,
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
      },
    }).catch(() => undefined);
  }

  /** Uploads an image or a document for `ownerUrn`: its URN, to name in a post. */
  async upload(
    kind: 'image' | 'document',
    accessToken: string,
    ownerUrn: string,
    bytes: Buffer | Readable,
    byteSize: number,
  ): Promise<string> {
    const initialized = await this.call(
      'POST',
      `${this.settings.apiUrl}/rest/${kind}s?action=initializeUpload`,
      { accessToken, rest: true, json: { initializeUploadRequest: { owner: ownerUrn } } },
    );
    const { value } = (await initialized.json()) as {
      value: { uploadUrl: string; image?: string; document?: string };
    };
    await this.call('PUT', value.uploadUrl, { accessToken, bytes, byteSize });
    return (kind === 'image' ? value.image : value.document)!;
  }

  /** Creates the post; LinkedIn names it in the `x-restli-id` header of its 201. */
  async createPost(accessToken: string, post: LinkedInPostInput): Promise<LinkedInPost> {
    const content = post.document
      ? { media: { id: post.document.urn, title: post.document.title } }
      : post.images?.length === 1
        ? { media: { id: post.images[0]!.urn, altText: post.images[0]!.altText } }
        : post.images?.length
          ? { multiImage: { images: post.images.map(({ urn, altText }) => ({ id: urn, altText })) } }
          : undefined;
    try {
      const answer = await this.call('POST', `${this.settings.apiUrl}/rest/posts`, {
        accessToken,
        rest: true,
        creates: true,
        json: {
          author: post.authorUrn,
          commentary: escapeLittleText(post.commentary),
          visibility: 'PUBLIC',
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          ...(content ? { content } : {}),
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        },
      });
      const urn = answer.headers.get('x-restli-id') ?? '';
      if (!/^urn:li:(share|ugcPost):\d+$/.test(urn))
        throw new LinkedInError(
          'unknown',
          'LinkedIn answered without naming the post: check LinkedIn.',
          answer.status,
        );
      return { urn, url: postUrl(urn), duplicate: false };
    } catch (error) {
      // A repeat of a post that went out: LinkedIn names the first (its message), which is then ours.
      const duplicateOf = error instanceof DuplicatePost ? error.urn : undefined;
      if (duplicateOf) return { urn: duplicateOf, url: postUrl(duplicateOf), duplicate: true };
      throw error;
    }
  }

  private async call(
    method: string,
    url: string,
    options: {
      accessToken?: string;
      rest?: boolean;
      /** A create with no idempotency key: lost after sending, its outcome is unknown. */
      creates?: boolean;
      json?: object;
      form?: Record<string, string>;
      bytes?: Buffer | Readable;
      byteSize?: number;
    },
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
    if (options.rest) {
      headers['linkedin-version'] = this.settings.version;
      headers['x-restli-protocol-version'] = '2.0.0';
    }
    let body: RequestInit['body'];
    if (options.json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.bytes) {
      headers['content-type'] = 'application/octet-stream';
      headers['content-length'] = String(options.byteSize);
      body = options.bytes as RequestInit['body'];
    }
    let answer: Response;
    try {
      answer = await fetch(url, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 30_000),
        ...(options.bytes && !Buffer.isBuffer(options.bytes) ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch (error) {
      // No connection made: nothing reached LinkedIn. Anything later may have (a create especially).
      const code = (error as { cause?: { code?: string } }).cause?.code;
      const unsent = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
      throw new LinkedInError(
        unsent || !options.creates ? 'retry' : 'unknown',
        unsent || !options.creates
          ? 'LinkedIn did not answer: it will be tried again.'
          : 'LinkedIn did not answer whether the post went out: check LinkedIn.',
      );
    }
    if (answer.ok) return answer;
    throw await failure(answer);
  }
}

/** A 422 DUPLICATE_POST: the content went out before, as `urn`. */
class DuplicatePost extends LinkedInError {
  constructor(readonly urn: string) {
    super('refused', 'LinkedIn already has this post.', 422, 'DUPLICATE_POST');
  }
}

/** A LinkedIn error answer, as error-handling's page shows it: `{ status, serviceErrorCode, code?, message }`. */
async function failure(answer: Response): Promise<LinkedInError> {
  const text = await answer.text();
  let body: { code?: string; message?: string; error?: string; error_description?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const status = answer.status;
  const code = body.code ?? body.error;
  if (status === 429 || status >= 500)
    return new LinkedInError('retry', 'LinkedIn is busy: it will be tried again.', status, code);
  const duplicate = /duplicate of (urn:li:(?:share|ugcPost):\d+)/.exec(body.message ?? '');
  if (status === 422 && duplicate) return new DuplicatePost(duplicate[1]!);
  const reason =
    (code && REASONS[code]) ??
    (status === 401
      ? REASONS.INVALID_ACCESS_TOKEN!
      : status === 403
        ? REASONS.ACCESS_DENIED!
        : status === 426
          ? REASONS.NONEXISTENT_VERSION!
          : `LinkedIn refused it: ${body.message ?? body.error_description ?? `status ${status}`}`);
  return new LinkedInError('refused', reason, status, code);
}
