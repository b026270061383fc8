import { TokenCipher } from './token-cipher.js';

describe('TokenCipher', () => {
  const cipher = new TokenCipher('a key from the configuration, long enough');
  const token = 'AQVbq3_long_member_token-value';

  it('seals a token so that only the same key, for the same client, opens it', () => {
    const sealed = cipher.seal(token, 7);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(sealed).not.toContain(token);
    expect(cipher.open(sealed, 7)).toBe(token);
    expect(cipher.open(sealed, 8)).toBeUndefined();
    expect(new TokenCipher('another key, just as long as the first').open(sealed, 7)).toBeUndefined();
  });

  it('seals the same token differently each time', () => {
    expect(cipher.seal(token, 7)).not.toBe(cipher.seal(token, 7));
  });

  it.each([
    [
      'a changed letter',
      (sealed: string) => sealed.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`),
    ],
    ['a cut tag', (sealed: string) => sealed.slice(0, -2)],
    ['another version', (sealed: string) => sealed.replace(/^v1/, 'v2')],
    ['not a sealed value', () => 'plain-token'],
  ])('opens nothing from %s', (_, alter) => {
    expect(cipher.open(alter(cipher.seal(token, 7)), 7)).toBeUndefined();
  });
});
