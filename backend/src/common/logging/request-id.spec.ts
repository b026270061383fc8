import { describe, expect, it } from '@jest/globals';
import { requestIdFrom } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it("keeps a proxy's id: nginx's $request_id, a UUID", () => {
    expect(requestIdFrom('0f1e2d3c4b5a69788796a5b4c3d2e1f0')).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(requestIdFrom('5b7e8f0a-1c2d-4e3f-9a8b-7c6d5e4f3a2b')).toBe(
      '5b7e8f0a-1c2d-4e3f-9a8b-7c6d5e4f3a2b',
    );
    expect(requestIdFrom(['trace:abc.123-x', 'other'])).toBe('trace:abc.123-x');
  });

  it('makes a new UUID when there is none, or it is too short, too long or has other characters', () => {
    for (const bad of [
      undefined,
      '',
      'short',
      'x'.repeat(129),
      'with space1',
      'a"b\nforged-line',
      'ünïcödé-id',
    ]) {
      expect(requestIdFrom(bad)).toMatch(UUID);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
