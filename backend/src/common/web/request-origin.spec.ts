import { describe, expect, it } from '@jest/globals';
import { isFromOwnOrigin, isStateChanging } from './request-origin.js';

const OWN = 'https://app.ghostline.test';

describe('isStateChanging', () => {
  it('is POST, PUT, PATCH and DELETE, in any case', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'Delete'])
      expect(isStateChanging(method)).toBe(true);
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'TRACE']) expect(isStateChanging(method)).toBe(false);
  });
});

describe('isFromOwnOrigin', () => {
  it('trusts Sec-Fetch-Site first: same-origin and none pass, same-site and cross-site do not', () => {
    expect(isFromOwnOrigin({ secFetchSite: 'same-origin', origin: 'http://localhost:5173' }, OWN)).toBe(true);
    expect(isFromOwnOrigin({ secFetchSite: 'none' }, OWN)).toBe(true);
    expect(isFromOwnOrigin({ secFetchSite: 'same-site', origin: OWN }, OWN)).toBe(false);
    expect(isFromOwnOrigin({ secFetchSite: 'cross-site', origin: OWN }, OWN)).toBe(false);
    expect(isFromOwnOrigin({ secFetchSite: ' Cross-Site ' }, OWN)).toBe(false);
  });

  it('without fetch metadata, wants the Origin to be ours, exactly', () => {
    expect(isFromOwnOrigin({ origin: OWN }, OWN)).toBe(true);
    expect(isFromOwnOrigin({ origin: `${OWN}/` }, OWN)).toBe(true);
    expect(isFromOwnOrigin({ origin: 'https://APP.ghostline.test:443' }, OWN)).toBe(true);
    for (const origin of [
      'https://evil.example',
      'https://sub.app.ghostline.test',
      'http://app.ghostline.test',
      'https://app.ghostline.test:8443',
      'null',
      '',
      'javascript:alert(1)',
    ]) {
      expect([origin, isFromOwnOrigin({ origin }, OWN)]).toEqual([origin, false]);
    }
  });

  it('reads the Referer only when there is no Origin', () => {
    expect(isFromOwnOrigin({ referer: `${OWN}/dashboard?x=1` }, OWN)).toBe(true);
    expect(isFromOwnOrigin({ referer: 'https://evil.example/app.ghostline.test' }, OWN)).toBe(false);
    expect(isFromOwnOrigin({ origin: 'https://evil.example', referer: `${OWN}/` }, OWN)).toBe(false);
  });

  it('decides an unknown Sec-Fetch-Site value by Origin and Referer', () => {
    expect(isFromOwnOrigin({ secFetchSite: 'same-planet', origin: OWN }, OWN)).toBe(true);
    expect(isFromOwnOrigin({ secFetchSite: 'same-planet', origin: 'https://evil.example' }, OWN)).toBe(false);
  });

  it('lets a request with none of the headers through: no browser sends such a request', () => {
    expect(isFromOwnOrigin({}, OWN)).toBe(true);
  });
});
