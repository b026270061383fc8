import {
  decoyPasswordHash,
  generatePassword,
  hashPassword,
  isCommonPassword,
  PASSWORD_HASH_COST,
  setPasswordHashCost,
  verifyPassword,
} from './passwords.js';

describe('passwords', () => {
  // The suites' set-up makes hashes cheap (test/password-cost.ts); these check the product's own cost.
  beforeAll(() => setPasswordHashCost(PASSWORD_HASH_COST));

  it('hashes with argon2id at OWASP parameters, salted, in PHC form', async () => {
    expect(PASSWORD_HASH_COST).toEqual({ memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 });
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('correct horse');
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('checks a hash at the cost it was made with', async () => {
    setPasswordHashCost({ memory: 64, passes: 1, parallelism: 1, tagLength: 32 });
    const cheap = await hashPassword('correct horse battery staple');
    setPasswordHashCost(PASSWORD_HASH_COST);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(await verifyPassword('correct horse battery staple', cheap)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', cheap)).toBe(false);
  });

  it('accepts long passwords and other scripts', async () => {
    const long = 'ß'.repeat(40) + 'x'.repeat(100);
    expect(await verifyPassword(long, await hashPassword(long))).toBe(true);
  });

  it('never matches a malformed hash', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', '$argon2i$v=19$m=1,t=1,p=1$AAAA$AAAA')).toBe(false);
  });

  it('keeps one decoy hash that no guess matches', async () => {
    expect(await decoyPasswordHash()).toBe(await decoyPasswordHash());
    expect(await verifyPassword('password', await decoyPasswordHash())).toBe(false);
  });

  it('knows common passwords, whatever their case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('Qwertyuiop')).toBe(true);
    expect(isCommonPassword('plum-ladder-orbit-42')).toBe(false);
  });

  it('generates a fresh 24-character password to copy once', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(password);
  });
});
