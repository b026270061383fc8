import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as delay } from 'node:timers/promises';
import { usernameKey } from '../common/usernames.js';
import { Throttles } from '../common/throttles.js';
import type { DeviceToken } from '../common/device-cookie.js';
import { signInDelayMs } from '../common/throttle-limits.js';
import type { SignIn } from '../common/user-roles.js';

/** How a sign-in waits: a timer in the product; a test app overrides it to see the waits. */
export const SIGN_IN_SLEEP = Symbol('SIGN_IN_SLEEP');
/**
 * How a forgot-password answer waits out its floor (FORGOT_PASSWORD_MIN_MS): a timer in the product;
 * a suite that sends hundreds overrides it to see the waits asked rather than sit through them.
 */
export const FORGOT_PASSWORD_SLEEP = Symbol('FORGOT_PASSWORD_SLEEP');
export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => delay(ms);

/**
 * Failed sign-ins, counted in PostgreSQL so a restart does not reset them, as OWASP answers
 * lockout denial of service. Each sign-in's form counts apart (failures at the client form never
 * touch the admin's sign-in), and an account is named by its username whichever way it was typed
 * (the caller passes the username of the account it found, else what was typed).
 *
 * - 10 failures of one account from one address block that address for that account (15 minutes);
 *   a success clears them.
 * - Past 20 failures of one account in an hour from anywhere, every attempt waits (1 s, 2 s, 4 s ...
 *   at most 10 s): a delay, never a refusal, so a correct password from a clean address gets in.
 * - 100 failures from one address in a day, whatever the accounts, block that address.
 *
 * A browser with a valid device cookie for the account (OWASP's device cookies) is counted apart:
 * its failures count only against its cookie (10 in 15 minutes, then that cookie is refused), and
 * none of the three limits above slows or refuses it, so failures from elsewhere never lock out a
 * browser the account has signed in from.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly throttles: Throttles,
    @Inject(SIGN_IN_SLEEP) private readonly sleep: Sleep,
  ) {}

  /** Throws a 429 while this address is blocked for the account; else waits what the account's failures ask. */
  async beforeAttempt(door: SignIn, account: string, ip: string): Promise<void> {
    const blocked = (
      await Promise.all([
        this.throttles
          .exhausted('signInFailuresPerAccountAndAddress', perAddress(door, account, ip))
          .then((state) => state && { name: 'signInFailuresPerAccountAndAddress' as const, state }),
        this.throttles
          .exhausted('signInFailuresPerAddress', ip)
          .then((state) => state && { name: 'signInFailuresPerAddress' as const, state }),
      ])
    ).filter((refusal) => refusal !== null);
    if (blocked.length > 0) {
      const longest = blocked.reduce((a, b) => (a.state.msBeforeNext >= b.state.msBeforeNext ? a : b));
      throw this.throttles.tooMany(longest.name, longest.state.msBeforeNext);
    }
    const wait = await this.delayFor(door, account);
    if (wait > 0) await this.sleep(wait);
  }

  /** How long the next attempt at this account waits, from its failures in the window. */
  async delayFor(door: SignIn, account: string): Promise<number> {
    const failures = await this.throttles.state('signInFailuresPerAccount', perAccount(door, account));
    return signInDelayMs(failures?.consumed ?? 0, this.throttles.allowance('signInFailuresPerAccount'));
  }

  /** Throws a 429 while this device cookie is locked by its own failures; nothing else slows or refuses it. */
  async beforeTrustedAttempt(device: DeviceToken): Promise<void> {
    const locked = await this.throttles.exhausted('signInFailuresPerDevice', device.nonce);
    if (locked) throw this.throttles.tooMany('signInFailuresPerDevice', locked.msBeforeNext);
  }

  /** A wrong password from a device-cookied browser counts against that cookie only. */
  async recordTrustedFailure(device: DeviceToken): Promise<void> {
    await this.throttles.record('signInFailuresPerDevice', device.nonce);
  }

  async recordFailure(door: SignIn, account: string, ip: string): Promise<void> {
    await Promise.all([
      this.throttles.record('signInFailuresPerAccountAndAddress', perAddress(door, account, ip)),
      this.throttles.record('signInFailuresPerAccount', perAccount(door, account)),
      this.throttles.record('signInFailuresPerAddress', ip),
    ]);
  }

  /** A success clears this address's failures for the account (the slower per-account count runs out by itself). */
  async recordSuccess(door: SignIn, account: string, ip: string): Promise<void> {
    await this.throttles.reset('signInFailuresPerAccountAndAddress', perAddress(door, account, ip));
  }
}

/** Look-alike names ("ＤＥＭＯ", "Demo") count as one account, as sign-in finds them. */
const perAccount = (door: SignIn, account: string) => `${door}:${usernameKey(account)}`;
const perAddress = (door: SignIn, account: string, ip: string) => `${perAccount(door, account)}:${ip}`;
