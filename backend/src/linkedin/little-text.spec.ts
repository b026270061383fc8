import { escapeLittleText } from './little-text.js';

describe('escapeLittleText', () => {
  it('escapes each reserved character of the little format with a backslash', () => {
    expect(escapeLittleText('| { } @ [ ] ( ) < > \\ * _ ~')).toBe(
      '\\| \\{ \\} \\@ \\[ \\] \\( \\) \\< \\> \\\\ \\* \\_ \\~',
    );
  });

  it('keeps line breaks, emoji and every other character as they are', () => {
    const text = 'Three lessons 🚀\n\n1. Hire slowly.\n2. Say no — kindly, “often”.\n€5 & 10% off!';
    expect(escapeLittleText(text)).toBe(text);
  });

  it('sends a typed hashtag as LinkedIn’s hashtag template, and a bare # escaped', () => {
    expect(escapeLittleText('#hiring matters. #1 rule: (no #) ends with #growth2026')).toBe(
      '{hashtag|\\#|hiring} matters. \\#1 rule: \\(no \\#\\) ends with {hashtag|\\#|growth2026}',
    );
    // Inside a word, or an entity like &#39;, a # is no hashtag.
    expect(escapeLittleText('C#, a#b')).toBe('C\\#, a\\#b');
  });

  it('escapes what looks like a mention or a link, so it is shown as typed', () => {
    expect(escapeLittleText('@[Acme](urn:li:organization:1) and [a](b)')).toBe(
      '\\@\\[Acme\\]\\(urn:li:organization:1\\) and \\[a\\]\\(b\\)',
    );
  });
});
