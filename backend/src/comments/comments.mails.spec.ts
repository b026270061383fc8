import { describe, expect, it } from '@jest/globals';
import { commentForNotice } from './comments.mails.js';

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
