import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { NGINX_SECURITY_HEADERS_FILE, nginxSecurityHeaders } from './nginx-security-headers.js';
import { contentSecurityPolicy, PERMISSIONS_POLICY, securityHeaderSet } from './security-headers.js';

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

describe('securityHeaderSet', () => {
  it('holds the CSP, the framing, sniffing and referrer rules and the Permissions-Policy', () => {
    const headers = securityHeaderSet(false);
    expect(headers['Content-Security-Policy']).toContain("script-src 'self'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    expect(headers['X-Powered-By']).toBeUndefined();
  });

  it('adds HSTS in production only', () => {
    expect(securityHeaderSet(false)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaderSet(true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('docker/nginx/security-headers.conf', () => {
  it('is what the header set generates (npm run nginx:headers rewrites it)', () => {
    expect(readFileSync(NGINX_SECURITY_HEADERS_FILE, 'utf8')).toBe(nginxSecurityHeaders());
  });

  it('adds every production header, always', () => {
    const include = nginxSecurityHeaders();
    for (const [name, value] of Object.entries(securityHeaderSet(true))) {
      expect(include).toContain(`add_header ${name} "${value}" always;\n`);
    }
  });
});
