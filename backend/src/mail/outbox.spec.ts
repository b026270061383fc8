import { describe, expect, it } from '@jest/globals';
import { recipientsOf } from './outbox.js';

describe('recipientsOf', () => {
  it('reads To, Cc and Bcc, folded or named, lower-cased', () => {
    const eml = [
      'From: Ghostline <no-reply@ghostline.test>',
      'To: Ada@Example.com',
      'Cc: "Lovelace, Ada" <ada.l@example.com>,',
      ' grace@example.com',
      'Subject: Mail to bob@example.com',
      '',
      'Write to carol@example.com',
    ].join('\r\n');
    expect(recipientsOf(eml)).toEqual(['ada@example.com', 'ada.l@example.com', 'grace@example.com']);
  });

  it('ignores addresses in the subject and the body', () => {
    expect(recipientsOf('To: a@example.com\nSubject: b@example.com\n\nc@example.com')).toEqual([
      'a@example.com',
    ]);
  });
});
