import { describe, expect, it } from '@jest/globals';
import { hasBody, isJsonContentType } from './json-body.js';

describe('hasBody', () => {
  it('is a chunked body or a length above 0', () => {
    expect(hasBody({ 'transfer-encoding': 'chunked' })).toBe(true);
    expect(hasBody({ 'content-length': '12' })).toBe(true);
    expect(hasBody({ 'content-length': '0' })).toBe(false);
    expect(hasBody({})).toBe(false);
    expect(hasBody({ 'content-length': 'x' })).toBe(false);
  });
});

describe('isJsonContentType', () => {
  it('takes application/json with any parameters and any case', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType(' Application/JSON ;charset=UTF-8')).toBe(true);
  });

  it('refuses everything else, the types an HTML form sends above all', () => {
    for (const type of [
      undefined,
      '',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain',
      'text/plain; application/json',
      'application/jsonp',
      'application/json-seq',
      'text/json',
    ]) {
      expect([type, isJsonContentType(type)]).toEqual([type, false]);
    }
  });
});
