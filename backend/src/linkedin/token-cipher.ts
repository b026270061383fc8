import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The format's version, first in every sealed value, so the scheme can change and old values still open. */
const VERSION = 'v1';

/**
 * LinkedIn tokens at rest (docs/architecture.md, "LinkedIn"): AES-256-GCM, a new 12-byte nonce each
 * time, the owner's id (the client's) as associated data (a token copied onto another client's row
 * does not open), as
 * `v1.<nonce>.<ciphertext>.<tag>` in base64url. The key is LINKEDIN_TOKEN_KEY's, or derived from
 * SESSION_SECRET (HKDF-SHA256) when that is unset: changing either makes every client connect again.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'ghostline linkedin tokens', 32));
  }

  seal(token: string, ownerId: number): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce).setAAD(Buffer.from(String(ownerId)));
    const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return [VERSION, nonce, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The token, or undefined when the value was not sealed by this key for this owner (or was altered). */
  open(value: string, ownerId: number): string | undefined {
    const [version, nonce, sealed, tag, ...rest] = value.split('.');
    if (version !== VERSION || !nonce || !sealed || !tag || rest.length) return undefined;
    try {
      // A tag of 16 bytes only: GCM would otherwise check a cut one against as many bytes.
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'), {
        authTagLength: 16,
      })
        .setAAD(Buffer.from(String(ownerId)))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return undefined;
    }
  }
}
