import { isLinkedInUrl } from './linkedin-url.js';

describe('a LinkedIn address', () => {
  it.each([
    'https://www.linkedin.com/in/ada-lovelace',
    'https://linkedin.com/in/ada',
    'https://uk.linkedin.com/in/ada',
    'https://www.linkedin.com/feed/update/urn:li:activity:1?utm=x#comments',
    'HTTPS://WWW.LINKEDIN.COM/in/ada',
    'https://www.linkedin.com',
    'https://www.linkedin.com:443/in/ada',
  ])('accepts %s', (url) => {
    expect(isLinkedInUrl(url)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example/in/ada'],
    ['plain http', 'http://www.linkedin.com/in/ada'],
    ['a look-alike host ending elsewhere', 'https://linkedin.com.evil.example/in/ada'],
    ['a host merely ending in linkedin.com', 'https://notlinkedin.com/in/ada'],
    ['credentials before the host', 'https://user:pass@www.linkedin.com/in/ada'],
    ['the host as credentials', 'https://www.linkedin.com@evil.example/'],
    ['a backslash trick', 'https://www.linkedin.com\\@evil.example/'],
    ['another port', 'https://www.linkedin.com:8443/in/ada'],
    ['a trailing-dot host', 'https://www.linkedin.com./in/ada'],
    ['an empty label', 'https://.linkedin.com/in/ada'],
    ['a javascript: address', 'javascript:alert(1)//linkedin.com'],
    ['spaces', 'https://www.linkedin.com/in/ada lovelace'],
    ['no scheme', 'www.linkedin.com/in/ada'],
  ])('refuses %s', (_name, url) => {
    expect(isLinkedInUrl(url)).toBe(false);
  });
});
