import { describe, expect, it } from '@jest/globals';
import { firstFree, usernameBase, usernameFrom } from './username-suggestions.js';

describe('usernameFrom', () => {
  it('joins the words of a name with dots, lower-cased, accents and apostrophes dropped', () => {
    expect(usernameFrom('Ada Lovelace')).toBe('ada.lovelace');
    expect(usernameFrom("  Zoë O'Brien-Smith ")).toBe('zoe.obrien.smith');
  });

  it('keeps nothing but letters and digits', () => {
    expect(usernameFrom('李 雷')).toBe('');
    expect(usernameFrom('R2-D2 !!')).toBe('r2.d2');
  });
});

describe('firstFree', () => {
  it('adds the first number that makes the name free', () => {
    expect(firstFree('ada', new Set())).toBe('ada');
    expect(firstFree('ada', new Set(['ada', 'ada2']))).toBe('ada3');
  });
});

describe('usernameBase', () => {
  it('takes the first source that makes at least 3 characters, else the fallback', () => {
    expect(usernameBase(['Ada Lovelace', 'ada'], 'client')).toBe('ada.lovelace');
    expect(usernameBase(['李', 'Ada.L'], 'client')).toBe('ada.l');
    expect(usernameBase(['x', 'y'], 'client')).toBe('client');
  });
});
