import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Environment } from '../config/environment.js';
import { User } from '../users/user.entity.js';
import type { LinkedInStatusDto } from './dto/linkedin-connection.dto.js';
import { LinkedInApi, LinkedInError } from './linkedin-api.js';
import { LinkedInConnection } from './linkedin-connection.entity.js';
import { TokenCipher } from './token-cipher.js';

export const LINKEDIN_API = Symbol('LinkedInApi');
export const LINKEDIN_NOT_SET_UP = 'LinkedIn is not set up on this server';
/** How long a grant's `state` is good for: the time to sign in on LinkedIn and consent. */
const STATE_TTL_MS = 10 * 60 * 1000;

/** The `state` a client's session holds while they are on LinkedIn. */
export interface PendingGrant {
  state: string;
  expiresAt: number;
}

/** How a return from LinkedIn ended, for the Settings page to say (its `?linkedin=` value). */
export type ConnectOutcome =
  'connected' | 'cancelled' | 'expired' | 'refused' | 'other-profile' | 'no-posting';
/** The callback without the client's session (linkedin.controller.ts): nothing was stored. */
export const SIGNED_OUT = 'signed-out';

/**
 * A client's LinkedIn connection (docs/architecture.md, "LinkedIn"): the grant (OAuth 2.0
 * authorization code, `state` held in the session, checked once and in constant time), the profile
 * it is for, the sealed token, and disconnecting (revoked where LinkedIn allows it, then deleted).
 */
@Injectable()
export class LinkedInConnections {
  private readonly logger = new Logger('LinkedIn');
  private readonly cipher: TokenCipher;
  private readonly redirectUri: string;

  constructor(
    private readonly em: EntityManager,
    @Inject(LINKEDIN_API) private readonly api: LinkedInApi | null,
    config: ConfigService<Environment, true>,
  ) {
    this.cipher = new TokenCipher(
      config.get('LINKEDIN_TOKEN_KEY', { infer: true }) ??
        config.get('SESSION_SECRET', { infer: true }) ??
        '',
    );
    this.redirectUri = `${config.get('publicUrl', { infer: true })}/api/client/linkedin/callback`;
  }

  async status(clientId: number): Promise<LinkedInStatusDto> {
    if (!this.api) return { available: false, connection: null };
    const row = await this.em.findOne(LinkedInConnection, { client: clientId });
    return {
      available: true,
      connection: row && {
        name: row.memberName,
        pictureUrl: row.pictureUrl ?? null,
        expiresAt: row.expiresAt,
        connectedAt: row.createdAt,
        teamMayPublish: row.teamMayPublish,
        reviewersMayPublish: row.reviewersMayPublish,
      },
    };
  }

  /** Where to send the client, and the state their session keeps until they come back. */
  begin(): { authorizationUrl: string; pending: PendingGrant } {
    const api = this.required();
    const state = randomBytes(24).toString('base64url');
    return {
      authorizationUrl: api.authorizationUrl(state, this.redirectUri),
      pending: { state, expiresAt: Date.now() + STATE_TTL_MS },
    };
  }

  /** The return from LinkedIn: the code exchanged and the profile stored, or why not. */
  async finish(
    clientId: number,
    pending: PendingGrant | undefined,
    query: { code?: string; state?: string; error?: string },
  ): Promise<ConnectOutcome> {
    const api = this.required();
    if (!pending || !query.state || !sameState(pending.state, query.state)) return 'refused';
    if (pending.expiresAt < Date.now()) return 'expired';
    if (query.error) return /cancel/.test(query.error) ? 'cancelled' : 'refused';
    if (!query.code) return 'refused';
    try {
      const token = await api.exchangeCode(query.code, this.redirectUri);
      // A token not kept is revoked at once: none is left granted that nobody holds.
      if (!token.scopes.includes('w_member_social')) {
        await api.revoke(token.accessToken);
        return 'no-posting';
      }
      const member = await api.member(token.accessToken);
      const { outcome, replaced } = await this.em.transactional(async (em) => {
        const existing = await em.findOne(
          LinkedInConnection,
          { client: clientId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        // Another profile while one is connected: the posts approved for the first must not go to it.
        if (existing && existing.memberSub !== member.sub && existing.expiresAt > new Date())
          return { outcome: 'other-profile' as const, replaced: token.accessToken };
        const previous = existing && this.cipher.open(existing.token, clientId);
        const row =
          existing ??
          em.create(LinkedInConnection, {
            client: em.getReference(User, clientId),
            memberSub: member.sub,
            memberName: member.name,
            token: '',
            expiresAt: token.expiresAt,
            scopes: '',
          });
        Object.assign(row, {
          memberSub: member.sub,
          memberName: member.name,
          pictureUrl: member.picture ?? null,
          token: this.cipher.seal(token.accessToken, clientId),
          expiresAt: token.expiresAt,
          scopes: token.scopes.join(' '),
          // A new grant: its end's mails are owed afresh.
          endRemindersSent: 0,
        });
        await em.flush();
        // LinkedIn may hand the same token again to a member who granted before: that one stays.
        return {
          outcome: 'connected' as const,
          replaced: previous !== token.accessToken ? previous : undefined,
        };
      });
      if (replaced) await api.revoke(replaced);
      return outcome;
    } catch (error) {
      if (!(error instanceof LinkedInError)) throw error;
      this.logger.warn(
        `A LinkedIn connection failed: ${error.status ?? ''} ${error.code ?? ''} ${error.reason}`,
      );
      return 'refused';
    }
  }

  /** What the client lets the team and their reviewers do with the connection. */
  async setPermissions(
    clientId: number,
    permissions: { teamMayPublish: boolean; reviewersMayPublish: boolean },
  ): Promise<LinkedInStatusDto> {
    this.required();
    const updated = await this.em.fork().nativeUpdate(LinkedInConnection, { client: clientId }, permissions);
    if (updated === 0) throw new NotFoundException('No LinkedIn profile is connected');
    return this.status(clientId);
  }

  /** The client's connection with its token opened, for publishing; null when there is none or it cannot be opened. */
  async credentials(
    clientId: number,
    em: EntityManager = this.em,
  ): Promise<{ connection: LinkedInConnection; accessToken: string } | null> {
    const connection = await em.findOne(LinkedInConnection, { client: clientId });
    const accessToken = connection && this.cipher.open(connection.token, clientId);
    return connection && accessToken ? { connection, accessToken } : null;
  }

  /** Disconnects: the token revoked where LinkedIn allows it, then the row deleted. */
  async disconnect(clientId: number): Promise<void> {
    const api = this.required();
    const row = await this.em.findOne(LinkedInConnection, { client: clientId });
    if (!row) throw new NotFoundException('No LinkedIn profile is connected');
    const token = this.cipher.open(row.token, clientId);
    if (token) await api.revoke(token);
    await this.em.nativeDelete(LinkedInConnection, { id: row.id });
  }

  /**
   * The client's connection gone with their erasure: the token revoked where LinkedIn allows it (even
   * with LinkedIn's keys removed since, nothing is left of it), then the row deleted.
   */
  async forget(clientId: number): Promise<boolean> {
    const row = await this.em.fork().findOne(LinkedInConnection, { client: clientId });
    if (!row) return false;
    const token = this.cipher.open(row.token, clientId);
    if (token && this.api) await this.api.revoke(token);
    await this.em.fork().nativeDelete(LinkedInConnection, { id: row.id });
    return true;
  }

  private required(): LinkedInApi {
    if (!this.api) throw new NotFoundException(LINKEDIN_NOT_SET_UP);
    return this.api;
  }
}

function sameState(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
