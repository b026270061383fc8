import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from './security-headers.js';

describe('contentSecurityPolicy', () => {
  it('allows no inline or eval script, in production or not', () => {
    for (const production of [true, false]) {
      const policy = contentSecurityPolicy(production);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  it('upgrades insecure requests in production only', () => {
    expect(contentSecurityPolicy(true)).toHaveProperty('upgrade-insecure-requests');
    expect(contentSecurityPolicy(false)).not.toHaveProperty('upgrade-insecure-requests');
  });
});

describe('PERMISSIONS_POLICY', () => {
  it('denies the powerful features to every origin', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });
});
