import {
  hasHiddenCharacters,
  normalizeUsername,
  USERNAME_MAY_NOT_CONTAIN_AT,
  USERNAME_MAY_NOT_HIDE_CHARACTERS,
  usernameKey,
  usernameProblem,
  WITHOUT_HIDDEN_CHARACTERS,
} from './usernames.js';

describe('usernames', () => {
  it.each([
    ['ＤＥＭＯ', 'DEMO'],
    ['  demo  ', 'demo'],
    ['\u3000demo', 'demo'],
    ['ﬁona', 'fiona'],
    ['Zoë', 'Zoë'],
    ['Zoe\u0308', 'Zoë'],
  ])('stores %j as its NFKC form %j, keeping the case typed', (typed, stored) => {
    expect(normalizeUsername(typed)).toBe(stored);
  });

  it.each(['demo', 'Demo', 'DEMO', 'ＤＥＭＯ', 'ｄｅｍｏ', ' demo'])('keys %j as "demo"', (typed) => {
    expect(usernameKey(typed)).toBe('demo');
  });

  it('folds case beyond ASCII, whatever the database locale', () => {
    expect(usernameKey('ZOË')).toBe(usernameKey('zoë'));
    expect(usernameKey('Straße')).toBe(usernameKey('STRASSE'));
    expect(usernameKey('ΟΔΟΣ')).toBe(usernameKey('οδοσ'));
    expect(usernameKey('demo')).not.toBe(usernameKey('dem0'));
  });

  it.each([
    ['zero-width space', 'de\u200bmo'],
    ['word joiner', 'de\u2060mo'],
    ['byte order mark', 'de\ufeffmo'],
    ['soft hyphen', 'de\u00admo'],
    ['right-to-left override', '\u202eomed'],
    ['left-to-right embedding', '\u202ademo'],
    ['right-to-left isolate', 'demo\u2067'],
    ['left-to-right mark', 'demo\u200e'],
    ['right-to-left mark', 'demo\u200f'],
    ['Arabic letter mark', 'demo\u061c'],
    ['combining grapheme joiner', 'de\u034fmo'],
    ['Hangul filler', 'demo\u3164'],
    ['variation selector', 'demo\ufe0f'],
    ['tab', 'de\tmo'],
  ])('refuses a %s', (_name, username) => {
    expect(hasHiddenCharacters(normalizeUsername(username))).toBe(true);
    expect(usernameProblem(normalizeUsername(username))).toBe(USERNAME_MAY_NOT_HIDE_CHARACTERS);
  });

  it('accepts letters of any script, digits, dots and spaces', () => {
    for (const username of ['demo', 'Zoë O. Brien', 'мария', '山田', 'ada.lovelace2']) {
      expect(usernameProblem(username)).toBeNull();
    }
    expect(usernameProblem('ada@example.com')).toBe(USERNAME_MAY_NOT_CONTAIN_AT);
  });
});

describe('WITHOUT_HIDDEN_CHARACTERS, the DTO rule', () => {
  it('matches exactly the usernames without hidden characters', () => {
    expect(WITHOUT_HIDDEN_CHARACTERS.test('Zoë 山田')).toBe(true);
    for (const username of ['de\u200bmo', '\u202eomed', 'demo\u2069', 'de\nmo']) {
      expect(WITHOUT_HIDDEN_CHARACTERS.test(username)).toBe(false);
    }
  });
});
