import { describe, expect, it } from '@jest/globals';
import { displayName, firstNameOf, greetingName, splitName } from './names.js';

describe('names', () => {
  it('shows the full name to the team, else the username', () => {
    expect(displayName({ username: 'ada', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ username: 'ada', firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(displayName({ username: 'ada', firstName: ' ', lastName: null })).toBe('ada');
  });

  it('greets by first name, else by username', () => {
    expect(greetingName({ username: 'ada', firstName: 'Ada' })).toBe('Ada');
    expect(greetingName({ username: 'ada', firstName: null })).toBe('ada');
    expect(greetingName({ username: 'ada', firstName: '' })).toBe('ada');
  });

  it('splits a full name at its first word', () => {
    expect(splitName('  Ada King  Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitName('Ada')).toEqual({ firstName: 'Ada', lastName: '' });
    expect(firstNameOf('Ada King Lovelace')).toBe('Ada');
    expect(firstNameOf('   ')).toBe('');
  });
});
