import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Request, Response } from 'express';
import { Clock } from '../common/clock.js';
import {
  cookieValue,
  deviceCookie,
  deviceCookieKey,
  readDeviceToken,
  signDeviceToken,
  type DeviceCookie,
  type DeviceToken,
} from '../common/device-cookie.js';
import { resolveSessionSecret } from '../config/session-secret.js';
import type { Environment } from '../config/environment.js';

/**
 * Reads and issues the device cookie (common/device-cookie.ts), signed with the session secret's
 * derived key. Its value is never logged: the request logger writes no headers.
 */
@Injectable()
export class DeviceCookies {
  private readonly cookie: DeviceCookie;
  private key?: Buffer;

  constructor(
    private readonly config: ConfigService<Environment, true>,
    private readonly clock: Clock,
  ) {
    this.cookie = deviceCookie(config.get('secureCookies', { infer: true }));
  }

  private signingKey(): Buffer {
    this.key ??= deviceCookieKey(
      resolveSessionSecret(
        this.config.get('SESSION_SECRET', { infer: true }),
        this.config.get('DATA_DIR', { infer: true }),
      ),
    );
    return this.key;
  }

  /** The valid device cookie this request carries, else null (none, forged, tampered or expired). */
  read(request: Request): DeviceToken | null {
    return readDeviceToken(
      this.signingKey(),
      cookieValue(request.headers.cookie, this.cookie.name),
      this.clock.now(),
    );
  }

  /**
   * Gives the browser a new device cookie for the account it has just signed in to with its password
   * (or changed the password of: then issued `at` the change).
   */
  issue(response: Response, userId: number, at: Date = this.clock.now()): void {
    response.cookie(this.cookie.name, signDeviceToken(this.signingKey(), userId, at), this.cookie.options);
  }
}
