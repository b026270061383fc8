import { describe, expect, it } from '@jest/globals';
import { commentAnsweredMail, commentForNotice, newsLine } from './comments.mails.js';

describe('commentForNotice', () => {
  const plain = { body: 'Too formal.', quote: null, suggestion: null, suggestionState: null };

  it('quotes a comment on the whole post as it is', () => {
    expect(commentForNotice(plain)).toBe('Too formal.');
  });

  it('names the words a comment is on, and the new words it suggests', () => {
    expect(commentForNotice({ ...plain, quote: 'customers' })).toBe('On ‘customers’: Too formal.');
    expect(
      commentForNotice({ ...plain, quote: 'customers', suggestion: 'clients', suggestionState: 'pending' }),
    ).toBe('On ‘customers’: Too formal. Suggests ‘clients’ instead.');
    expect(
      commentForNotice({ body: '', quote: 'customers', suggestion: 'clients', suggestionState: 'pending' }),
    ).toBe('On ‘customers’: Suggests ‘clients’ instead.');
  });
});

describe('the mail of a burst', () => {
  const thread = {
    body: 'x'.repeat(100),
    quote: null,
    suggestion: null,
    suggestionState: null,
    declineReason: null,
  };

  it('names a thread on the whole post by its first words', () => {
    expect(newsLine('resolved', thread)).toBe(`Resolved the conversation on “${'x'.repeat(80)}…”.`);
    expect(newsLine('reopened', { ...thread, body: 'Shorter?' })).toBe(
      'Reopened the conversation on “Shorter?”.',
    );
  });

  it('names each line by its author when several wrote the burst', () => {
    const mail = commentAnsweredMail({
      firstName: 'Ada',
      title: 'Hiring',
      lines: [
        { actorName: 'Wendy Writer', said: '“Shorter now.”' },
        { actorName: 'Boss', said: 'Resolved the conversation on “Shorter?”.' },
      ],
      url: 'https://example.com/dashboard/content/1',
    });
    expect(mail.subject).toBe('New comments on your post: Hiring');
    expect(mail.text).toContain('Wendy Writer and Boss wrote to you about "Hiring":');
    expect(mail.text).toContain('Wendy Writer: “Shorter now.”');
    expect(mail.text).toContain('Boss: Resolved the conversation on “Shorter?”.');
  });
});
