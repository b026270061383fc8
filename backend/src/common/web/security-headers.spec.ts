import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from './security-headers.js';

describe('contentSecurityPolicy', () => {
  it('allows no inline or eval script, and no page to frame ours', () => {
    const policy = contentSecurityPolicy();
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });
});

describe('PERMISSIONS_POLICY', () => {
  it('denies the powerful features to every origin', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });
});
