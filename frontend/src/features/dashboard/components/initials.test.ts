import { describe, expect, it } from 'vitest';
import { fullName, initials } from './initials';

describe('initials', () => {
  it('takes the first letters of first and last name, uppercased', () => {
    expect(initials({ username: 'janedoe', firstName: 'jane', lastName: 'doe' })).toBe('JD');
  });

  it('takes the first two letters of the username when a name is missing or blank', () => {
    expect(initials({ username: 'janedoe', firstName: null, lastName: null })).toBe('JA');
    expect(initials({ username: 'janedoe', firstName: 'Jane', lastName: null })).toBe('JA');
    expect(initials({ username: 'bob', firstName: ' ', lastName: 'Doe' })).toBe('BO');
  });
});

describe('fullName', () => {
  it('joins first and last name, else gives the username', () => {
    expect(fullName({ username: 'janedoe', firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
    expect(fullName({ username: 'janedoe', firstName: 'Jane', lastName: null })).toBe('Jane');
    expect(fullName({ username: 'janedoe', firstName: null, lastName: '' })).toBe('janedoe');
  });
});
