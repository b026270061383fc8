import { dictionary } from '@zxcvbn-ts/language-common';
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/** What a new hash costs: argon2id's memory (KiB), passes and lanes, and the hash's length. */
export interface PasswordHashCost {
  memory: number;
  passes: number;
  parallelism: number;
  tagLength: number;
}

/** OWASP's argon2id parameters: 19 MiB of memory, 2 passes, parallelism 1. */
export const PASSWORD_HASH_COST: PasswordHashCost = Object.freeze({
  memory: 19_456,
  passes: 2,
  parallelism: 1,
  tagLength: 32,
});

let cost = PASSWORD_HASH_COST;

/**
 * Sets what new hashes cost. The product never calls it: only the backend's test set-up
 * (test/password-cost.ts), whose suites hash about 1,600 passwords, 47 s of CPU at OWASP's cost.
 * A hash carries its own parameters, so a hash made at either cost is checked at that cost.
 */
export function setPasswordHashCost(next: PasswordHashCost): void {
  cost = next;
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

/** Hashes a password with argon2id; the result is a PHC string carrying salt and parameters. */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const hash = await argon2Async('argon2id', { message: password, nonce, ...cost });
  const { memory, passes, parallelism } = cost;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(nonce)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Checks a password against a PHC string, in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const match = PHC.exec(phc);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, expected] = match;
  const expectedHash = Buffer.from(expected!, 'base64');
  const actual = await argon2Async('argon2id', {
    message: password,
    nonce: Buffer.from(salt!, 'base64'),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expectedHash.length,
  });
  return timingSafeEqual(actual, expectedHash);
}

/** A password for a person to copy once: 24 characters from 18 random bytes. */
export const generatePassword = () => randomBytes(18).toString('base64url');

/** The password of an invited account until they choose one: a hash of random bytes nobody is told. */
export const unusablePasswordHash = (): Promise<string> =>
  hashPassword(randomBytes(32).toString('base64url'));

/** A hash of nothing anyone knows: checked against when a username does not exist, so both take as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return decoyHash;
}

/** The common-passwords list of zxcvbn-ts (about 49,000 leaked passwords), lower-cased. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
